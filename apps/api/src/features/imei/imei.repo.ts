import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  BlockedImei,
  BlockReason,
  StolenReportRequest,
  StolenReportState,
} from '@resale-zone/contract/imei';
import type { Db } from '../../db/client.ts';
import { newestFirst, pageWithTotal } from '../../db/lists.ts';
import {
  auditEvents,
  blockedImeis,
  bookings,
  listings,
  stolenReports,
  users,
} from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pick } from '../../db/pick.ts';
import { listingOfBooking } from '../../shared/bookings/sale-parties.ts';

export interface AuditNote {
  actorId: string;
  action:
    | 'block-imei'
    | 'unblock-imei'
    | 'report-stolen'
    | 'stolen-report-request'
    | 'approve-stolen-report'
    | 'decline-stolen-report';
  detail?: string;
}

/** The unsold (or reserved) listing that holds an IMEI: the one a duplicate collides with. */
export interface ImeiHolder {
  id: string;
  sellerId: string | null;
  productName: string;
  isReserved: boolean;
}

export interface NewBlock {
  imei: string;
  reason: BlockReason;
  note?: string;
  source: 'admin' | 'owner';
  blockedById: string;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The IMEI blocklist; every change is written with its audit entry, in one transaction. */
export function createImeiRepo(db: Db) {
  return {
    async isBlocked(imei: string): Promise<boolean> {
      const rows = await db
        .select({ id: blockedImeis.id })
        .from(blockedImeis)
        .where(eq(blockedImeis.imei, imei));
      return rows.length > 0;
    },

    /** Adds an entry and its audit row; answers null when the IMEI was already blocked. */
    async block(entry: NewBlock, audit: AuditNote): Promise<string | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(blockedImeis)
            .values(entry)
            .returning({ id: blockedImeis.id });
          await tx.insert(auditEvents).values({
            ...audit,
            targetType: 'imei',
            targetId: row!.id,
          });
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async holder(imei: string): Promise<ImeiHolder | null> {
      const [row] = await db
        .select(pick(listings, 'id', 'sellerId', 'productName', 'isReserved'))
        .from(listings)
        .where(
          and(
            eq(listings.imei, imei),
            // As the unique index: a phone sold elsewhere is not held here (decision 058).
            sql`(not ${listings.isSold} or ${listings.isReserved})
              and ${listings.offSale} is distinct from 'sold-elsewhere'`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Proof enough to block at once: the member listed a phone with this IMEI here (a listing of
     * theirs in any state), or bought one (a completed sale).
     */
    async listedOrBought(userId: string, imei: string): Promise<boolean> {
      const [listed] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.imei, imei), eq(listings.sellerId, userId)))
        .limit(1);
      if (listed) return true;
      const [bought] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(listings, listingOfBooking)
        .where(
          and(
            eq(listings.imei, imei),
            eq(bookings.buyerId, userId),
            eq(bookings.state, 'completed'),
          ),
        )
        .limit(1);
      return Boolean(bought);
    },

    /** A stolen-phone report for the admins, with its audit row. */
    async addRequest(
      entry: { imei: string; note?: string; reporterId: string },
      audit: AuditNote,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(stolenReports)
          .values(entry)
          .returning({ id: stolenReports.id });
        await tx.insert(auditEvents).values({
          ...audit,
          targetType: 'stolen-report',
          targetId: row!.id,
        });
        return row!.id;
      });
    },

