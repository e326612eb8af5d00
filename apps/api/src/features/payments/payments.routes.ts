import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, InsertedAnswer, ModifiedAnswer } from '@resale-zone/contract/common';
import {
  ConfirmAnswer,
  CreatePaymentIntentBody,
  PaymentBody,
  PaymentConfigAnswer,
  PaymentIntentAnswer,
  TestConfirmBody,
} from '@resale-zone/contract/payments';
import { badRequest } from '../../lib/http-error.ts';
import { reportChanges } from '../../lib/public-cache.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { requireRole } from '../../lib/auth-guards.ts';
import { changeTags } from '../../lib/listing-tags.ts';
import type { HandoverService } from '../handover/handover.service.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { PaymentsService } from './payments.service.ts';
import type { StripeProvider } from './stripe-provider.ts';
import type { TestModeProvider } from './test-mode-provider.ts';

export interface PaymentsRoutesDeps {
  payments: PaymentsService;
  /** Present in test mode: the card form confirms against it. */
  testProvider?: TestModeProvider;
  /** Present with Stripe: signed webhooks. */
  stripe?: StripeProvider;
  /** Card attempts per buyer (test mode's confirm). */
  attempts: RateLimiter;
  /** What the provider's webhooks move after a hold: capture, cancel, refund. */
  handover: HandoverService;
}

export function paymentsRoutes({
  payments,
  testProvider,
  stripe,
  attempts,
  handover,
}: PaymentsRoutesDeps): FastifyPluginAsyncZod {
  // People both buy and sell (product.md §7): a seller pays for the phones they book too.
  const buyers = requireRole('buyer', 'seller');
  return async (app) => {
    // Fixed at start, the same for everyone, and part of every rendered page (the footer's
    // test-mode notice): a public answer with no tag, as robots.txt (decision 020).
    app.get(
      '/payments/config',
      {
        config: { publicCache: { tags: () => [] } },
        schema: { response: { 200: PaymentConfigAnswer } },
      },
      () => payments.config(),
    );

    app.post(
      '/create-payment-intent',
      {
        onRequest: buyers,
        config: { publicCache: 'keeps' },
        schema: { body: CreatePaymentIntentBody, response: { 200: PaymentIntentAnswer } },
      },
      async (req) => ({ clientSecret: await payments.createIntent(req.user!, req.body) }),
    );

    app.post(
      '/payments',
      {
        onRequest: buyers,
        config: { publicCache: 'reports' },
        schema: { body: PaymentBody, response: { 200: InsertedAnswer } },
      },
      async (req, reply) => {
        const { paymentId, changed } = await payments.record(req.user!, req.body);
        reportChanges(reply, changeTags(changed));
        return { acknowledged: true, insertedId: paymentId };
      },
    );

    app.put(
      '/addproduct/paid/:id',
      {
        onRequest: buyers,
        // The sale was marked when the payment was recorded; this only confirms it.
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 200: ModifiedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        modifiedCount: await payments.confirmSold(req.user!, req.params.id),
      }),
    );

    if (testProvider) {
      app.post(
        '/test-payments/confirm',
        {
          onRequest: buyers,
          config: { publicCache: 'keeps' },
          schema: { body: TestConfirmBody, response: { 200: ConfirmAnswer } },
        },
        async (req) => {
          await attempts.consume(req.user!.id);
          return payments.confirmTestCard(testProvider, req.body);
        },
      );
    }

    if (stripe) {
      await app.register(stripeWebhook(payments, handover, stripe));
    }
  };
}

/** Stripe's signed webhook: the signature is checked on the raw body, before anything is read. */
function stripeWebhook(
  payments: PaymentsService,
  handover: HandoverService,
  stripe: StripeProvider,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post(
      '/stripe/webhook',
      {
        config: { publicCache: 'reports' },
        schema: { headers: z.object({ 'stripe-signature': z.string().min(1).max(2000) }) },
      },
      async (req, reply) => {
        let event;
        try {
          event = stripe.verifyWebhook(req.body as Buffer, req.headers['stripe-signature']);
        } catch {
          throw badRequest('stripe-signature: the signature does not match', 'stripe-signature');
        }
        // Each event moves the sale at most once: a repeated event finds it moved already.
        const changed: ListingChange[] = [];
        const obj = event.data.object as { id: string; metadata?: { bookingId?: string } };
        const bookingId = obj.metadata?.bookingId ?? null;
        switch (event.type) {
          case 'payment_intent.amount_capturable_updated':
            changed.push(...(await payments.recordFromProvider(obj.id, bookingId)));
            break;
          case 'payment_intent.succeeded':
            // Captured: at the handover (its answer lost), or an intent captured at once.
            changed.push(...(await payments.recordFromProvider(obj.id, bookingId)));
            if (bookingId) changed.push(...(await handover.capturedAtProvider(bookingId)));
            break;
          case 'payment_intent.canceled':
            if (bookingId) changed.push(...(await handover.canceledAtProvider(bookingId)));
            break;
          case 'payment_intent.payment_failed': {
            const intent = event.data.object;
            await payments.failedAtProvider(intent.id, intent.last_payment_error?.message ?? null);
            break;
          }
          case 'charge.refunded': {
            const charge = event.data.object;
            const intentId =
              typeof charge.payment_intent === 'string'
                ? charge.payment_intent
                : (charge.payment_intent?.id ?? null);
            const booking = intentId ? await payments.bookingOfIntent(intentId) : null;
            if (booking) await handover.refundedAtProvider(booking, charge.amount_refunded);
            break;
          }
        }
        reportChanges(reply, changeTags(changed));
        return { received: true };
      },
    );
  };
}
