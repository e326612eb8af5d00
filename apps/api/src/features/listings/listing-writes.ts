import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, listings, priceChanges, reports } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pick } from '../../db/pick.ts';
import type {
  InTransaction,
  ListingState,
  NewListing,
} from '../../shared/listings/listing-rows.ts';
import { findListing } from '../../shared/listings/find-listing.ts';
import { stateColumns } from '../../shared/listings/listing-rows.ts';

// A listing's writes: create, price, edit, advertise, delete and report.

/** What a price change found and did (read under the listing's lock). */
export type PriceChangeOutcome =
  | { outcome: 'changed'; oldCents: number; changeId: string }
  | { outcome: 'same' }
  | { outcome: 'gone' }
  | { outcome: 'moved'; state: ListingState }
  | { outcome: 'above-original'; originalCents: number };

/** What `edit` changes (columns), and the IMEI the body named, which must be the listing's. */
export type ListingEdit = Partial<
  Pick<
    NewListing,
    | 'description'
    | 'productPhoto'
    | 'morePhotos'
    | 'location'
    | 'areaId'
    | 'condition'
    | 'batteryHealth'
    | 'activationLockOff'
    | 'fullyPaid'
    | 'noCrackedGlass'
  >
> & { imeiGiven?: string | null };

export type EditOutcome =
  | { outcome: 'edited'; changed: boolean }
  | { outcome: 'gone' }
  | { outcome: 'moved'; state: ListingState }
  | { outcome: 'imei-fixed' }
  | { outcome: 'above-original'; originalCents: number };

/** A column's value as read and as an edit gives it (the photo lists compare item by item). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}

/** The listing's row, locked for a write by its seller (price, edit). */
async function lockForEdit(tx: Db, id: string) {
  return findListing(
    tx,
    id,
    {
      ...stateColumns,
      ...pick(
        listings,
        'originalPriceCents',
        'imei',
        'description',
        'location',
        'areaId',
        'condition',
        'batteryHealth',
        'activationLockOff',
        'fullyPaid',
        'noCrackedGlass',
      ),
    },
    { lock: true },
  );
}

/** Sets a locked listing's price and records the change; `onDrop` runs when it went down. */
async function reprice(
  tx: Db,
  row: { id: string; resalePriceCents: number; originalPriceCents: number },
  newCents: number,
  onDrop?: (tx: Db, changeId: string) => Promise<void>,
): Promise<PriceChangeOutcome> {
  if (newCents > row.originalPriceCents) {
    return { outcome: 'above-original', originalCents: row.originalPriceCents };
  }
  if (newCents === row.resalePriceCents) return { outcome: 'same' };
  // A drop is shown on cards as "Price reduced from" the old price; a rise clears it.
  const reducedFromCents = newCents < row.resalePriceCents ? row.resalePriceCents : null;
  await tx
    .update(listings)
    .set({ resalePriceCents: newCents, reducedFromCents })
    .where(eq(listings.id, row.id));
  const [change] = await tx
    .insert(priceChanges)
    .values({ listingId: row.id, oldPriceCents: row.resalePriceCents, newPriceCents: newCents })
    .returning({ id: priceChanges.id });
  if (newCents < row.resalePriceCents) await onDrop?.(tx, change!.id);
  return { outcome: 'changed', oldCents: row.resalePriceCents, changeId: change!.id };
}

