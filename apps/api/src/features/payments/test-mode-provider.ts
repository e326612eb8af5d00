import crypto from 'node:crypto';
import type { ConfirmAnswer, TestConfirmBody } from '@resale-zone/contract/payments';
import type {
  CreateIntentInput,
  PaymentProvider,
  ProviderIntent,
} from '../../shared/payments/payment-provider.ts';
import { CANCELED, CAPTURED, CURRENCY, HELD } from '../../shared/payments/payment-provider.ts';
import { createPaymentsRepo, type PaymentsRepo } from './payments.repo.ts';

/**
 * The provider's test mode, offline: intents live in our own table, and a card form confirms them
 * with the provider's documented test cards and wording. Nothing is ever charged.
 */
export interface TestModeProvider extends PaymentProvider {
  confirm(
    body: TestConfirmBody,
    isStillForSale: (bookingId: string) => Promise<boolean>,
  ): Promise<ConfirmAnswer>;
}

type CardError = { code: string; message: string; decline_code?: string };

/** Outcome of the documented test numbers; any other valid number is a "live" card. */
const TEST_CARD_OUTCOMES: Record<string, CardError | null> = {
  '4242424242424242': null,
  '4000056655665556': null,
  '5555555555554444': null,
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The checks the provider's card form makes, in its order and wording. */
export function checkCard(
  body: Pick<TestConfirmBody, 'cardNumber' | 'expiry' | 'cvc' | 'postalCode'>,
  now = new Date(),
): CardError | null {
  const digits = body.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(body.expiry);
  if (!expiry)
    return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12)
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) {
    return year < now.getUTCFullYear()
      ? { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." }
      : {
          code: 'invalid_expiry_month_past',
          message: "Your card's expiration date is in the past.",
        };
  }
  if (!/^\d{3,4}$/.test(body.cvc))
    return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(body.postalCode)) {
    return { code: 'incomplete_zip', message: 'Your postal code is incomplete.' };
  }
  if (!(digits in TEST_CARD_OUTCOMES)) {
    return {
      code: 'card_declined',
      decline_code: 'live_mode_test_card',
      message:
        'Your card was declined. Your request was in test mode, but used a non test card. Use a test card such as 4242 4242 4242 4242.',
    };
  }
  return TEST_CARD_OUTCOMES[digits] ?? null;
}

const randomId = () => crypto.randomBytes(12).toString('hex');

export function createTestModeProvider(repo: PaymentsRepo): TestModeProvider {
  const toProviderIntent = (
    row: NonNullable<Awaited<ReturnType<PaymentsRepo['findIntent']>>>,
  ): ProviderIntent => ({
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    bookingId: row.bookingId,
    clientSecret: row.clientSecret,
  });

  return {
    mode: 'test',

    async createIntent({ bookingId, amountCents }: CreateIntentInput) {
      // Our own table plays the provider: the open intent of a booking is reused (idempotent).
      const open = await repo.findOpenIntent(bookingId, amountCents, 'test');
      if (open) return toProviderIntent(open);
      const id = `pi_test_${randomId()}`;
      const row = await repo.insertIntent({
        id,
        bookingId,
        provider: 'test',
        amountCents,
        currency: CURRENCY,
        status: 'requires_payment_method',
        clientSecret: `${id}_secret_${randomId()}`,
      });
      return toProviderIntent(row);
    },

    async retrieveIntent(id) {
      const row = await repo.findIntent(id);
      return row && row.provider === 'test' ? toProviderIntent(row) : null;
    },

    async capture(intentId, on) {
      const r = on ? createPaymentsRepo(on) : repo;
      const row = await r.findIntent(intentId);
      if (!row) throw new Error(`no test intent ${intentId}`);
      if (row.status === HELD) await r.setIntentStatus(intentId, CAPTURED, null);
      else if (row.status !== CAPTURED) throw new Error(`test intent ${intentId} is ${row.status}`);
      return { ...toProviderIntent(row), status: CAPTURED };
    },

    async cancel(intentId, on) {
      const r = on ? createPaymentsRepo(on) : repo;
      const row = await r.findIntent(intentId);
      if (row && row.status !== CAPTURED && row.status !== 'refunded')
        await r.setIntentStatus(intentId, CANCELED, null);
    },

    async refund(intentId, opts = {}) {
      await (opts.on ? createPaymentsRepo(opts.on) : repo).setIntentStatus(
        intentId,
        'refunded',
        null,
      );
    },

    async confirm(body, isStillForSale) {
      const id = body.clientSecret.split('_secret_')[0] ?? '';
      const row = await repo.findIntent(id);
      const secretMatches =
        row?.clientSecret !== null &&
        row?.clientSecret !== undefined &&
        row.clientSecret.length === body.clientSecret.length &&
        crypto.timingSafeEqual(Buffer.from(row.clientSecret), Buffer.from(body.clientSecret));
      if (!row || !secretMatches) {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent.',
          },
        };
      }
      if (row.status === HELD || row.status === CAPTURED) {
        return { paymentIntent: { id: row.id, status: row.status, amount: row.amountCents } };
      }
      const cardError = checkCard(body);
      if (cardError) {
        if (
          cardError.decline_code ||
          cardError.code === 'expired_card' ||
          cardError.code === 'incorrect_cvc'
        ) {
          await repo.setIntentStatus(row.id, 'requires_payment_method', cardError.message);
        }
        return { error: { type: 'card_error', ...cardError } };
      }
      // One sale per phone: a buyer whose phone was sold meanwhile is refused before any charge.
      if (!(await isStillForSale(row.bookingId))) {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'listing_sold',
            message: 'This phone has already been sold. You have not been charged.',
          },
        };
      }
      // Like Stripe with manual capture: the card is authorised and the amount held.
      await repo.setIntentStatus(row.id, HELD, null);
      return { paymentIntent: { id: row.id, status: HELD, amount: row.amountCents } };
    },
  };
}
