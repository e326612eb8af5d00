import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  CHECKLIST_ITEMS,
  type ChecklistBody,
  type HandoverAnswer,
} from '@resale-zone/contract/handover';
import { centsToDollars } from '@resale-zone/contract/money';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import { assertMove, BOOKING_MOVES, bookingState } from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { TooManyRequestsError } from '../../shared/rate-limit.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { PaymentProvider } from '../../shared/payments/payment-provider.ts';
import type { Sale, SaleRepo, SaleWrites } from './sale.repo.ts';

type Checklist = z.output<typeof ChecklistBody>;

/** Wrong codes before the handover locks, and for how long. */
/** The sale's locks, which meeting times and no-show claims take too (decision 052). */
export type { Sale, SaleRepo } from './sale.repo.ts';

export const MAX_CODE_FAILURES = 5;
export const CODE_LOCK_MS = 15 * 60 * 1000;

export const MISMATCH = "This phone doesn't match the listing";

/**
 * A provider call made under the sale's lock: when the provider fails, nothing of ours changes
 * (the transaction rolls back) and the person is asked to try again.
 */
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(
      502,
      'The card provider did not answer. Nothing changed: try again in a minute.',
      undefined,
      'provider',
    );
  }
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Side = 'buyer' | 'seller';

/**
 * The meetup (decision 022): the buyer checks the phone and gets the code; the seller enters it
 * and the held payment is captured. Holds end released (cancelled, declined, expired). Every move
 * runs on the sale locked in one transaction, with the provider called under that lock, so two
 * moves at once (two codes, a code and the expiry job) end in exactly one outcome.
 */
