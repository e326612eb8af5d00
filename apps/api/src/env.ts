import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';
import { productionProblems, type EnvNote } from './env-production.ts';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Seed demo data into an empty database. Default: on for the embedded database, off for a server. */
  SEED_DEMO: bool.optional(),
  /** Comma-separated emails whose accounts are admins (at sign-up and at every start). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('each entry must be an email address'))),
  /** Signs the access tokens (HS256); generated once into DATA_DIR/auth-secret when unset. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Google sign-in (OpenID Connect); off unless both are set. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** The OpenID issuer; another provider (a local one in tests) can stand in for Google. */
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://accounts.google.com'),
  /**
   * The public origin (`https://resale.example`): the links in mail (default
   * `http://localhost:PORT`, see `publicUrl`) and the Google redirect URL (else the request's).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  /**
   * Origins of other web clients (`https://app.example,https://other.example`) that may call the
   * API from a browser: with bearer tokens only, never cookies (no credentials); unset, none may.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i,
            'each entry must be an origin (http(s)://host[:port], no path)',
          )
          // As browsers send it: lower case, no default port.
          .transform((o) => new URL(o).origin),
      ),
    ),
  /**
   * Mail goes out through this SMTP server (`smtp://user:pass@host:587`, or `smtps://` for TLS from
   * the start); unset, every message is written to `DATA_DIR/mail/` as an `.eml` file instead.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /**
   * Where mail goes: `smtp` (through SMTP_URL) or `log` (every message written to `DATA_DIR/mail`,
   * even with SMTP_URL). Unset: SMTP when SMTP_URL is set, files otherwise. With
   * NODE_ENV=production, files must be asked for by name (env-production.ts).
   */
  MAIL: z.enum(['smtp', 'log'], { error: 'must be smtp or log' }).optional(),
  /** The sender of every message: `Resale Zone <no-reply@resale.example>` or a bare address. */
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    // No control characters: a line break would start another mail header.
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]+$/, 'must be one line')
    .default('Resale Zone <no-reply@localhost>'),
  /**
   * scrypt's cost for new password hashes: `standard` (~0.3 s, OWASP's settings), or `test`
   * (~3 ms) for automated test runs only, which sign up thousands of accounts; refused with
   * NODE_ENV=production.
   */
  PASSWORD_HASH_COST: z
    .enum(['standard', 'test'], { error: 'must be standard or test' })
    .default('standard'),
  /** Sign-in, sign-up and upload limits (security.md §6); `off` for automated end-to-end runs. */
  RATE_LIMIT: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /**
   * Whether to believe X-Forwarded-For for the client address (rate limits key on it): `false`
   * unless a proxy in front sets it; `true`, a hop count, or comma-separated proxy addresses.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
      if (['true', 'yes', 'on'].includes(v)) return true;
      if (['false', 'no', 'off'].includes(v)) return false;
      // A hop count: trust that many proxies in front of the server.
      if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
      return v;
    }),
  /**
   * Turns on Prometheus metrics at `/metrics`, readable with `Authorization: Bearer <token>`;
   * unset, the path does not exist (404).
   */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built SPA served on the same origin. */
  WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  /**
   * PostgreSQL: longest statement (the server cancels it); a silent server is given up on
   * min(1 s, this) later and its connection dropped.
   */
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** PostgreSQL: longest wait for a connection, a free one from a busy pool or a new one. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Background jobs (mail, alerts, expiring holds): `on` runs them in this process beside the
   * site; `off` serves the site only; `only` runs them only, as a worker that answers no HTTP.
   * `off` and `only` need DATABASE_URL: the instances share the queue in PostgreSQL.
   */
  JOBS: z.enum(['on', 'off', 'only'], { error: 'must be on, off or only' }).default('on'),
  /** Memory for cached public answers, in MB; 0 turns the cache off. */
  PUBLIC_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** Live streams (`GET /api/live`) one person may hold open; a new one closes their oldest. */
  LIVE_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Live streams one instance holds; beyond, a new one is refused with a 503. */
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  /** Largest accepted image upload, in bytes (checked while the upload streams in). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** Images go to this S3-compatible bucket instead of `DATA_DIR/images` when set. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** Endpoint of a non-AWS service (MinIO, R2 …); unset means AWS S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Both or neither; neither means the AWS SDK's own credential chain (instance role …). */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Path-style bucket URLs; default on with S3_ENDPOINT (MinIO needs them), off for AWS. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /**
   * Card payments: `stripe` (needs the three STRIPE_* keys) or `test` (the offline test mode, even
   * with keys). Unset: Stripe when its keys are set, the test mode otherwise. With
   * NODE_ENV=production the test mode must be asked for by name (env-production.ts).
   */
  PAYMENTS: z.enum(['stripe', 'test'], { error: 'must be stripe or test' }).optional(),
  /**
   * Days a held payment waits for the handover before it is released (Stripe keeps a card
   * authorisation about 7 days). Fractions are allowed (0.5: twelve hours; the expiry journey
   * uses a few seconds).
   */
  HOLD_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .positive('must be more than 0')
    .max(6, 'must be at most 6 (a card authorisation lasts about 7 days)')
    .default(5),
  /**
   * The Trusted seller badge (decision 023): computed on every read from these thresholds, never
   * set by hand. Completed sales as seller, the share of their reviews as seller with 4 stars or
   * more (at least one review), the account's age, and the days without a refund decided on a
   * dispute about one of their sales. A verified email is always required.
   */
  TRUSTED_MIN_SALES: z.coerce.number().int('must be a whole number').min(1).default(10),
  TRUSTED_MIN_POSITIVE_PERCENT: z.coerce
    .number({ error: 'must be a percentage' })
    .min(0, 'must be 0 to 100')
    .max(100, 'must be 0 to 100')
    .default(95),
  TRUSTED_MIN_ACCOUNT_DAYS: z.coerce.number().int('must be a whole number').min(0).default(90),
  TRUSTED_DISPUTE_FREE_DAYS: z.coerce.number().int('must be a whole number').min(0).default(180),
  /** Card payments through Stripe when all three are set (see PAYMENTS). */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Where the Stripe API is; only tests change it (a local fake of the provider). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
});

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws a ConfigError naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const stripeSet = STRIPE_KEYS.filter((k) => result.data[k] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((k) => result.data[k] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required with ${stripeSet.join(', ')} (set all three for Stripe, none for test mode)`,
    );
  }
  if (result.data.PAYMENTS === 'stripe' && stripeSet.length === 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${STRIPE_KEYS.join(', ')}: required with PAYMENTS=stripe`,
    );
  }
  if (result.data.MAIL === 'smtp' && !result.data.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required with MAIL=smtp');
  }
  if (result.data.JOBS !== 'on' && !result.data.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  JOBS: ${result.data.JOBS} needs DATABASE_URL (the embedded database belongs to one process, which runs the site and its jobs)`,
    );
  }
  const problems = productionProblems(result.data);
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start with NODE_ENV=production:\n${formatNotes(problems)}\n(README: Running in production)`,
    );
  }
  return result.data;
}

/** One indented `VARIABLE: message` line per note. */
export function formatNotes(notes: EnvNote[]): string {
  return notes.map((n) => `  ${n.variable}: ${n.message}`).join('\n');
}

/** The site's public origin, written into every message: PUBLIC_URL, else this machine's port. */
export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/** Whether demo data should be seeded into an empty database. */
export function shouldSeedDemo(env: Env): boolean {
  return env.SEED_DEMO ?? !env.DATABASE_URL;
}
