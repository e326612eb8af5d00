import { PLACE_NOT_AGREED } from '@resale-zone/contract/bookings';
import type {
  ConfirmMeetingBody,
  DecideNoShowBody,
  MeetingAnswer,
  MeetingSide,
  NoShowAnswerBody,
  NoShowClaim,
  ProposeMeetingBody,
} from '@resale-zone/contract/meetings';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import {
  assertMove,
  MEETING_MOVES,
  meetingState,
  NO_SHOW_MOVES,
  type NoShowState,
} from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { MeetingNotifications } from '../../shared/mail/meeting-notifications.ts';
import type { Sale, SaleRepo } from '../handover/handover.service.ts';
import { meetingCalendar } from './meeting-calendar.ts';
import { toClaim, type MeetingsRepo } from './meetings.repo.ts';

/** A meeting can be set while the booking is open (unpaid) or its payment held. */
const BEFORE_HANDOVER = new Set(['open', 'held']);
const HANDED_OVER = new Set(['completed', 'disputed', 'refunded']);
const OPEN_CLAIM = new Set(['asked', 'contested']);

const other = (side: MeetingSide): MeetingSide => (side === 'buyer' ? 'seller' : 'buyer');
const when = (d: Date) => d.toUTCString();
/** Both sides are reminded this long before a confirmed meeting (decision 055). */
export const REMIND_BEFORE_MS = 60 * 60 * 1000;

/**
 * Meeting times and no-show claims (decision 052). Every move runs on the sale locked by the
 * handover's repository (listing, booking, handover, then the claim), so a claim, the hold's
 * expiry and the handover queue up and each sees what the previous one left.
 */
