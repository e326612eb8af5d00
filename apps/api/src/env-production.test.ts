import { describe, expect, test } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';
import { mailMode, paymentsMode, productionWarnings } from './env-production.ts';

// A safe production mode (issue 23, item 1): with NODE_ENV=production the server refuses a careless
// configuration, naming the variable, and warns about what was turned on by name.

const STRIPE_LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};
const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const POSTGRES = 'postgres://app@db.internal:5432/resale';

/** A configuration fit for real customers: PostgreSQL, live Stripe keys, an https origin. */
const READY = {
  NODE_ENV: 'production',
  DATABASE_URL: POSTGRES,
  AUTH_SECRET: SECRET,
  PUBLIC_URL: 'https://resale.example',
  SMTP_URL: 'smtp://mail.internal:587',
  ...STRIPE_LIVE,
};

/** The ConfigError's message for this environment (fails the test when it starts). */
function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('NODE_ENV=production refuses a careless configuration', () => {
  test('a configuration fit for real customers starts, with no warning', () => {
    const env = loadEnv(READY);
    expect(paymentsMode(env)).toBe('stripe');
    expect(productionWarnings(env)).toEqual([]);
  });

  test('demo data on the embedded database by default: SEED_DEMO is named', () => {
    const { DATABASE_URL: _, AUTH_SECRET: __, ...embedded } = READY;
    const message = refusal(embedded);
    expect(message).toMatch(/NODE_ENV=production/);
    expect(message).toMatch(/^ {2}SEED_DEMO: demo data .* SEED_DEMO=0, or SEED_DEMO=1/m);
    // Turned off by name, the embedded database is fine for production.
    expect(() => loadEnv({ ...embedded, SEED_DEMO: '0' })).not.toThrow();
  });

  test('test-mode payments by default (no Stripe keys): PAYMENTS is named', () => {
    const {
      STRIPE_SECRET_KEY: _,
      STRIPE_PUBLISHABLE_KEY: __,
      STRIPE_WEBHOOK_SECRET: ___,
      ...noKeys
    } = READY;
    expect(refusal(noKeys)).toMatch(/^ {2}PAYMENTS: without STRIPE_SECRET_KEY.*PAYMENTS=test/m);
  });

  test('Stripe test keys take no money either: STRIPE_SECRET_KEY is named', () => {
    const message = refusal({
      ...READY,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(message).toMatch(/^ {2}STRIPE_SECRET_KEY: is a test key/m);
  });

  test('the stand-in Stripe of the tests is refused: STRIPE_API_URL is named', () => {
    expect(refusal({ ...READY, STRIPE_API_URL: 'http://127.0.0.1:9999' })).toMatch(
      /^ {2}STRIPE_API_URL: is for tests only/m,
    );
  });

  test("the tests' cheap password hashing is refused: PASSWORD_HASH_COST is named", () => {
    expect(refusal({ ...READY, PASSWORD_HASH_COST: 'test' })).toMatch(
      /^ {2}PASSWORD_HASH_COST: is for automated tests only/m,
    );
  });

  test('no PUBLIC_URL: PUBLIC_URL is named', () => {
    const { PUBLIC_URL: _, ...noOrigin } = READY;
    expect(refusal(noOrigin)).toMatch(/^ {2}PUBLIC_URL: is required/m);
  });

  test('a plain-http PUBLIC_URL is refused, except on this machine', () => {
    expect(refusal({ ...READY, PUBLIC_URL: 'http://resale.example' })).toMatch(
      /^ {2}PUBLIC_URL: must be an https:\/\/ origin/m,
    );
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3300', 'http://[::1]:80']) {
      expect(() => loadEnv({ ...READY, PUBLIC_URL: local })).not.toThrow();
    }
  });

  test('DATABASE_URL without AUTH_SECRET: AUTH_SECRET is named', () => {
    const { AUTH_SECRET: _, ...noSecret } = READY;
    expect(refusal(noSecret)).toMatch(/^ {2}AUTH_SECRET: is required with DATABASE_URL/m);
  });

  test('every problem is listed at once, one line each', () => {
    const message = refusal({ NODE_ENV: 'production', DATABASE_URL: POSTGRES });
    const named = [...message.matchAll(/^ {2}([A-Z_]+):/gm)].map((m) => m[1]);
    expect(named).toEqual(['PAYMENTS', 'SMTP_URL', 'PUBLIC_URL', 'AUTH_SECRET']);
  });

  test('production start refused without SMTP_URL and MAIL unset: SMTP_URL is named', () => {
    const { SMTP_URL: _, ...noSmtp } = READY;
    expect(refusal(noSmtp)).toMatch(/^ {2}SMTP_URL: is required: .* MAIL=log/m);
    // Asked for by name, mail to files starts, with a warning.
    const env = loadEnv({ ...noSmtp, MAIL: 'log' });
    expect(mailMode(env)).toBe('log');
    expect(productionWarnings(env).map((w) => w.variable)).toEqual(['MAIL']);
  });

  test('demo data, test payments and mail to files asked for by name start, with a warning each', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      PAYMENTS: 'test',
      MAIL: 'log',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(paymentsMode(env)).toBe('test');
    expect(productionWarnings(env).map((w) => w.variable)).toEqual([
      'SEED_DEMO',
      'PAYMENTS',
      'MAIL',
    ]);
  });

  test('PAYMENTS=test forces the test mode even with live keys, and is warned about', () => {
    const env = loadEnv({ ...READY, PAYMENTS: 'test' });
    expect(paymentsMode(env)).toBe('test');
    expect(productionWarnings(env).map((w) => w.variable)).toEqual(['PAYMENTS']);
  });

  test('RATE_LIMIT=off is warned about', () => {
    const env = loadEnv({ ...READY, RATE_LIMIT: 'off' });
    expect(productionWarnings(env).map((w) => w.variable)).toEqual(['RATE_LIMIT']);
  });
});

