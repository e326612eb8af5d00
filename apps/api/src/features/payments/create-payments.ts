import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { paymentsMode } from '../../env-production.ts';
import { createRateLimiter } from '../../shared/rate-limit.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { Notifications } from '../../shared/mail/notifications.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { createPaymentsService, type PaymentsHooks } from './payments.service.ts';
import { createTestModeProvider } from './test-mode-provider.ts';

/** Card attempts per user (numbers in docs; RATE_LIMIT=off disables them). */
const CARD_ATTEMPT_LIMIT = {
  name: 'card-attempt',
  points: 20,
  durationSeconds: 15 * 60,
  message: 'Too many card attempts. Wait a few minutes and try again.',
};

/**
 * Stripe when its three keys are configured (and PAYMENTS is not `test`), the offline test mode
 * otherwise. Stripe's SDK is loaded only then (a quarter of a second of start-up otherwise).
 */
export async function createPayments(
  env: Env,
  database: Database,
  bookings: BookingsService,
  hooks?: PaymentsHooks,
  notifications?: Notifications,
) {
  const repo = createPaymentsRepo(database.db, notifications);
  const stripe =
    paymentsMode(env) === 'stripe' &&
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY &&
    env.STRIPE_WEBHOOK_SECRET
      ? (await import('./stripe-provider.ts')).createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
          lockedCallMs: 2 * env.DB_TIMEOUT_MS,
        })
      : undefined;
  const testProvider = stripe ? undefined : createTestModeProvider(repo);
  const provider = stripe ?? testProvider!;
  return {
    payments: createPaymentsService({
      repo,
      provider,
      bookings,
      hooks,
      holdDays: env.HOLD_DAYS,
      now: hooks?.now,
    }),
    provider,
    stripe,
    testProvider,
    attempts: createRateLimiter(database.db, CARD_ATTEMPT_LIMIT, {
      enabled: env.RATE_LIMIT === 'on',
    }),
  };
}