export function createMeetingsService(deps: {
  repo: MeetingsRepo;
  sales: SaleRepo;
  notifications?: MeetingNotifications;
  /** The site's origin: the calendar file's link and its UID's host. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, sales, notifications, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  const sideOf = (
    actor: Pick<Actor, 'id'>,
    s: { buyerId: string | null; sellerId: string | null },
  ) =>
    s.buyerId === actor.id
      ? ('buyer' as const)
      : s.sellerId !== null && s.sellerId === actor.id
        ? ('seller' as const)
        : null;

  /** Runs `fn` on the locked sale for one of its two parties; others learn nothing (404). */
  async function asParty<T>(
    actor: Actor,
    bookingId: string,
    fn: (sale: Sale, tx: Db, side: MeetingSide) => Promise<T>,
  ): Promise<T> {
    const result = await sales.locked(bookingId, async (sale, write) => {
      const side = sideOf(actor, sale);
      return side ? { value: await fn(sale, write.tx, side) } : null;
    });
    if (!result) throw notFound('This booking does not exist.');
    return result.value;
  }

  /** The time a person sent, checked: a real time, in the future, before the hold ends. */
  function checkTime(sale: Sale, iso: string): Date {
    const at = new Date(iso);
    if (at.getTime() <= now().getTime()) {
      throw badRequest('at: Choose a time in the future', 'at');
    }
    if (sale.state === 'held' && sale.heldUntil && at >= sale.heldUntil) {
      throw badRequest(`at: Meet before the payment hold ends (${when(sale.heldUntil)})`, 'at');
    }
    return at;
  }

  async function openClaim(bookingId: string, tx: Db) {
    const claim = await repo.latest(bookingId, tx);
    return claim && OPEN_CLAIM.has(claim.state) ? claim : null;
  }

  return {
    async view(actor: Actor, bookingId: string): Promise<MeetingAnswer> {
      const row = await sales.panel(bookingId);
      const b = row?.booking;
      const side = b && sideOf(actor, { buyerId: b.buyerId, sellerId: row.sellerId });
      if (!b || !side) throw notFound('This booking does not exist.');
      const claim = await repo.latest(bookingId);
      const confirmed = meetingState(b) === 'confirmed';
      const open = claim !== null && OPEN_CLAIM.has(claim.state);
      const settled = claim !== null && ['agreed', 'upheld'].includes(claim.state);
      const passed = Boolean(b.meetingAt && b.meetingAt <= now());
      const endedBefore =
        b.state === 'released' && (!b.releasedAt || !b.meetingAt || b.releasedAt < b.meetingAt);
      return {
        bookingId,
        side,
        place: b.place === PLACE_NOT_AGREED ? null : b.place,
        areaId: row.areaId ?? null,
        at: b.meetingAt?.toISOString() ?? null,
        proposedBy: (b.meetingProposedBy as MeetingSide | null) ?? null,
        confirmed,
        heldUntil: b.state === 'held' ? (b.heldUntil?.toISOString() ?? null) : null,
        canPropose: BEFORE_HANDOVER.has(b.state) && !open,
        canClaim:
          confirmed && passed && !open && !settled && !HANDED_OVER.has(b.state) && !endedBefore,
        claim: claim && toClaim(claim),
        canAnswer: claim?.state === 'asked' && claim.claimantSide !== side,
      };
    },

    /**
     * Either side proposes a time, and a place or not; the other is asked to confirm them.
     * Answers the meeting as the proposer sees it now.
     */
    async propose(
      actor: Actor,
      bookingId: string,
      body: ProposeMeetingBody,
    ): Promise<MeetingAnswer> {
      await asParty(actor, bookingId, async (sale, tx, side) => {
        if (!BEFORE_HANDOVER.has(sale.state)) {
          throw conflict('This booking is past its meeting: the time can no longer change.');
        }
        assertMove(MEETING_MOVES, meetingState(sale), 'propose');
        if (await openClaim(bookingId, tx)) {
          throw conflict('A no-show claim on this booking is open: settle it first.');
        }
        const at = checkTime(sale, body.at);
        await repo.propose(tx, bookingId, at, side, body.place);
        await notifications?.meetingProposed(tx, bookingId, other(side), at);
      });
      return this.view(actor, bookingId);
    },

    /**
     * The other side confirms the proposal it was shown (a time or place changed since is refused).
     * Answers the meeting as it is now.
     */
    async confirm(
      actor: Actor,
      bookingId: string,
      body: ConfirmMeetingBody,
    ): Promise<MeetingAnswer> {
      await asParty(actor, bookingId, async (sale, tx, side) => {
        if (!BEFORE_HANDOVER.has(sale.state)) {
          throw conflict('This booking is past its meeting: the time can no longer change.');
        }
        assertMove(MEETING_MOVES, meetingState(sale), 'confirm');
        if (sale.meetingProposedBy === side) {
          throw forbidden('You proposed this time: the other side confirms it.');
        }
        const shown = new Date(body.at);
        if (!sale.meetingAt || sale.meetingAt.getTime() !== shown.getTime()) {
          throw conflict(
            `The proposed time changed to ${sale.meetingAt ? when(sale.meetingAt) : 'none'}: look again.`,
          );
        }
        if (body.place !== undefined && body.place.trim() !== sale.place) {
          throw conflict(`The proposed place changed to ${sale.place}: look again.`);
        }
        if (sale.meetingAt <= now()) {
          throw conflict('This time has passed: propose a new one.');
        }
        // Reminded an hour before; a time confirmed within the hour, at once.
        const remindAt = new Date(
          Math.max(now().getTime(), sale.meetingAt.getTime() - REMIND_BEFORE_MS),
        );
        await repo.confirm(tx, bookingId, now(), sale.meetingAt, remindAt);
        await notifications?.meetingConfirmed(tx, bookingId, other(side), sale.meetingAt);
      });
      return this.view(actor, bookingId);
    },

    /**
     * The reminder job: both sides are told of the meeting at `at`, once, if it is still the
     * confirmed time of a booking before its handover and still ahead. A time changed, a booking
     * ended or removed makes the job stale (nothing sent); a retried job finds the marker.
     */
    async remind(bookingId: string, at: string): Promise<'sent' | 'stale' | 'not-due'> {
      const outcome = await sales.locked(bookingId, async (sale, write) => {
        const m = sale.meetingAt;
        if (!BEFORE_HANDOVER.has(sale.state) || meetingState(sale) !== 'confirmed' || !m) {
          return 'stale' as const;
        }
        if (m.toISOString() !== at || m <= now()) return 'stale' as const;
        if (m.getTime() - REMIND_BEFORE_MS > now().getTime()) return 'not-due' as const;
        if (!(await repo.markReminded(write.tx, bookingId, m))) return 'stale' as const;
        await notifications?.meetingReminder(write.tx, bookingId, m);
        return 'sent' as const;
      });
      return outcome ?? 'stale';
    },

    /** The confirmed meeting as an iCalendar file, for the booking's two parties only. */
    async calendar(userId: string, bookingId: string): Promise<string> {
      const row = await sales.panel(bookingId);
      const b = row?.booking;
      if (!b || !sideOf({ id: userId }, { buyerId: b.buyerId, sellerId: row.sellerId })) {
        throw notFound('This booking does not exist.');
      }
      if (meetingState(b) !== 'confirmed' || !b.meetingAt || !b.meetingConfirmedAt) {
        throw conflict('No meeting time is confirmed on this booking yet.');
      }
      if (!BEFORE_HANDOVER.has(b.state)) {
        throw conflict('This booking is past its meeting: there is nothing to put in a calendar.');
      }
      return meetingCalendar(
        {
          bookingId,
          productName: b.productName,
          place: b.place,
          at: b.meetingAt,
          sequence: b.meetingSequence,
          confirmedAt: b.meetingConfirmedAt,
        },
        publicUrl,
      );
    },

    /** After the confirmed time: "the other person didn't come". The other side is asked. */
    async claim(actor: Actor, bookingId: string, statement: string): Promise<NoShowClaim> {
      const id = await asParty(actor, bookingId, async (sale, tx, side) => {
        if (meetingState(sale) !== 'confirmed' || !sale.meetingAt) {
          throw conflict('Only a confirmed meeting time can be missed.');
        }
        if (sale.meetingAt > now()) {
          throw conflict(`The meeting is on ${when(sale.meetingAt)}: it has not happened yet.`);
        }
        if (HANDED_OVER.has(sale.state)) {
          throw conflict('The phone was handed over: you both came.');
        }
        if (sale.state === 'released' && (!sale.releasedAt || sale.releasedAt < sale.meetingAt)) {
          throw conflict('This booking ended before the meeting.');
        }
        const absentId = side === 'buyer' ? sale.sellerId : sale.buyerId;
        if (!absentId) throw conflict('The other person has deleted their account.');
        const claimId = await repo.insert(tx, {
          bookingId,
          claimantSide: side,
          claimantId: actor.id,
          absentId,
          meetingAt: sale.meetingAt,
          statement,
          createdAt: now(),
        });
        if (!claimId) throw conflict('This booking already has a no-show claim.');
        await notifications?.noShowClaimed(tx, bookingId, other(side), sale.meetingAt);
        return claimId;
      });
      return toClaim((await repo.find(id))!);
    },

    /** The person said not to have come agrees (it counts) or says they came (an admin decides). */
    async answer(actor: Actor, claimId: string, body: NoShowAnswerBody): Promise<NoShowClaim> {
      const bookingId = await repo.bookingOf(claimId);
      if (!bookingId) throw notFound('This claim does not exist.');
      await asParty(actor, bookingId, async (_sale, tx, side) => {
        const claim = await repo.find(claimId, tx);
        const locked = await repo.lock(tx, claimId);
        if (!claim || !locked) throw notFound('This claim does not exist.');
        if (claim.claimantSide === side) {
          throw forbidden('You made this claim: the other side answers it.');
        }
        const move = body.agree ? 'agree' : 'contest';
        assertMove(NO_SHOW_MOVES, locked.state as NoShowState, move);
        await repo.answer(tx, claimId, NO_SHOW_MOVES[move].to!, body.text, now());
        await notifications?.noShowAnswered(
          tx,
          bookingId,
          claim.claimantSide as MeetingSide,
          body.agree,
        );
      });
      return toClaim((await repo.find(claimId))!);
    },

    contested: async (): Promise<NoShowClaim[]> => (await repo.contested()).map(toClaim),

    /** An admin settles a contested claim; both sides read the note. Audited. */
    async decide(admin: Actor, claimId: string, body: DecideNoShowBody): Promise<NoShowClaim> {
      const bookingId = await repo.bookingOf(claimId);
      if (!bookingId) throw notFound('This claim does not exist.');
      await sales.locked(bookingId, async (_sale, write) => {
        const locked = await repo.lock(write.tx, claimId);
        if (!locked) throw notFound('This claim does not exist.');
        assertMove(NO_SHOW_MOVES, locked.state as NoShowState, body.outcome);
        const to = NO_SHOW_MOVES[body.outcome].to!;
        await repo.decide(write.tx, claimId, to, body.note, admin.id, now());
        await notifications?.noShowDecided(
          write.tx,
          bookingId,
          body.outcome === 'uphold',
          body.note,
        );
      });
      return toClaim((await repo.find(claimId))!);
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
