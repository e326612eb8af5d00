import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuditEvent } from '@resale-zone/contract/admin';
import type { ReportedProduct } from '@resale-zone/contract/listings';
import type { AccountType, PersonRow } from '@resale-zone/contract/users';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import { auditEvents, bookings, listings, reports, sessions, users } from '../../db/schema.ts';
import { listingColumns, toOwnProduct } from '../../shared/listings/listing-rows.ts';
import { newestFirst, pageWithTotal } from '../../db/lists.ts';
import { defaultTrust, type Trust } from '../../domain/trust.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { findListing } from '../../shared/listings/find-listing.ts';
import { listingOfBooking } from '../../shared/bookings/sale-parties.ts';

export interface Page {
  q?: string;
  limit: number;
  offset: number;
}

/** An account removed (`deleted` 0: it changed meanwhile), or kept for a payment still in play. */
export type DeleteOutcome = { deleted: number } | { heldFor: string };

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: 'user' | 'listing';
  targetId: string;
  detail?: string;
}

/** `%`, `_` and `\` typed into a search box are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin's view of accounts and reports. Account removal touches users, listings and bookings
 * at once; it lives here so that it is one transaction (no half-deleted seller).
 */
/** Test seams: awaited inside a transaction, to widen the window a race needs. */
export interface AdminHooks {
  /** After the admins are counted under their lock, before the role changes. */
  beforeRevokeAdmin?: () => Promise<void>;
  /** In a person's deletion, once the account row is locked (the last of its locks). */
  afterAccountLock?: () => Promise<void>;
}