describe('PAYMENTS in every mode', () => {
  test('PAYMENTS=stripe without the keys names the three keys', () => {
    expect(refusal({ PAYMENTS: 'stripe' })).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required with PAYMENTS=stripe/,
    );
  });

  test('an unknown value is named', () => {
    expect(refusal({ PAYMENTS: 'live' })).toMatch(/PAYMENTS: must be stripe or test/);
  });

  test('unset: Stripe with its keys, the test mode without; nothing is refused in development', () => {
    expect(paymentsMode(loadEnv({ ...STRIPE_LIVE }))).toBe('stripe');
    expect(paymentsMode(loadEnv({}))).toBe('test');
    expect(productionWarnings(loadEnv({}))).toEqual([]);
  });
});

describe('MAIL in every mode', () => {
  test('SMTP with SMTP_URL, files without; MAIL=log writes files even with SMTP_URL', () => {
    expect(mailMode(loadEnv({ SMTP_URL: 'smtp://mail.internal:587' }))).toBe('smtp');
    expect(mailMode(loadEnv({}))).toBe('log');
    expect(mailMode(loadEnv({ SMTP_URL: 'smtp://mail.internal:587', MAIL: 'log' }))).toBe('log');
  });

  test('MAIL=smtp without SMTP_URL, or an unknown value, is named', () => {
    expect(refusal({ MAIL: 'smtp' })).toMatch(/SMTP_URL: required with MAIL=smtp/);
    expect(refusal({ MAIL: 'print' })).toMatch(/MAIL: must be smtp or log/);
  });
});

describe('JOBS: where the background jobs run', () => {
  test('off and only need DATABASE_URL, naming the variable; on is the default', () => {
    expect(refusal({ JOBS: 'only' })).toMatch(/JOBS: only needs DATABASE_URL/);
    expect(refusal({ JOBS: 'off' })).toMatch(/JOBS: off needs DATABASE_URL/);
    expect(refusal({ JOBS: 'sometimes' })).toMatch(/JOBS: must be on, off or only/);
    expect(loadEnv({}).JOBS).toBe('on');
    expect(loadEnv({ JOBS: 'only', DATABASE_URL: 'postgres://db/rz' }).JOBS).toBe('only');
  });
});
