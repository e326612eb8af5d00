import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import { bookings, listings } from '../../db/schema.ts';

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

/**
 * The listing of a booking, locked (FOR UPDATE) until the transaction `tx` stands for ends: the
 * writers of a sale lock its listing before its booking, so concurrent ones queue up in one order.
 * Null when there is no such booking; `listing` is null when the listing was deleted.
 */
export async function lockListingOfBooking<C extends SelectedFields>(
  tx: Pick<Db, 'select'>,
  bookingId: string,
  columns: C,
): Promise<{ listing: SelectResultFields<C> | null } | null> {
  const [booking] = await tx
    .select({ listingId: bookings.listingId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const listing = booking.listingId
    ? await findListing(tx, booking.listingId, columns, { lock: true })
    : null;
  return { listing };
}
