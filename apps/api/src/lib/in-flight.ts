import type { FastifyInstance } from 'fastify';

/**
 * The requests whose work has not ended (graceful shutdown waits for them before it closes the
 * database).
 *
 * `app.close()` waits for connections, not for work: when a client leaves in the middle of a
 * request, its connection closes, but its handler and `onSend` hooks run on (a write's NOTIFY to
 * the other instances, a payment recorded after the provider answered). A request is counted from
 * its first hook until Fastify writes its answer (`res.end`), which Fastify does even for a client
 * that has gone. An answer whose headers went out before its client left (a live stream, a
 * download) ends with its connection.
 */
export interface InFlight {
  readonly count: number;
  /** Resolves true once no request is in flight, or false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlight;
  }
}

/** Counts the app's requests in flight (call it before any route), as `app.inFlight`. */
export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  const waiters = new Set<() => void>();

  app.addHook('onRequest', async (_req, reply) => {
    count += 1;
    const res = reply.raw;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      count -= 1;
      if (count === 0) for (const wake of [...waiters]) wake();
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
      return count;
    },
    idle(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
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
