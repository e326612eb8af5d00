import { z } from 'zod';
import { Id } from './common.ts';

/**
 * `POST /create-payment-intent`. The amount is the server's, computed from the booking; a `price`
 * the spec's client also sends is only compared with it (a mismatch is refused).
 */
export const CreatePaymentIntentBody = z.object({
  bookingId: Id,
  price: z.number().positive().optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBody>;
export const PaymentIntentAnswer = z.object({ clientSecret: z.string() });

/**
 * `POST /payments`: the spec's payment record. Only `bookingId` and `transactionId` (the provider's
 * payment intent id) matter: price and email are taken from the booking and the provider.
 */
export const PaymentBody = z.object({
  bookingId: Id,
  transactionId: z.string().trim().min(1).max(255),
  price: z.number().positive().optional(),
  email: z.email().optional(),
});
export type PaymentBody = z.infer<typeof PaymentBody>;

export const Payment = z.object({
  _id: z.string(),
  price: z.number(),
  transactionId: z.string(),
  email: z.string(),
  bookingId: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

/** `GET /payments/config`: which provider the payment page talks to. */
export const PaymentConfigAnswer = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('test') }),
  z.object({ mode: z.literal('stripe'), publishableKey: z.string() }),
]);
export type PaymentConfigAnswer = z.infer<typeof PaymentConfigAnswer>;

/** The documented test cards the built-in test mode understands (product.md §3). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** `POST /test-payments/confirm` (test mode only): what a card form sends to confirm an intent. */
export const TestConfirmBody = z.object({
  clientSecret: z.string().trim().min(1).max(200),
  cardNumber: z.string().trim().max(40),
  /** `MM/YY` */
  expiry: z.string().trim().max(10),
  cvc: z.string().trim().max(10),
  postalCode: z.string().trim().max(20),
});
export type TestConfirmBody = z.infer<typeof TestConfirmBody>;

/** Shaped like the provider's confirm result: an intent, or a card error with its message. */
export const ConfirmAnswer = z.union([
  z.object({
    paymentIntent: z.object({ id: z.string(), status: z.string(), amount: z.number().int() }),
  }),
  z.object({
    error: z.object({
      type: z.string(),
      code: z.string(),
      decline_code: z.string().optional(),
      message: z.string(),
    }),
  }),
]);
export type ConfirmAnswer = z.infer<typeof ConfirmAnswer>;
