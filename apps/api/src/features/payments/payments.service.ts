import crypto from 'node:crypto';
import { centsToDollars, dollarsToCents } from '@resale-zone/contract/money';
import type {
  CreatePaymentIntentBody,
  PaymentBody,
  TestConfirmBody,
} from '@resale-zone/contract/payments';
import type { Actor } from '../../domain/actor.ts';
import { assertMove, BOOKING_MOVES, bookingState } from '../../domain/transitions.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import {
  CANCELED,
  CAPTURED,
  CURRENCY,
  HELD,
  type PaymentProvider,
} from '../../shared/payments/payment-provider.ts';
import type { PaymentsRepo, RecordHooks } from './payments.repo.ts';
import type { TestModeProvider } from './test-mode-provider.ts';

export interface PaymentsHooks extends RecordHooks {
  /** The clock of holds and handovers; tests move it. */
  now?: () => Date;
  /** Runs between finding a payment's intent and asking the provider; tests widen races with it. */
  beforeProviderCheck?: () => Promise<void>;
}

const SOLD_TO_OTHER =
  'This phone was sold to another buyer a moment ago. Your payment was released: nothing was charged.';

/** A 6-digit handover code, uniformly random. */
const newCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

/** A payment for a booking that is gone, given back. */
const GONE_RELEASED = 'This booking no longer exists. Your payment was released.';
const isNotFound = (err: unknown) => err instanceof HttpError && err.statusCode === 404;

