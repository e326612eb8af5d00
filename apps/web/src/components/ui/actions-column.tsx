import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';

/** A table's last column, "Actions": each row's buttons side by side, wrapping when narrow. */
export function actionsColumn<Row>(buttons: (row: Row) => ReactNode): Column<Row> {
  return {
    header: 'Actions',
    cell: (row) => <div className="flex flex-wrap gap-2">{buttons(row)}</div>,
  };
}
