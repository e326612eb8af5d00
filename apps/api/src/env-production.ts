/**
 * The variables these rules read, as env.ts's `Env` has them after parsing (not imported from
 * there: env.ts imports this file, and the API's import graph has no circles).
 */
export interface ProductionEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  DATABASE_URL?: string;
  SEED_DEMO?: boolean;
  AUTH_SECRET?: string;
  PUBLIC_URL?: string;
  SMTP_URL?: string;
  MAIL?: 'smtp' | 'log';
  PASSWORD_HASH_COST: 'standard' | 'test';
  RATE_LIMIT: 'on' | 'off';
  PAYMENTS?: 'stripe' | 'test';
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_URL?: string;
}

/** A variable and what is wrong with it (or what it turns on), as the operator reads it. */
export interface EnvNote {
  variable: string;
  message: string;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Card payments' provider: PAYMENTS, else Stripe when its keys are set, else the test mode. */
export function paymentsMode(env: ProductionEnv): 'stripe' | 'test' {
  return env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test');
}

/** Where mail goes: MAIL, else SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/mail. */
export function mailMode(env: ProductionEnv): 'smtp' | 'log' {
  return env.MAIL ?? (env.SMTP_URL ? 'smtp' : 'log');
}

/**
 * With NODE_ENV=production, what would make the site unfit for real customers and real money
 * (issue 23): demo accounts with a published password, payments that take no money, links and
 * cookies without the site's own https origin, tokens that other instances reject, mail that
 * reaches nobody (issue 36). Demo data, test payments and mail to files are allowed when asked for
 * by name (SEED_DEMO=1, PAYMENTS=test, MAIL=log). Empty outside production.
 */
export function productionProblems(env: ProductionEnv): EnvNote[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: EnvNote[] = [];
  if (env.SEED_DEMO === undefined && !env.DATABASE_URL) {
    problems.push({
      variable: 'SEED_DEMO',
      message:
        'demo data (accounts with a published password) would be seeded into the embedded database; set SEED_DEMO=0, or SEED_DEMO=1 for a demonstration on purpose',
    });
  }
  if (env.PAYMENTS === undefined && !env.STRIPE_SECRET_KEY) {
    problems.push({
      variable: 'PAYMENTS',
      message:
        'without STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, payments would run in test mode and take no money; set the three keys, or PAYMENTS=test for a demonstration on purpose',
    });
  }
  if (paymentsMode(env) === 'stripe' && /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '')) {
    problems.push({
      variable: 'STRIPE_SECRET_KEY',
      message:
        'is a test key (sk_test_…), which takes no real payments; use live keys (sk_live_…, pk_live_…), or PAYMENTS=test for a demonstration on purpose',
    });
  }
  if (env.MAIL === undefined && !env.SMTP_URL) {
    problems.push({
      variable: 'SMTP_URL',
      message:
        'is required: without it mail (verification, password reset, receipts) would only be written to DATA_DIR/mail and reach nobody; set SMTP_URL, or MAIL=log for a demonstration on purpose',
    });
  }
  if (env.PASSWORD_HASH_COST !== 'standard') {
    problems.push({
      variable: 'PASSWORD_HASH_COST',
      message:
        'is for automated tests only: their password hashes take ~3 ms to guess instead of ~0.3 s; unset it',
    });
  }
  if (env.STRIPE_API_URL) {
    problems.push({
      variable: 'STRIPE_API_URL',
      message: 'is for tests only (a local stand-in for Stripe); unset it',
    });
  }
  if (!env.PUBLIC_URL) {
    problems.push({
      variable: 'PUBLIC_URL',
      message:
        "is required: the site's public origin (https://resale.example), named in mail links, canonical URLs and the Google redirect",
    });
  } else {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol !== 'https:' && !LOOPBACK.test(url.hostname)) {
      problems.push({
        variable: 'PUBLIC_URL',
        message:
          'must be an https:// origin (sign-in cookies are Secure and card details are typed there); http:// only for localhost',
      });
    }
  }
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    problems.push({
      variable: 'AUTH_SECRET',
      message:
        'is required with DATABASE_URL: every server instance on the database must sign tokens with the same secret (at least 32 characters, e.g. `openssl rand -base64 48`)',
    });
  }
  return problems;
}

/**
 * With NODE_ENV=production, what was asked for on purpose but is not for real customers: logged
 * as a warning at every start. Empty outside production.
 */
export function productionWarnings(env: ProductionEnv): EnvNote[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: EnvNote[] = [];
  if (env.SEED_DEMO) {
    warnings.push({
      variable: 'SEED_DEMO',
      message:
        'demo data is seeded into an empty database: its accounts share a published password',
    });
  }
  if (paymentsMode(env) === 'test') {
    warnings.push({
      variable: 'PAYMENTS',
      message: 'test mode: no real payments are taken',
    });
  }
  if (env.RATE_LIMIT === 'off') {
    warnings.push({
      variable: 'RATE_LIMIT',
      message: 'off: sign-in, sign-up, upload and card attempts are not limited',
    });
  }
  if (mailMode(env) === 'log') {
    warnings.push({
      variable: 'MAIL',
      message:
        'log: mail (verification, password reset, receipts) is written to DATA_DIR/mail, not sent',
    });
  }
  return warnings;
}
