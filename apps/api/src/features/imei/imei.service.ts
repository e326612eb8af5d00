import type { AdminListQuery } from '@resale-zone/contract/admin';
import {
  imeiLast4,
  imeiTac,
  type BlockImeiBody,
  type StolenReportAnswer,
  type StolenReportBody,
  type StolenReportDecision,
} from '@resale-zone/contract/imei';
import type { Category } from '@resale-zone/contract/listings';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import {
  assertMove,
  STOLEN_REPORT_MOVES,
  type StolenReportMove,
} from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import {
  createRateLimiter,
  TooManyRequestsError,
  type RateLimiter,
} from '../../shared/rate-limit.ts';
import type { ImeiHolder, ImeiRepo } from './imei.repo.ts';
import { brandFitsCategory, categoryMaker, deviceName, lookupTac } from './tac.ts';

export const BLOCKED_MESSAGE =
  'imei: This IMEI is on the blocklist (reported stolen or lost, or blocked by an admin), so this phone cannot be listed.';
/**
 * A duplicate, to a member who does not hold the other listing: it neither confirms that the IMEI
 * is listed nor names the listing (issue 36), and says what an owner can do.
 */
export const DUPLICATE_MESSAGE =
  'imei: This IMEI cannot be listed now. If the phone is yours, report it under “Report a stolen phone” in your dashboard, and an admin will look into it.';
/** The limit of IMEI answers (duplicate or blocked) a member gets per day. */
export const IMEI_ANSWERS_PER_DAY = 10;
/** From this many refusals in a day, each one is logged and written where admins see it. */
export const PROBING_FROM = 3;