export function createHandoverService(deps: {
  repo: SaleRepo;
  provider: PaymentProvider;
  now?: () => Date;
  /** A disputed sale refunded at the provider: its open dispute is decided (disputes). */
  settleDispute?: (tx: Db, bookingId: string, priceCents: number, cents: number) => Promise<void>;
}) {
  const { repo, provider } = deps;
  const now = deps.now ?? (() => new Date());

  function sideOf(actor: Actor, sale: Pick<Sale, 'buyerId' | 'sellerId'>): Side | null {
    if (sale.buyerId === actor.id) return 'buyer';
    if (sale.sellerId !== null && sale.sellerId === actor.id) return 'seller';
    return null;
  }

  /** Runs `fn` on the locked sale, for `side` only. */
  async function asSide<T>(
    actor: Actor,
    bookingId: string,
    side: Side,
    fn: (sale: Sale, write: SaleWrites) => Promise<T>,
  ): Promise<T> {
    const result = await repo.locked(bookingId, async (sale, write) => {
      if (sideOf(actor, sale) !== side) {
        return {
          refused:
            side === 'buyer' ? 'Only the buyer can do this.' : 'Only the seller can do this.',
        } as const;
      }
      return { value: await fn(sale, write) } as const;
    });
    if (!result) throw notFound('This booking does not exist.');
    if ('refused' in result) throw forbidden(result.refused);
    return result.value;
  }

  /** Releases a held sale: the provider first (under the lock), then our records. */
  async function release(sale: Sale, write: SaleWrites, reason: string, note: string | null) {
    assertMove(BOOKING_MOVES, bookingState(sale), 'release');
    const intent = sale.transactionId;
    if (intent) await atProvider(() => provider.cancel(intent, write.tx));
    await write.released(reason, note, now());
    return sale.listing ? [sale.listing] : [];
  }

  return {
    /** The "Meet the seller" panel, or the order's handover for the seller. */
    async panel(actor: Actor, bookingId: string): Promise<HandoverAnswer> {
      const row = await repo.panel(bookingId);
      if (!row) throw notFound('This booking does not exist.');
      const b = row.booking;
      const side = sideOf(actor, { buyerId: b.buyerId, sellerId: row.sellerId });
      if (!side) throw forbidden('This booking is not yours.');
      const h = row.handover;
      const locked = h?.lockedUntil && h.lockedUntil > now() ? h.lockedUntil : null;
      return {
        bookingId: b.id,
        state: bookingState(b),
        productName: b.productName,
        price: centsToDollars(b.priceCents),
        place: b.place,
        counterpart:
          side === 'buyer'
            ? { name: row.sellerName ?? 'The seller', email: row.sellerEmail ?? '', phone: null }
            : { name: b.name, email: b.email, phone: b.number },
        heldUntil: b.state === 'held' ? (b.heldUntil?.toISOString() ?? null) : null,
        imeiRequired: Boolean(row.imei),
        checked: Boolean(h?.checkedAt),
        // Only the buyer, only after the checklist, only while the money is held.
        code: side === 'buyer' && b.state === 'held' && h?.checkedAt ? h.code : null,
        lockedUntil: locked ? locked.toISOString() : null,
      };
    },

    /** The buyer checked the phone: answers the code, or refuses a phone that is not the one listed. */
    async checklist(actor: Actor, bookingId: string, body: Checklist): Promise<string> {
      const outcome = await asSide(actor, bookingId, 'buyer', async (sale, write) => {
        assertMove(BOOKING_MOVES, bookingState(sale), 'check');
        if (!sale.handover) throw conflict('This booking has no handover code.');
        const imei = sale.listing?.imei ?? null;
        if (imei && !body.imei) {
          throw badRequest('imei: type the IMEI that *#06# shows on the phone', 'imei');
        }
        if (imei && body.imei !== imei) return 'mismatch' as const;
        const results = Object.fromEntries(CHECKLIST_ITEMS.map((i) => [i.key, body[i.key]]));
        await write.checked(results, imei ? true : null, now());
        return sale.handover.code;
      });
      if (outcome === 'mismatch') throw conflict(MISMATCH);
      return outcome;
    },

    /** The seller enters the buyer's code: the right one captures the payment. */
    async enterCode(actor: Actor, bookingId: string, code: string): Promise<ListingChange[]> {
      const outcome = await asSide(actor, bookingId, 'seller', async (sale, write) => {
        assertMove(BOOKING_MOVES, bookingState(sale), 'complete');
        const h = sale.handover;
        if (!h || !sale.transactionId) throw conflict('This booking has no handover code.');
        const at = now();
        if (h.lockedUntil && h.lockedUntil > at)
          return { kind: 'locked', until: h.lockedUntil } as const;
        if (!sameCode(code, h.code)) {
          const failures = h.failures + 1;
          const lock = failures >= MAX_CODE_FAILURES ? new Date(at.getTime() + CODE_LOCK_MS) : null;
          await write.failed(lock ? 0 : failures, lock);
          return lock
            ? ({ kind: 'locked', until: lock } as const)
            : ({ kind: 'wrong', left: MAX_CODE_FAILURES - failures } as const);
        }
        const intent = sale.transactionId;
        await atProvider(() => provider.capture(intent, write.tx));
        await write.completed(at);
        return { kind: 'captured', changed: sale.listing ? [sale.listing] : [] } as const;
      });
      if (outcome.kind === 'locked') {
        const seconds = Math.max(1, Math.ceil((outcome.until.getTime() - now().getTime()) / 1000));
        throw new TooManyRequestsError(
          `Too many wrong codes. The handover is locked for ${Math.ceil(seconds / 60)} minutes; the buyer has been told.`,
          seconds,
        );
      }
      if (outcome.kind === 'wrong') {
        const tries = outcome.left === 1 ? '1 try' : `${outcome.left} tries`;
        throw badRequest(`code: That is not the buyer's code. ${tries} left.`, 'code');
      }
      return outcome.changed;
    },

    /** The buyer cancels a held booking: the hold is released at once. */
    cancel: (actor: Actor, bookingId: string, reason: string) =>
      asSide(actor, bookingId, 'buyer', (sale, write) => release(sale, write, 'cancelled', reason)),

    /** The seller declines a held booking: the hold is released at once. */
    decline: (actor: Actor, bookingId: string, reason: string) =>
      asSide(actor, bookingId, 'seller', (sale, write) => release(sale, write, 'declined', reason)),

    /**
     * The expiry job: a hold past its time is released. Answers null when the hold is not due yet
     * (the job is retried later), else the listings it put back on sale (none when the sale had
     * moved on: completed, cancelled).
     */
    async expire(bookingId: string): Promise<ListingChange[] | 'not-due'> {
      const changed = await repo.locked(bookingId, async (sale, write) => {
        if (sale.state !== 'held' || !sale.heldUntil) return [];
        if (sale.heldUntil > now()) return 'not-due' as const;
        return release(sale, write, 'expired', null);
      });
      return changed ?? [];
    },

    /** The provider captured the intent (a webhook): a held sale is complete. */
    async capturedAtProvider(bookingId: string): Promise<ListingChange[]> {
      const changed = await repo.locked(bookingId, async (sale, write) => {
        if (sale.state !== 'held') return [];
        await write.completed(now());
        return sale.listing ? [sale.listing] : [];
      });
      return changed ?? [];
    },

    /** Money went back at the provider (a webhook): a completed or disputed sale is refunded. */
    async refundedAtProvider(bookingId: string, refundedCents: number): Promise<void> {
      await repo.locked(bookingId, async (sale, write) => {
        if (sale.state !== 'completed' && sale.state !== 'disputed') return;
        await write.state('refunded', now(), refundedCents);
        if (sale.state === 'disputed') {
          await deps.settleDispute?.(write.tx, sale.id, sale.priceCents, refundedCents);
        }
      });
    },

    /** The provider cancelled the intent (a webhook): a held sale is released. */
    async canceledAtProvider(bookingId: string): Promise<ListingChange[]> {
      const changed = await repo.locked(bookingId, async (sale, write) => {
        if (sale.state !== 'held') return [];
        await write.released('provider', null, now());
        return sale.listing ? [sale.listing] : [];
      });
      return changed ?? [];
    },
  };
}

export type HandoverService = ReturnType<typeof createHandoverService>;
