import { aliasedTable, and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { NoShowClaim } from '@resale-zone/contract/meetings';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import { newestFirst } from '../../db/lists.ts';
import { auditEvents, bookings, noShowClaims, users } from '../../db/schema.ts';
import type { NoShowState } from '../../domain/transitions.ts';
import { enqueue } from '../../shared/jobs/enqueue.ts';

/** The job that reminds both sides an hour before a confirmed meeting (its queue: migration 0035). */
export const MEETING_REMIND_JOB = 'meeting-remind';

const claimants = aliasedTable(users, 'claimants');
const absents = aliasedTable(users, 'absents');

const claimColumns = {
  ...pick(
    noShowClaims,
    'id',
    'bookingId',
    'claimantSide',
    'claimantId',
    'absentId',
    'meetingAt',
    'statement',
    'answer',
    'state',
    'decisionNote',
    'createdAt',
  ),
  productName: bookings.productName,
  claimantName: claimants.name,
  absentName: absents.name,
};

type ClaimRow = {
  [K in keyof typeof claimColumns]: (typeof claimColumns)[K]['_']['data'] | null;
} & { id: string; bookingId: string; state: string; meetingAt: Date; createdAt: Date };

export function toClaim(row: ClaimRow): NoShowClaim {
  const claimantSide = row.claimantSide === 'seller' ? 'seller' : 'buyer';
  return {
    id: row.id,
    bookingId: row.bookingId,
    productName: row.productName ?? '',
    claimantSide,
    claimantName: row.claimantName ?? `The ${claimantSide}`,
    absentName: row.absentName ?? `The ${claimantSide === 'buyer' ? 'seller' : 'buyer'}`,
    meetingAt: row.meetingAt.toISOString(),
    statement: row.statement ?? '',
    answer: row.answer,
    state: row.state as NoShowState,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
  };
}

const selectClaims = (db: Db) =>
  db
    .select(claimColumns)
    .from(noShowClaims)
    .innerJoin(bookings, eq(bookings.id, noShowClaims.bookingId))
    .leftJoin(claimants, eq(claimants.id, noShowClaims.claimantId))
    .leftJoin(absents, eq(absents.id, noShowClaims.absentId));

/** Meeting times on bookings and no-show claims (the rules are in meetings.service.ts). */
export function createMeetingsRepo(db: Db) {
  return {
    /**
     * A side proposes a time, and a place when `place` is given: it replaces any earlier one,
     * unconfirmed, raises the calendar entry's sequence and clears the reminder's marker (a new
     * agreement, a new place as much as a new time, is reminded anew).
     */
    async propose(tx: Db, bookingId: string, at: Date, side: 'buyer' | 'seller', place?: string) {
      await tx
        .update(bookings)
        .set({
          ...(place === undefined ? {} : { place }),
          meetingAt: at,
          meetingProposedBy: side,
          meetingConfirmedAt: null,
          meetingSequence: sql`${bookings.meetingSequence} + 1`,
          meetingRemindedFor: null,
        })
        .where(eq(bookings.id, bookingId));
    },

    /** The time is confirmed; its reminder is queued, due `remindAt`, in the same transaction. */
    async confirm(tx: Db, bookingId: string, confirmedAt: Date, meetingAt: Date, remindAt: Date) {
      await tx
        .update(bookings)
        .set({ meetingConfirmedAt: confirmedAt })
        .where(eq(bookings.id, bookingId));
      await enqueue(
        tx,
        MEETING_REMIND_JOB,
        { bookingId, at: meetingAt.toISOString() },
        { startAfter: remindAt },
      );
    },

    /**
     * Marks the reminder of the time `at` as sent; false when it already was (a retried job),
     * so the caller sends nothing. Runs on the locked sale.
     */
    async markReminded(tx: Db, bookingId: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(bookings)
        .set({ meetingRemindedFor: at })
        .where(
          and(
            eq(bookings.id, bookingId),
            or(isNull(bookings.meetingRemindedFor), ne(bookings.meetingRemindedFor, at)),
          ),
        )
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /** The booking's newest claim, as both sides see it. */
    async latest(bookingId: string, on: Db = db): Promise<ClaimRow | null> {
      const [row] = await selectClaims(on)
        .where(eq(noShowClaims.bookingId, bookingId))
        .orderBy(...newestFirst(noShowClaims))
        .limit(1);
      return row ?? null;
    },

    find: async (id: string, on: Db = db): Promise<ClaimRow | null> =>
      (await selectClaims(on).where(eq(noShowClaims.id, id)))[0] ?? null,

    /** Writes a claim; null when the booking has one open or settled (the unique index decides). */
    async insert(
      tx: Db,
      values: {
        bookingId: string;
        claimantSide: 'buyer' | 'seller';
        claimantId: string;
        absentId: string | null;
        meetingAt: Date;
        statement: string;
        createdAt: Date;
      },
    ): Promise<string | null> {
      const [row] = await tx
        .insert(noShowClaims)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: noShowClaims.id });
      return row?.id ?? null;
    },

    /** The claim's booking and state, the claim row locked for the rest of the transaction. */
    async lock(tx: Db, id: string) {
      const [row] = await tx
        .select({ id: noShowClaims.id, state: noShowClaims.state })
        .from(noShowClaims)
        .where(eq(noShowClaims.id, id))
        .for('update');
      return row ?? null;
    },

    bookingOf: async (id: string): Promise<string | null> =>
      (
        await db
          .select({ bookingId: noShowClaims.bookingId })
          .from(noShowClaims)
          .where(eq(noShowClaims.id, id))
      )[0]?.bookingId ?? null,

    async answer(tx: Db, id: string, state: NoShowState, text: string, at: Date) {
      await tx
        .update(noShowClaims)
        .set({ state, answer: text, answeredAt: at })
        .where(eq(noShowClaims.id, id));
    },

    /** An admin's decision and its audit entry, in the caller's transaction. */
    async decide(tx: Db, id: string, state: NoShowState, note: string, adminId: string, at: Date) {
      await tx
        .update(noShowClaims)
        .set({ state, decisionNote: note, decidedBy: adminId, decidedAt: at })
        .where(eq(noShowClaims.id, id));
      await tx.insert(auditEvents).values({
        actorId: adminId,
        action: `no-show-${state}`,
        targetType: 'no-show-claim',
        targetId: id,
        detail: note,
      });
    },

    /** Claims waiting for an admin, oldest first. */
    contested(): Promise<ClaimRow[]> {
      return selectClaims(db)
        .where(eq(noShowClaims.state, 'contested'))
        .orderBy(noShowClaims.createdAt, noShowClaims.id)
        .limit(200);
    },
  };
}

export type MeetingsRepo = ReturnType<typeof createMeetingsRepo>;