/** 'a Samsung …', 'an Apple …'. */
const withArticle = (name: string) => `${/^(?!one)[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** The refusal of a second unsold listing with the same IMEI (the database's unique index). */
export const duplicateImei = () => new HttpError(409, DUPLICATE_MESSAGE, 'imei');

/** The same refusal to the seller who holds the other listing: what it is and what to do. */
function ownDuplicate(holder: ImeiHolder) {
  const message = holder.isReserved
    ? `imei: You already list this phone as “${holder.productName}”, and a buyer’s payment for it is held. It can be listed again if that sale ends without a handover.`
    : `imei: You already list this phone as “${holder.productName}”. A phone can be on one listing at a time: change that listing in My Products instead (or delete it, then list the phone again).`;
  return new HttpError(409, message, 'imei');
}

/** Per member per day; counted in the database, so that every instance shares the count. */
export function createImeiAnswerLimiter(db: Db): RateLimiter {
  return createRateLimiter(
    db,
    {
      name: 'imei-answer',
      points: IMEI_ANSWERS_PER_DAY,
      durationSeconds: 24 * 60 * 60,
      message:
        'Too many IMEIs were refused for your account today. Try again tomorrow, or list the phone without its IMEI.',
    },
    // Not switched off by RATE_LIMIT=off: it guards listed phones' IMEIs, not the server's load.
    { enabled: true },
  );
}

export interface ImeiServiceDeps {
  /** The member's IMEI answers today (`createImeiAnswerLimiter`). */
  answers: RateLimiter;
  /** Repeated probing, for the operator's log. */
  warn: (data: object, message: string) => void;
}

/**
 * IMEI rules (issue 22, part 1; issue 36). The format and check digit are the contract's (`Imei`);
 * this checks the TAC against the shipped device list and the blocklist, answers duplicates
 * without telling a stranger which IMEI is listed, limits those answers per member and day, and
 * manages the blocklist and the stolen-phone reports. Duplicates are refused by the database
 * (`listings_imei_unsold_key`).
 */
export function createImeiService(repo: ImeiRepo, deps: ImeiServiceDeps) {
  /** A refusal that told the member something about an IMEI: past a few a day, admins see it. */
  async function refused(member: Actor, imei: string, kind: string, today: number) {
    if (today < PROBING_FROM) return;
    const detail = `${today} IMEI refusals today (of ${IMEI_ANSWERS_PER_DAY}); this one ${kind}, IMEI …${imeiLast4(imei)}`;
    deps.warn({ userId: member.id, refusalsToday: today, kind }, 'repeated IMEI refusals');
    await repo.recordProbing(member.id, detail);
  }

  return {
    /**
     * Lists a phone with an IMEI: `create` inserts the listing with the device the TAC names (null
     * when the list does not know it) and answers null when another unsold listing holds the IMEI.
     * One of the member's daily IMEI answers is taken before anything is checked (so that parallel
     * tries cannot pass the limit) and given back unless the answer told something about the IMEI:
     * blocked, or listed by someone else. A TAC of another maker than the category is a 400 naming
     * `imei` (the list is public; it tells nothing about listings).
     */
    async guardListing<T>(
      member: Actor,
      imei: string,
      category: Category,
      create: (device: string | null) => Promise<T | null>,
    ): Promise<T> {
      let today: number;
      try {
        today = await deps.answers.consume(member.id);
      } catch (err) {
        // A refused try told nothing: it does not count (the member stays at the limit).
        if (err instanceof TooManyRequestsError) await deps.answers.refund(member.id);
        throw err;
      }
      let told = false;
      try {
        const device = lookupTac(imeiTac(imei));
        if (device && !brandFitsCategory(device.brand, category)) {
          throw badRequest(
            `imei: This IMEI belongs to ${withArticle(deviceName(device))}, not to ${withArticle(categoryMaker(category))} phone. Check the IMEI and the category.`,
            'imei',
          );
        }
        if (await repo.isBlocked(imei)) {
          told = true;
          await refused(member, imei, 'blocked', today);
          throw badRequest(BLOCKED_MESSAGE, 'imei');
        }
        const created = await create(device ? deviceName(device) : null);
        if (created !== null) return created;
        const holder = await repo.holder(imei);
        if (holder && holder.sellerId === member.id) throw ownDuplicate(holder);
        told = true;
        await refused(member, imei, 'duplicate', today);
        throw duplicateImei();
      } finally {
        if (!told) await deps.answers.refund(member.id);
      }
    },

    list(q: AdminListQuery) {
      return repo.list({ q: q.q || undefined, limit: q.limit, offset: q.offset });
    },

    async block(admin: Actor, body: BlockImeiBody): Promise<string> {
      if (admin.accountType !== 'admin') throw forbidden('Only an admin can do that.');
      const id = await repo.block(
        { ...body, source: 'admin', blockedById: admin.id },
        {
          actorId: admin.id,
          action: 'block-imei',
          detail: `IMEI …${imeiLast4(body.imei)} (${body.reason})`,
        },
      );
      if (id === null) throw conflict('This IMEI is already on the blocklist.');
      return id;
    },

    async unblock(admin: Actor, id: string): Promise<number> {
      if (admin.accountType !== 'admin') throw forbidden('Only an admin can do that.');
      const entry = await repo.find(id);
      if (!entry) throw notFound('This IMEI is not on the blocklist.');
      const removed = await repo.unblock(id, {
        actorId: admin.id,
        action: 'unblock-imei',
        detail: `IMEI …${imeiLast4(entry.imei)} (${entry.reason})`,
      });
      if (removed === 0) throw notFound('This IMEI is not on the blocklist.');
      return removed;
    },

    /**
     * A member reports a phone stolen (issue 36). Blocked at once only when they listed or bought
     * that IMEI here; otherwise the report goes to the admins as a request. The answer depends on
     * that proof alone: it never tells whether the IMEI was already blocked.
     */
    async reportStolen(member: Actor, body: StolenReportBody): Promise<StolenReportAnswer> {
      const detail = `IMEI …${imeiLast4(body.imei)}`;
      if (await repo.listedOrBought(member.id, body.imei)) {
        // Already blocked (by anyone): nothing changes, and the answer is the same.
        await repo.block(
          {
            imei: body.imei,
            reason: 'stolen',
            note: body.note,
            source: 'owner',
            blockedById: member.id,
          },
          { actorId: member.id, action: 'report-stolen', detail },
        );
        return { acknowledged: true, outcome: 'blocked' };
      }
      await repo.addRequest(
        { imei: body.imei, note: body.note, reporterId: member.id },
        { actorId: member.id, action: 'stolen-report-request', detail },
      );
      return { acknowledged: true, outcome: 'sent-to-admins' };
    },

    listRequests(q: AdminListQuery) {
      return repo.listRequests({ limit: q.limit, offset: q.offset });
    },

    /** An admin approves (the IMEI is blocked) or declines a request, as the transition table allows. */
    async decideRequest(
      admin: Actor,
      id: string,
      move: StolenReportMove,
    ): Promise<StolenReportDecision> {
      if (admin.accountType !== 'admin') throw forbidden('Only an admin can do that.');
      const state = await repo.decideRequest(id, admin.id, (request) => {
        assertMove(STOLEN_REPORT_MOVES, request.state, move);
        return STOLEN_REPORT_MOVES[move].to!;
      });
      if (state === null) throw notFound('No such stolen-phone report.');
      return { acknowledged: true, state };
    },
  };
}

export type ImeiService = ReturnType<typeof createImeiService>;