export function createAdminRepo(
  db: Db,
  notifications?: Notifications,
  trust: Trust = defaultTrust(),
  hooks?: AdminHooks,
) {
  async function audit(tx: Db, entry: AuditEntry) {
    await tx.insert(auditEvents).values(entry);
  }

  /**
   * Locks what a person's deletion changes for the rest of the transaction; false when there is
   * no such account. In the order a payment takes them: the account's listings (as seller) or
   * bookings (as buyer) first, the account row last. A payment locks the listing, then the
   * booking, then writes rows that name both members (a key share on their rows): taken the other
   * way round, the account's lock and the payment's would wait for each other (a deadlock).
   */
  async function lockPerson(tx: Db, id: string, as: 'buyer' | 'seller') {
    if (as === 'seller') {
      await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.sellerId, id))
        .orderBy(listings.id)
        .for('update');
    } else {
      await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.buyerId, id))
        .orderBy(bookings.id)
        .for('update');
    }
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.accountType, as)))
      .for('update');
    if (rows.length > 0) await hooks?.afterAccountLock?.();
    return rows.length > 0;
  }

  /**
   * The phone of a payment still on hold or in dispute that involves this account, if any. Read
   * under `lockPerson`'s locks: a payment being held now is either seen here or waits for the
   * delete.
   */
  async function moneyInPlay(tx: Db, id: string, as: 'buyer' | 'seller') {
    const [row] = await tx
      .select({ productName: listings.productName })
      .from(bookings)
      .innerJoin(listings, listingOfBooking)
      .where(
        and(
          as === 'seller' ? eq(listings.sellerId, id) : eq(bookings.buyerId, id),
          inArray(bookings.state, ['held', 'disputed']),
        ),
      )
      .limit(1);
    return row?.productName ?? null;
  }

  /**
   * Removes an account in one transaction, unless money of theirs is on hold or in dispute. Its
   * owner is told before the delete (the address is gone after it); what is theirs and unpaid
   * goes first (`removeOwn`), then the account, then the audit row.
   */
  function deletePerson(
    id: string,
    as: 'buyer' | 'seller',
    entry: AuditEntry,
    removeOwn: (tx: Db) => Promise<void>,
  ): Promise<DeleteOutcome> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await lockPerson(tx, id, as))) return { deleted: 0 };
      const held = await moneyInPlay(tx, id, as);
      if (held) return { heldFor: held };
      await notifications?.accountDeleted(tx, id);
      await removeOwn(tx);
      const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      await audit(tx, entry);
      return { deleted: rows.length };
    });
  }

  return {
    async listPeople(
      accountType: AccountType,
      page: Page,
    ): Promise<{ rows: PersonRow[]; total: number }> {
      const where = and(
        eq(users.accountType, accountType),
        // Deleted accounts are no one to look after (decision 057).
        isNull(users.deletedAt),
        page.q
          ? or(ilike(users.name, likePattern(page.q)), ilike(users.email, likePattern(page.q)))
          : undefined,
      );
      const { rows, total } = await pageWithTotal(
        db
          .select({
            _id: users.id,
            ...pick(users, 'name', 'image', 'email', 'accountType'),
            // Shown while it lasts (decision 058).
            suspendedUntil: sql<string | null>`case when ${users.suspendedUntil} > now()
              then to_char(${users.suspendedUntil} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`,
            suspensionReason: sql<
              string | null
            >`case when ${users.suspendedUntil} > now() then ${users.suspensionReason} end`,
          })
          .from(users)
          .where(where)
          .orderBy(...newestFirst(users))
          .$dynamic(),
        page,
        db.select({ total: count() }).from(users).where(where),
      );
      return { rows: rows as PersonRow[], total };
    },

    async findUser(id: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, accountType: users.accountType })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** Promotes a user and ends their sessions, so the new role starts with a fresh sign-in. */
    async makeAdmin(id: string, entry: AuditEntry): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ accountType: 'admin', updatedAt: sql`now()` })
          .where(and(eq(users.id, id), ne(users.accountType, 'admin')))
          .returning({ id: users.id });
        if (rows.length === 0) return 0;
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await audit(tx as unknown as Db, entry);
        return rows.length;
      });
    },

    /**
     * An admin back to seller, unless they are the last admin: every admin row is locked first,
     * so concurrent removals count one after the other. Their sessions stay (the role is read
     * from the database on every request).
     */
    async revokeAdmin(id: string, entry: AuditEntry): Promise<number | 'last'> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.accountType, 'admin'))
          .orderBy(users.id)
          .for('update');
        if (!admins.some((a) => a.id === id)) return 0;
        if (admins.length <= 1) return 'last';
        await hooks?.beforeRevokeAdmin?.();
        const rows = await tx
          .update(users)
          .set({ accountType: 'seller', updatedAt: sql`now()` })
          .where(and(eq(users.id, id), eq(users.accountType, 'admin')))
          .returning({ id: users.id });
        await audit(tx as unknown as Db, entry);
        return rows.length;
      });
    },

    /**
     * Removes a seller: open bookings on their unsold phones, those phones, then the account (its
     * sessions and reports go with it). Sold phones, paid bookings and payments are kept; an account with a payment on hold or in
     * dispute is not removed (the money would wait for an expiry with nobody to meet).
     */
    async deleteSeller(id: string, entry: AuditEntry): Promise<DeleteOutcome> {
      return deletePerson(id, 'seller', entry, async (tx) => {
        const unsold = tx
          .select({ id: listings.id })
          .from(listings)
          .where(and(eq(listings.sellerId, id), eq(listings.isSold, false)));
        await tx
          .delete(bookings)
          .where(
            and(
              eq(bookings.state, 'open'),
              eq(bookings.isPaid, false),
              sql`${bookings.listingId} in (${unsold})`,
            ),
          );
        await tx.delete(listings).where(and(eq(listings.sellerId, id), eq(listings.isSold, false)));
      });
    },

    /** Removes a buyer and their open bookings; paid bookings (and payments) are kept. */
    async deleteBuyer(id: string, entry: AuditEntry): Promise<DeleteOutcome> {
      return deletePerson(id, 'buyer', entry, async (tx) => {
        await tx
          .delete(bookings)
          .where(
            and(eq(bookings.buyerId, id), eq(bookings.state, 'open'), eq(bookings.isPaid, false)),
          );
      });
    },

    async listReported(page: Page): Promise<{ rows: ReportedProduct[]; total: number }> {
      const tally = db
        .select({
          listingId: reports.listingId,
          reportCount: sql<number>`count(*)::int`.as('report_count'),
          reasons: sql<
            string[]
          >`array_agg(coalesce(${reports.reason}, 'unspecified') order by ${reports.createdAt})`.as(
            'reasons',
          ),
        })
        .from(reports)
        .groupBy(reports.listingId)
        .as('tally');
      const where = and(
        eq(listings.isReported, true),
        page.q ? ilike(listings.productName, likePattern(page.q)) : undefined,
      );
      const { rows, total } = await pageWithTotal(
        db
          .select({
            ...listingColumns(trust),
            reportCount: tally.reportCount,
            reasons: tally.reasons,
          })
          .from(listings)
          .leftJoin(tally, eq(tally.listingId, listings.id))
          .where(where)
          .orderBy(...newestFirst(listings))
          .$dynamic(),
        page,
        db.select({ total: count() }).from(listings).where(where),
      );
      return {
        rows: rows.map(({ reportCount: n, reasons: r, ...row }) => ({
          ...toOwnProduct(row),
          reportCount: n,
          reasons: r,
        })),
        total,
      };
    },

    async findListing(id: string) {
      return findListing(
        db,
        id,
        pick(
          listings,
          'id',
          'productName',
          'category',
          'sellerEmail',
          'isAdvertised',
          'isReported',
          'isSold',
        ),
      );
    },

    /**
     * In the transaction that removes a reported listing (the listings feature's, with the
     * listing locked and still readable): its seller is told, and the removal is audited, with
     * the listing's name as it was.
     */
    async recordListingRemoval(tx: Db, id: string, entry: AuditEntry): Promise<void> {
      const listing = await findListing(tx, id, { productName: listings.productName });
      await notifications?.listingRemoved(tx, id);
      // Before the listing's delete takes its reports with it.
      await notifications?.listingReportsDecided(tx, id, true);
      await audit(tx, { ...entry, detail: listing?.productName });
    },

    /** Dismisses every report of a listing and keeps it listed. */
    async dismissReports(id: string, entry: AuditEntry): Promise<number> {
      return db.transaction(async (tx) => {
        await notifications?.listingReportsDecided(tx as unknown as Db, id, false);
        const removed = await tx
          .delete(reports)
          .where(eq(reports.listingId, id))
          .returning({ id: reports.id });
        await tx.update(listings).set({ isReported: false }).where(eq(listings.id, id));
        await audit(tx as unknown as Db, entry);
        return removed.length;
      });
    },

    async listAudit(page: Page): Promise<{ rows: AuditEvent[]; total: number }> {
      const { rows, total } = await pageWithTotal(
        db
          .select({
            id: auditEvents.id,
            actorId: auditEvents.actorId,
            actorName: users.name,
            ...pick(auditEvents, 'action', 'targetType', 'targetId', 'detail', 'createdAt'),
          })
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorId))
          .orderBy(...newestFirst(auditEvents))
          .$dynamic(),
        page,
        db.select({ total: count() }).from(auditEvents),
      );
      return {
        rows: rows.map(({ id, createdAt, ...r }) => ({
          _id: id,
          ...r,
          createdAt: createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