    /**
     * Decides a request under a row lock: `decide` sees its state (the transition table's check)
     * and answers the move; an approval blocks the IMEI (unless already blocked) in the same
     * transaction. Answers null for an unknown id.
     */
    async decideRequest(
      id: string,
      adminId: string,
      decide: (request: { state: StolenReportState; imei: string }) => StolenReportState,
    ): Promise<StolenReportState | null> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(stolenReports)
          .where(eq(stolenReports.id, id))
          .for('update');
        if (!request) return null;
        const state = decide({ state: request.state as StolenReportState, imei: request.imei });
        await tx
          .update(stolenReports)
          .set({ state, decidedById: adminId, decidedAt: new Date() })
          .where(eq(stolenReports.id, id));
        if (state === 'approved') {
          await tx
            .insert(blockedImeis)
            .values({
              imei: request.imei,
              reason: 'stolen',
              note: request.note,
              source: 'owner',
              blockedById: request.reporterId,
            })
            .onConflictDoNothing();
        }
        await tx.insert(auditEvents).values({
          actorId: adminId,
          action: state === 'approved' ? 'approve-stolen-report' : 'decline-stolen-report',
          targetType: 'stolen-report',
          targetId: id,
          detail: `IMEI …${request.imei.slice(-4)}`,
        });
        return state;
      });
    },

    /** The requests, pending ones first, then newest first. */
    async listRequests(page: {
      limit: number;
      offset: number;
    }): Promise<{ rows: StolenReportRequest[]; total: number }> {
      const { rows, total } = await pageWithTotal(
        db
          .select({
            ...pick(stolenReports, 'id', 'imei', 'note'),
            reporterName: users.name,
            reporterEmail: users.email,
            state: stolenReports.state,
            isBlocked: sql<boolean>`exists (select 1 from ${blockedImeis}
              where ${blockedImeis.imei} = ${stolenReports.imei})`,
            createdAt: stolenReports.createdAt,
            decidedAt: stolenReports.decidedAt,
          })
          .from(stolenReports)
          .leftJoin(users, eq(users.id, stolenReports.reporterId))
          .orderBy(
            sql`${stolenReports.state} = 'pending' desc`,
            desc(stolenReports.createdAt),
            desc(stolenReports.id),
          )
          .$dynamic(),
        page,
        db.select({ total: count() }).from(stolenReports),
      );
      return {
        rows: rows.map((r) => ({
          _id: r.id,
          imei: r.imei,
          note: r.note,
          reporterName: r.reporterName,
          reporterEmail: r.reporterEmail,
          state: r.state as StolenReportState,
          isBlocked: Boolean(r.isBlocked),
          createdAt: r.createdAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
        })),
        total,
      };
    },

    /** An admin-visible record of a member's repeated IMEI refusals (the audit trail). */
    async recordProbing(userId: string, detail: string): Promise<void> {
      await db.insert(auditEvents).values({
        actorId: userId,
        action: 'imei-probing',
        targetType: 'user',
        targetId: userId,
        detail,
      });
    },

    async find(id: string) {
      const [row] = await db.select().from(blockedImeis).where(eq(blockedImeis.id, id));
      return row ?? null;
    },

    /** Removes an entry and writes its audit row; answers how many rows went (0: already gone). */
    async unblock(id: string, audit: AuditNote): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(blockedImeis)
          .where(eq(blockedImeis.id, id))
          .returning({ id: blockedImeis.id });
        if (rows.length === 0) return 0;
        await tx.insert(auditEvents).values({ ...audit, targetType: 'imei', targetId: id });
        return rows.length;
      });
    },

    async list(page: {
      q?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: BlockedImei[]; total: number }> {
      const where = page.q
        ? or(ilike(blockedImeis.imei, likePattern(page.q)), ilike(users.name, likePattern(page.q)))
        : undefined;
      const { rows, total } = await pageWithTotal(
        db
          .select({
            ...pick(blockedImeis, 'id', 'imei', 'reason', 'note', 'source'),
            blockedBy: users.name,
            createdAt: blockedImeis.createdAt,
          })
          .from(blockedImeis)
          .leftJoin(users, eq(users.id, blockedImeis.blockedById))
          .where(where)
          .orderBy(...newestFirst(blockedImeis))
          .$dynamic(),
        page,
        db
          .select({ total: count() })
          .from(blockedImeis)
          .leftJoin(users, eq(users.id, blockedImeis.blockedById))
          .where(where),
      );
      return {
        rows: rows.map((r) => ({
          _id: r.id,
          imei: r.imei,
          reason: r.reason as BlockReason,
          note: r.note,
          source: r.source as 'admin' | 'owner',
          blockedBy: r.blockedBy,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type ImeiRepo = ReturnType<typeof createImeiRepo>;
