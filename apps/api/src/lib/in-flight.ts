import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The writes whose work has not ended (graceful shutdown waits for them before it closes the
 * database).
 *
 * `app.close()` waits for connections, not for work: when a client leaves in the middle of a
 * request, its connection closes, but its handler and `onSend` hooks run on (a write's NOTIFY to
 * the other instances, a payment recorded after the provider answered). A write (any method but
 * GET, HEAD and OPTIONS) is counted from its first hook until Fastify writes its answer
 * (`res.end`), which Fastify does even for a client that has gone; one whose headers went out
 * before its client left ends with its connection. Reads are not counted: a read that meets the
 * closed pool fails for nobody, and a file or a stream whose client left may never reach
 * `res.end`.
 */
export interface InFlight {
  readonly count: number;
  /** The writes in flight, as `METHOD url` (for the shutdown's log when they outlast the wait). */
  list(): string[];
  /** Resolves true once no write is in flight, or false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlight;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Counts the app's writes in flight (call it before any route), as `app.inFlight`. */
export function trackInFlight(app: FastifyInstance): InFlight {
  const running = new Set<FastifyRequest>();
  const waiters = new Set<() => void>();

  app.addHook('onRequest', async (req, reply) => {
    if (READS.has(req.method)) return;
    running.add(req);
    const res = reply.raw;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      running.delete(req);
      if (running.size === 0) for (const wake of [...waiters]) wake();
    };
    const end = res.end;
    res.end = function (this: typeof res, ...args: unknown[]) {
      finish();
      return (end as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.end;
    res.once('close', () => {
      if (res.headersSent) finish();
    });
  });

  const inFlight: InFlight = {
    get count() {
      return running.size;
    },
    list() {
      return [...running].map((req) => `${req.method} ${req.url}`);
    },
    idle(timeoutMs) {
      if (running.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (idle: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(idle);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        waiters.add(wake);
      });
    },
  };
  app.decorate('inFlight', inFlight);
  return inFlight;
}
