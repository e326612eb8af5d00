import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { BlockedImei, BlockReason } from '@resale-zone/contract/imei';
import type { Db } from '../../db/client.ts';
import { auditEvents, blockedImeis, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../bookings/bookings.repo.ts';

export interface AuditNote {
  actorId: string;
  action: 'block-imei' | 'unblock-imei' | 'report-stolen';
  detail?: string;
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
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: blockedImeis.id,
            imei: blockedImeis.imei,
            reason: blockedImeis.reason,
            note: blockedImeis.note,
            source: blockedImeis.source,
            blockedBy: users.name,
            createdAt: blockedImeis.createdAt,
          })
          .from(blockedImeis)
          .leftJoin(users, eq(users.id, blockedImeis.blockedById))
          .where(where)
          .orderBy(desc(blockedImeis.createdAt), desc(blockedImeis.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(blockedImeis)
          .leftJoin(users, eq(users.id, blockedImeis.blockedById))
          .where(where),
      ]);
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
        total: totals?.total ?? 0,
      };
    },
  };
}

export type ImeiRepo = ReturnType<typeof createImeiRepo>;