export function createPaymentsService(deps: {
  repo: PaymentsRepo;
  provider: PaymentProvider;
  bookings: BookingsService;
  hooks?: PaymentsHooks;
  /** How long a hold waits for the handover (HOLD_DAYS). */
  holdDays: number;
  now?: () => Date;
}) {
  const { repo, provider, bookings, hooks, holdDays } = deps;
  const now = deps.now ?? (() => new Date());
  const recordInput = (booking: { id: string; email: string }, id: string, cents: number) => {
    const paidAt = now();
    return {
      bookingId: booking.id,
      transactionId: id,
      amountCents: cents,
      email: booking.email,
      paidAt,
      heldUntil: new Date(paidAt.getTime() + holdDays * 24 * 60 * 60 * 1000),
      code: newCode(),
    };
  };

  /** A booking that can still be paid, or the reason why not. */
  async function payable(actor: Actor | null, bookingId: string) {
    const booking = await bookings.forPayment(actor, bookingId);
    assertMove(BOOKING_MOVES, bookingState(booking), 'pay');
    if (!booking.listingId || booking.listingSold)
      throw conflict('This phone has already been sold.');
    return booking;
  }

  /**
   * Checks a payment with the provider, then records it once. `actor` is null for the provider's
   * signed webhook. Nothing is written unless the provider says the intent succeeded for this
   * booking and amount.
   */
  async function record(
    actor: Actor | null,
    body: Pick<PaymentBody, 'bookingId' | 'transactionId'>,
  ): Promise<{ paymentId: string; changed: ListingChange[] }> {
    const booking = await bookings.forPayment(actor, body.bookingId).catch(async (err) => {
      if (isNotFound(err) && (await releaseHeld(body))) throw notFound(GONE_RELEASED);
      throw err;
    });
    if (booking.isPaid && booking.transactionId === body.transactionId) {
      const outcome = await repo.record(
        recordInput(booking, body.transactionId, booking.priceCents),
        hooks,
      );
      if (outcome.kind === 'already-recorded') return { paymentId: outcome.paymentId, changed: [] };
    }
    assertMove(BOOKING_MOVES, bookingState(booking), 'pay');

    const known = await repo.findIntent(body.transactionId);
    if (!known) throw await noSuchIntent(body);
    if (known.bookingId !== booking.id) throw unknownTransaction();
    // The test-mode provider keeps its intents in our database, so a deletion of the booking
    // between the two reads also shows here as a missing intent.
    await hooks?.beforeProviderCheck?.();
    const intent = await provider.retrieveIntent(body.transactionId);
    if (!intent) throw await noSuchIntent(body);
    if (intent.bookingId !== booking.id) throw unknownTransaction();
    // Held (manual capture) is what paying does; `succeeded` is an intent captured at once.
    if (intent.status !== HELD && intent.status !== CAPTURED)
      throw conflict('The payment has not been completed.');
    if (intent.amountCents !== booking.priceCents || intent.currency !== CURRENCY) {
      throw conflict('The payment does not match the price of this booking.');
    }

    const outcome = await repo.record(recordInput(booking, intent.id, intent.amountCents), hooks);
    switch (outcome.kind) {
      case 'recorded':
        return { paymentId: outcome.paymentId, changed: [outcome.sold] };
      case 'already-recorded':
        return { paymentId: outcome.paymentId, changed: [] };
      // A hold that cannot become a sale is released at once: nothing is charged.
      case 'booking-paid-otherwise':
        await release(intent.id, intent.status);
        throw conflict('This booking was already paid. The second payment was released.');
      case 'sold-to-other':
        await release(intent.id, intent.status);
        await repo.setIntentStatus(intent.id, CANCELED, SOLD_TO_OTHER);
        throw conflict(SOLD_TO_OTHER);
      case 'booking-released':
        await release(intent.id, intent.status);
        throw conflict('This booking has ended. Your payment was released: nothing was charged.');
      case 'booking-gone':
        await release(intent.id, intent.status);
        throw notFound(GONE_RELEASED);
    }
  }

  const unknownTransaction = () =>
    badRequest('transactionId: no payment of this booking has this id', 'transactionId');

  /**
   * The error for an intent that is not there: the booking may have been deleted since it was read
   * (its intents go with it), and then the page hears so, with any card held for it released.
   */
  async function noSuchIntent(body: Pick<PaymentBody, 'bookingId' | 'transactionId'>) {
    if (await stillBooked(body.bookingId)) return unknownTransaction();
    return notFound((await releaseHeld(body)) ? GONE_RELEASED : 'This booking no longer exists.');
  }

  /** Whether the booking still exists (its deletion takes its intents with it). */
  function stillBooked(bookingId: string): Promise<boolean> {
    return bookings.forPayment(null, bookingId).then(
      () => true,
      (err: unknown) => {
        if (isNotFound(err)) return false;
        throw err;
      },
    );
  }

  /**
   * For a booking that no longer exists: a card held for it is given back at once. The phone,
   * the seller or the buyer was deleted after the payment page opened, and no sale can come of it
   * (the provider would otherwise keep the money on hold for days). Only an intent the provider
   * says was made for that very booking is released; answers whether one was.
   */
  async function releaseHeld(body: Pick<PaymentBody, 'bookingId' | 'transactionId'>) {
    const intent = await provider.retrieveIntent(body.transactionId);
    if (!intent || intent.bookingId !== body.bookingId) return false;
    if (intent.status !== HELD && intent.status !== CAPTURED) return false;
    await release(intent.id, intent.status);
    return true;
  }

  /** Gives an authorisation back: a held one is cancelled, a captured one refunded. */
  async function release(intentId: string, status: string) {
    if (status === CAPTURED) await provider.refund(intentId);
    else await provider.cancel(intentId);
  }

  return {
    config() {
      return provider.mode === 'stripe'
        ? { mode: 'stripe' as const, publishableKey: provider.publishableKey! }
        : { mode: 'test' as const };
    },

    /** An intent for the booking's price, computed here; a client price that differs is refused. */
    async createIntent(actor: Actor, body: CreatePaymentIntentBody): Promise<string> {
      const booking = await payable(actor, body.bookingId);
      if (body.price !== undefined && dollarsToCents(body.price) !== booking.priceCents) {
        throw badRequest(
          `price: this booking costs ${centsToDollars(booking.priceCents)}`,
          'price',
        );
      }
      const open = await repo.findOpenIntent(booking.id, booking.priceCents, provider.mode);
      const intent = open
        ? await provider.retrieveIntent(open.id)
        : await provider.createIntent({
            bookingId: booking.id,
            amountCents: booking.priceCents,
            idempotencyKey: `booking-${booking.id}-${booking.priceCents}`,
            description: `Resale Zone: ${booking.productName}`,
          });
      if (!intent?.clientSecret) throw conflict('The payment could not be prepared. Try again.');
      if (!open) {
        if (provider.mode === 'stripe') {
          await repo.insertIntent({
            id: intent.id,
            bookingId: booking.id,
            provider: provider.mode,
            amountCents: intent.amountCents,
            currency: intent.currency,
            status: intent.status,
            clientSecret: null,
          });
        }
      }
      return intent.clientSecret;
    },

    record: (actor: Actor, body: PaymentBody) => record(actor, body),

    /**
     * The signed webhook said an intent succeeded: record it as if the page had. Answers the
     * listing it sold, if this call sold it.
     */
    async recordFromProvider(intentId: string, bookingId: string | null): Promise<ListingChange[]> {
      if (!bookingId) return [];
      try {
        return (await record(null, { bookingId, transactionId: intentId })).changed;
      } catch (err) {
        // Refunds and "already paid" are handled inside; the provider need not retry them.
        if (!(
          err instanceof Error &&
          'statusCode' in err &&
          (err as { statusCode: number }).statusCode < 500
        ))
          throw err;
        return [];
      }
    },

    /** The booking an intent we created was for (a refund event names only the intent). */
    bookingOfIntent: async (intentId: string) =>
      (await repo.findIntent(intentId))?.bookingId ?? null,

    async failedAtProvider(intentId: string, message: string | null) {
      const known = await repo.findIntent(intentId);
      if (known && known.status !== 'succeeded')
        await repo.setIntentStatus(intentId, 'requires_payment_method', message);
    },

    /** Test mode's card form: confirms an intent with a test card. */
    confirmTestCard(testProvider: TestModeProvider, body: TestConfirmBody) {
      return testProvider.confirm(body, async (bookingId) => {
        const booking = await bookings.forPayment(null, bookingId).catch(() => null);
        return Boolean(
          booking && booking.listingId && !booking.listingSold && booking.state === 'open',
        );
      });
    },

    /**
     * The spec's `PUT /addproduct/paid/{id}`: the sale was already marked when the payment was
     * recorded, in the same transaction; this only confirms it for the buyer who paid.
     */
    async confirmSold(actor: Actor, listingId: string): Promise<number> {
      if (!(await repo.buyerPaidFor(actor.id, listingId))) {
        throw forbidden('Only a buyer with a recorded payment for this phone can mark it paid.');
      }
      return 0;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