export function createListingWrites(db: Db) {
  return {
    /**
     * Inserts a listing; answers null when its IMEI is on another unsold listing. `alongside`
     * runs in the insert's transaction (the saved-search match job).
     */
    async insert(values: NewListing, alongside?: (tx: Db, id: string) => Promise<void>) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(listings).values(values).returning({ id: listings.id });
          await alongside?.(tx as unknown as Db, row!.id);
          return row!.id;
        });
      } catch (err) {
        if (values.imei && isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /**
     * Sets an unsold listing's price and records the change, in one transaction with the listing
     * locked (a payment waits, then pays the new price; two edits apply one after the other).
     * `onDrop` runs in it when the price went down.
     */
    async changePrice(
      id: string,
      newCents: number,
      onDrop?: (tx: Db, changeId: string) => Promise<void>,
    ): Promise<PriceChangeOutcome> {
      return db.transaction(async (tx) => {
        const row = await lockForEdit(tx as unknown as Db, id);
        if (!row) return { outcome: 'gone' };
        if (row.isSold || row.offSale || row.sellerSuspended)
          return { outcome: 'moved', state: row };
        return reprice(tx as unknown as Db, row, newCents, onDrop);
      });
    },

    /**
     * Edits an unsold, unreserved listing's fields and price in one transaction with the listing
     * locked: the price through the same recording as `changePrice`. Answers what it found and
     * whether anything changed; nothing is written unless every check passes.
     */
    async edit(
      id: string,
      fields: ListingEdit,
      newCents: number | undefined,
      onDrop?: (tx: Db, changeId: string) => Promise<void>,
    ): Promise<EditOutcome> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await lockForEdit(t, id);
        if (!row) return { outcome: 'gone' };
        if (row.isSold || row.isReserved || row.offSale || row.sellerSuspended) {
          return { outcome: 'moved', state: row };
        }
        if (fields.imeiGiven !== undefined && fields.imeiGiven !== row.imei) {
          return { outcome: 'imei-fixed' };
        }
        if (newCents !== undefined && newCents > row.originalPriceCents) {
          return { outcome: 'above-original', originalCents: row.originalPriceCents };
        }
        const { imeiGiven: _imei, ...values } = fields;
        // Only what differs is written (and counts as a change).
        const changes = Object.fromEntries(
          Object.entries(values).filter(
            ([key, value]) => !sameValue(row[key as keyof typeof values], value),
          ),
        );
        if (Object.keys(changes).length > 0) {
          await t.update(listings).set(changes).where(eq(listings.id, id));
        }
        const priced = newCents === undefined ? null : await reprice(t, row, newCents, onDrop);
        const fieldsChanged = Object.keys(changes).length > 0;
        return { outcome: 'edited', changed: fieldsChanged || priced?.outcome === 'changed' };
      });
    },

    /** Marks an unsold, not yet advertised listing advertised; answers how many rows changed. */
    async markAdvertised(id: string): Promise<number> {
      const rows = await db
        .update(listings)
        .set({ isAdvertised: true, advertisedAt: sql`now()` })
        .where(
          and(
            eq(listings.id, id),
            eq(listings.isSold, false),
            eq(listings.isHidden, false),
            eq(listings.isAdvertised, false),
          ),
        )
        .returning({ id: listings.id });
      return rows.length;
    },

    /**
     * Deletes an unsold listing with the open (never paid) bookings on it. A booking that had
     * money on it stays on record with its payment and timeline, detached from the phone: a hold
     * that ended (cancelled, declined, expired) leaves the phone on sale, and sold listings are
     * never removed here. `reportedOnly`: only while it is reported. `alongside`
     * runs in a transaction once the listing is locked, before it goes (it can still read it);
     * 0 when the listing is gone, sold or no longer reported by then.
     */
    async deleteUnsold(
      id: string,
      {
        reportedOnly = false,
        alongside,
      }: { reportedOnly?: boolean; alongside?: InTransaction } = {},
    ): Promise<number> {
      const deletable = and(
        eq(listings.id, id),
        eq(listings.isSold, false),
        reportedOnly ? eq(listings.isReported, true) : undefined,
      );
      // One statement: the listing locked first (a payment or a dismissal racing this waits,
      // then sees the outcome), then its open bookings (the foreign key would only null them,
      // and an unpaid booking of a vanished phone means nothing), then the listing. A released
      // booking is not "unpaid": its payment and any dispute row reference it (ON DELETE
      // RESTRICT), and it is the buyer's record of the hold; the foreign key nulls its listing.
      const remove = async (on: Db) => {
        const result = (await on.execute(sql`
          with target as (
            select ${listings.id} from ${listings} where ${deletable} for update
          ), unpaid as (
            delete from ${bookings}
            where ${bookings.listingId} in (select id from target) and ${bookings.state} = 'open'
          )
          delete from ${listings} where ${listings.id} in (select id from target)
          returning ${listings.id}`)) as unknown as { rows: { id: string }[] };
        return result.rows.length;
      };
      if (!alongside) return remove(db);
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(deletable)
          .for('update');
        if (locked.length === 0) return 0;
        await alongside(tx as unknown as Db);
        return remove(tx as unknown as Db);
      });
    },

    /** Records one report per user per listing; answers false when this user had reported it. */
    async addReport(
      listingId: string,
      reporterId: string,
      reason?: string,
      note?: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(reports)
          .values({ listingId, reporterId, reason, note })
          .onConflictDoNothing({ target: [reports.listingId, reports.reporterId] })
          .returning({ id: reports.id });
        if (inserted.length === 0) return false;
        await tx.update(listings).set({ isReported: true }).where(eq(listings.id, listingId));
        return true;
      });
    },
  };
}
