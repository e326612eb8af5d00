import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ViewsRepo } from './views.repo.ts';

/**
 * User agents of known crawlers, link previewers and scripted clients: their views are not
 * counted. (Headless browsers are not listed: people's tools and our own journeys use them.)
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|httpclient|okhttp|go-http-client|node-fetch|axios\/|java\/|libwww|scrapy/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_AGENT.test(userAgent);
}

/** A UTC calendar day, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export interface ViewCounterOptions {
  repo: ViewsRepo;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often the taken views are written (ms); 0: only by `flush()` (tests). */
  flushMs?: number;
  /** Views kept in memory at most between two writes; beyond it, views are dropped (and logged). */
  maxPending?: number;
}

interface Pending {
  listingId: string;
  day: string;
  /** Who looked, in memory only until the write: `u:<user id>` or `a:<address>`. */
  visitor: string;
  viewerId: string | null;
}

/**
 * Counts listing views without slowing anything (decision 027): a view is only remembered in
 * memory (`take`), and every `flushMs` one statement writes them all: the visitor becomes a
 * SHA-256 of the day's salt, the visitor and the listing; a mark per listing, day and hash makes
 * a second view of the day a no-op (in the database, so across instances too), the seller's own
 * views and views of missing listings are dropped, and the new marks are added to the daily
 * rollup. Marks and salts of past days are deleted, so no hash outlives its day by more than one.
 */
export function createViewCounter(options: ViewCounterOptions) {
  const { repo, log, now = () => new Date(), flushMs = 2000, maxPending = 50_000 } = options;
  let pending = new Map<string, Pending>();
  let dropped = 0;
  let running: Promise<number> = Promise.resolve(0);
  let prunedFor = '';
  let timer: NodeJS.Timeout | undefined;
  const salts = new Map<string, string>();

  async function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = await repo.salt(day, crypto.randomBytes(32).toString('base64url'));
      salts.set(day, salt);
    }
    return salt;
  }

  async function write(): Promise<number> {
    const today = utcDay(now());
    if (prunedFor !== today) {
      await repo.prune(today);
      for (const day of salts.keys()) if (day < today) salts.delete(day);
      prunedFor = today;
    }
    if (pending.size === 0) return 0;
    const batch = [...pending.values()];
    pending = new Map();
    if (dropped > 0) log.warn({ dropped }, 'view counter: views dropped (too many pending)');
    dropped = 0;
    try {
      const rows = [];
      for (const view of batch) {
        const salt = await saltOf(view.day);
        const visitor = crypto
          .createHash('sha256')
          .update(`${salt}\n${view.visitor}\n${view.listingId}`)
          .digest('base64url');
        rows.push({ listingId: view.listingId, day: view.day, visitor, viewerId: view.viewerId });
      }
      return await repo.record(rows);
    } catch (err) {
      // The database busy or away for a moment: the views wait for the next write (a view
      // recorded twice is still one, by its mark).
      for (const view of batch) keep(view);
      throw err;
    }
  }

  function keep(view: Pending): void {
    const key = `${view.day}\n${view.listingId}\n${view.visitor}`;
    if (pending.has(key)) return;
    if (pending.size >= maxPending) {
      dropped++;
      return;
    }
    pending.set(key, view);
  }

  return {
    /** Takes one page view; answers false when it is not counted (a bot). */
    take(view: {
      listingId: string;
      userAgent: string | undefined;
      address: string;
      viewerId: string | null;
    }): boolean {
      if (isBot(view.userAgent)) return false;
      const day = utcDay(now());
      // An anonymous visitor is their address alone: the User-Agent is the client's to choose, and
      // counting it let anyone add a view per invented agent (issue 36).
      const visitor = view.viewerId ? `u:${view.viewerId}` : `a:${view.address}`;
      keep({ listingId: view.listingId, day, visitor, viewerId: view.viewerId });
      return true;
    },

    /** Writes the taken views now (one write at a time); answers how many were new today. */
    flush(): Promise<number> {
      running = running.then(write, write).catch((err: unknown) => {
        // Kept for the next write (every flushMs); a database that stays away says so every time.
        log.warn(
          { err, pending: pending.size },
          'view counter: writing views failed; kept for the next write',
        );
        return 0;
      });
      return running;
    },

    pendingCount: () => pending.size,

    start() {
      if (flushMs <= 0) return;
      timer = setInterval(() => void this.flush(), flushMs);
      timer.unref();
    },

    /** Stops the timer and writes what is left. */
    async close() {
      if (timer) clearInterval(timer);
      await this.flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
