import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some columns of a table, or of an alias of it, by name, for a select whose rows keep the
 * columns' names: `db.select(pick(listings, 'id', 'productName'))`. Renamed or computed fields
 * join it in a spread: `{ ...pick(reviews, 'id', 'stars'), authorName: authors.name }`.
 */
export function pick<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    K
  >;
}
