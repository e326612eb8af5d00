import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema.ts';

/**
 * One listing by id, in any state, with the columns asked for (`{ id: listings.id, … }`), or
 * null. `lock`: the row stays locked (FOR UPDATE) until the transaction `db` stands for ends.
 */
export async function findListing<C extends SelectedFields>(
  db: Pick<Db, 'select'>,
  id: string,
  columns: C,
  { lock = false }: { lock?: boolean } = {},
): Promise<SelectResultFields<C> | null> {
  const query = db.select(columns).from(listings).where(eq(listings.id, id));
  // Drizzle cannot name the row type of a generic selection: it is the columns' result type.
  const rows = (await (lock ? query.for('update') : query)) as unknown as SelectResultFields<C>[];
  return rows[0] ?? null;
}
