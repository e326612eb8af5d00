import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { QueryError } from './load-error.tsx';

export interface QueryTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loadingLabel'> {
  /** The list's query: its rows, or its failure. */
  query: UseQueryResult<readonly Row[]>;
  /** What the rows are, capitalised: "Disputes" reads "Loading disputes…", "Disputes could not
   * be loaded." */
  noun: string;
}

/**
 * A whole (unpaged) list from one query as a table: placeholder rows while it loads, the failure
 * with a retry, the empty state, or the rows. Paged admin lists use `AdminListView` instead.
 */
export function QueryTable<Row>({ query, noun, ...table }: QueryTableProps<Row>) {
  if (query.isError) return <QueryError query={query} message={`${noun} could not be loaded.`} />;
  return <DataTable {...table} rows={query.data} loadingLabel={`Loading ${noun.toLowerCase()}…`} />;
}
