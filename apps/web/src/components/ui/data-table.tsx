import type { CSSProperties, ReactNode } from 'react';
import { TableSkeleton } from './table-skeleton.tsx';

export interface Column<Row> {
  /** The column's title; below 640 px it labels the column's cell in each row's card. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** The column that names the row (a <th scope="row">, read out with each cell). */
  rowHeader?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  /** The id of the heading that names the table (and its scroll region). */
  labelledBy: string;
  /** A column left out (false/null) is not shown, e.g. one only some people may use. */
  columns: (Column<Row> | false | null | undefined)[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** While the rows load: placeholder rows with this announcement. */
  loadingLabel?: string;
  loadingRows?: number;
  /** Shown instead of an empty table. */
  empty?: ReactNode;
  /** Classes of one row (e.g. dimmed once its action is done). */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * Scroll shadows: the white covers move with the content (`local`) and the shadows stay at the
 * edges (`scroll`), so a shadow shows exactly where more columns are hidden. A phone user sees at
 * a glance that the table goes on sideways.
 */
const scrollShadows: CSSProperties = {
  background: [
    'linear-gradient(to right, var(--color-base-100) 30%, transparent) left center / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, var(--color-base-100) 30%, transparent) right center / 2.5rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(15 27 45 / 0.18), transparent) left center / 0.75rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(15 27 45 / 0.18), transparent) right center / 0.75rem 100% no-repeat scroll',
    'var(--color-base-100)',
  ].join(', '),
};

/**
 * The app's one table: columns over rows in a TableScroll, placeholder rows while loading, an
 * empty state when there are none. Below 640 px each row is a card (`.card-table` in index.css):
 * the row's name on top, then every other cell under its column's title (`data-label`, drawn
 * by CSS and hidden from screen readers, which read the table's own column headers).
 */
export function DataTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  loadingLabel = 'Loading…',
  loadingRows,
  empty,
  rowClassName,
}: DataTableProps<Row>) {
  if (!rows) return <TableSkeleton label={loadingLabel} rows={loadingRows} />;
  if (rows.length === 0 && empty) return <>{empty}</>;
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  return (
    <TableScroll labelledBy={labelledBy}>
      <thead>
        <tr>
          {shown.map((column, i) => (
            <th key={i} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {shown.map((column, i) =>
              column.rowHeader ? (
                <th key={i} scope="row" className={`font-normal ${column.className ?? ''}`}>
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={i} className={column.className} data-label={column.header}>
                  {/* One box beside the label in a card, whatever the cell holds. */}
                  <div className="min-w-0">{column.cell(row, index)}</div>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}

/**
 * A table's frame: from 640 px a wide table scrolls sideways (below, its rows are cards) inside
 * a region named by the page's heading and focusable, so keyboard users scroll it with the keys.
 */
function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300"
      style={scrollShadows}
    >
      <table className="table max-sm:table-sm card-table" aria-labelledby={labelledBy}>
        {children}
      </table>
    </div>
  );
}

/** A table's last column, "Actions": each row's buttons side by side, wrapping when narrow. */
export function actionsColumn<Row>(buttons: (row: Row) => ReactNode): Column<Row> {
  return {
    header: 'Actions',
    cell: (row) => <div className="flex flex-wrap gap-2">{buttons(row)}</div>,
  };
}
