import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * Rate limits counted in the database (rate-limiter-flexible's Drizzle store, one atomic upsert per
 * hit), so that several server instances on one PostgreSQL share the same counters.
 *
 * ```ts
 * const uploads = createRateLimiter(db, { name: 'upload', points: 30, durationSeconds: 1800,
 *   message: 'Too many uploads. Try again in a while.' }, { enabled: env.RATE_LIMIT === 'on' });
 * await uploads.consume(req.user.id); // throws a 429 HttpError past the limit
 * ```
 */
export interface RateLimitRule {
  /** Namespaces this rule's counters (`signin-ip`, `upload` …). */
  name: string;
  /** Hits allowed per window. */
  points: number;
  durationSeconds: number;
  /** Once the points are used up, refuse for this long (default: until the window ends). */
  blockSeconds?: number;
  /** The 429 answer's message. */
  message: string;
}

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /**
   * Counts a hit and answers the key's hits in this window (0 when limits are off); throws a 429
   * TooManyRequestsError once the key is over the limit.
   */
  consume(key: string, points?: number): Promise<number>;
  /** Throws a 429 if the key has used up its points, without counting a hit. */
  check(key: string): Promise<void>;
  /** Gives back hits counted up front for an attempt that turned out not to count. */
  refund(key: string, points?: number): Promise<void>;
  /** Forgets the key's hits (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
}

export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export interface RateLimiterOptions {
  /** `false` when RATE_LIMIT=off: every call passes. */
  enabled: boolean;
}

export function createRateLimiter(
  db: Db,
  rule: RateLimitRule,
  { enabled }: RateLimiterOptions,
): RateLimiter {
  if (!enabled) {
    const pass = async () => {};
    return { rule, consume: async () => 0, check: pass, refund: pass, reset: pass };
  }
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
    // Expired rows are pruned by pruneRateLimits on our own timer, which stops with the app.
    clearExpiredByTimeout: false,
  });
  const refuse = (msBeforeNext: number) =>
    new TooManyRequestsError(rule.message, Math.max(1, Math.ceil(msBeforeNext / 1000)));

  return {
    rule,
    async consume(key, points = 1) {
      let res: RateLimiterRes;
      try {
        res = await limiter.consume(storedKey(key), points);
      } catch (err) {
        // The library rejects with a RateLimiterRes when over the limit, an Error when the store fails.
        if (err instanceof RateLimiterRes) throw refuse(err.msBeforeNext);
        throw err;
      }
      if (rule.blockSeconds && res.consumedPoints >= rule.points) {
        await limiter.block(storedKey(key), rule.blockSeconds);
      }
      return res.consumedPoints;
    },
    async check(key) {
      const res = await limiter.get(storedKey(key));
      if (res && res.consumedPoints >= rule.points) throw refuse(res.msBeforeNext);
    },
    async refund(key, points = 1) {
      await limiter.reward(storedKey(key), points);
    },
    async reset(key) {
      await limiter.delete(storedKey(key));
    },
  };
}

/** Keys often hold emails and addresses; only a digest of them is stored. */
function storedKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/** Deletes counters whose window ended; returns how many. */
export async function pruneRateLimits(db: Db, olderThan = new Date()): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, olderThan))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** Adds `Retry-After` to 429 answers and prunes old counters every few minutes while the app runs. */
export function installRateLimiting(app: FastifyInstance, db: Db, { enabled }: RateLimiterOptions) {
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof TooManyRequestsError) {
      reply.header('retry-after', String(err.retryAfterSeconds));
    }
  });
  if (!enabled) return;
  const timer = setInterval(
    () => {
      pruneRateLimits(db).catch((err: unknown) => app.log.warn({ err }, 'rate limit pruning'));
    },
    5 * 60 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
