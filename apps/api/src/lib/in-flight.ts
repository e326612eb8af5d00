import diagnostics from 'node:diagnostics_channel';
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
 * before its client left ends with its connection. One whose client left first and whose handler
 * then settled without sending (Fastify sends nothing for an async handler that resolves with
 * nothing once its client is gone) ends then: its handler's start and end are read from
 * Fastify's `fastify.request.handler` tracing channel. One whose client left before its handler
 * started ends at once (its body may never arrive, and no work of its own has begun); should its
 * handler start after all, it counts again until that handler settles. Reads are not counted: a
 * read that meets the closed pool fails for nobody, and a file or a stream whose client left may
 * never reach `res.end`.
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

/** Fastify's tracing channel of route handlers: `end` (sync) and `asyncEnd` (async) say one settled. */
const handlers = diagnostics.tracingChannel('fastify.request.handler');
interface HandlerStore {
  request: FastifyRequest;
  async?: boolean;
}

interface Write {
  /** Its client left before its headers went out. */
  gone: boolean;
  /** Its handler started. */
  started: boolean;
  /** Its handler settled. */
  settled: boolean;
  /** Fastify started sending its answer (it then ends with `res.end`). */
  sending: boolean;
  finish(): void;
}

/** Counts the app's writes in flight (call it before any route), as `app.inFlight`. */
export function trackInFlight(app: FastifyInstance): InFlight {
  const running = new Map<FastifyRequest, Write>();
  const waiters = new Set<() => void>();

  /** Every write seen, also one ended early (its client gone before its handler started). */
  const writes = new WeakMap<FastifyRequest, Write>();
  const settled = (store: HandlerStore) => {
    const write = running.get(store.request);
    if (!write) return;
    write.settled = true;
    if (write.gone && !write.sending) write.finish();
  };
  const subscribers = {
    start: (store: HandlerStore) => {
      const write = writes.get(store.request);
      if (!write) return;
      write.started = true;
      // Ended when its client left before this; its handler's work counts after all.
      if (!running.has(store.request)) running.set(store.request, write);
    },
    asyncStart() {},
    error() {},
    end: (store: HandlerStore) => {
      if (!store.async) settled(store);
    },
    asyncEnd: settled,
  };
  handlers.subscribe(subscribers as never);
  // Subscribed until the app has closed and its last write has ended (shutdown waits for those).
  let closed = false;
  let subscribed = true;
  const unsubscribeOnceDone = () => {
    if (!closed || !subscribed || running.size > 0) return;
    subscribed = false;
    handlers.unsubscribe(subscribers as never);
  };
  app.addHook('onClose', async () => {
    closed = true;
    unsubscribeOnceDone();
  });

  app.addHook('onRequest', async (req, reply) => {
    if (READS.has(req.method)) return;
    const res = reply.raw;
    const write: Write = {
      gone: false,
      started: false,
      settled: false,
      sending: false,
      finish() {
        if (!running.delete(req)) return;
        if (running.size > 0) return;
        for (const wake of [...waiters]) wake();
        unsubscribeOnceDone();
      },
    };
    running.set(req, write);
    writes.set(req, write);
    const end = res.end;
    res.end = function (this: typeof res, ...args: unknown[]) {
      write.finish();
      return (end as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.end;
    res.once('close', () => {
      if (res.headersSent) return write.finish();
      write.gone = true;
      if (!write.started || (write.settled && !write.sending)) write.finish();
    });
  });
  app.addHook('onSend', async (req) => {
    const write = running.get(req);
    if (write) write.sending = true;
  });

  const inFlight: InFlight = {
    get count() {
      return running.size;
    },
    list() {
      return [...running.keys()].map((req) => `${req.method} ${req.url}`);
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
