import { z } from 'zod';
import { Id } from './common.ts';

/**
 * `POST /create-payment-intent`. The amount is the server's, computed from the booking; a `price`
 * sent by the client is only checked against it.
 */
export const CreatePaymentIntentBody = z.object({
  bookingId: Id,
  price: z.number().positive().optional(),
});
export const PaymentIntentAnswer = z.object({ clientSecret: z.string() });

/** `POST /payments`: the spec's payment record. */
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
