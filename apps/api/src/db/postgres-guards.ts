import pg from 'pg';

/**
 * How long the client waits for any answer before it treats the server as gone: a little past the
 * statement time-out, so that a slow statement is cancelled by the server (the connection stays
 * usable) and only a silent network trips this one.
 */
export function readTimeoutFor(timeoutMs: number): number {
  return timeoutMs + Math.min(1000, timeoutMs);
}

type Callback = (err: unknown, result: unknown) => void;

/**
 * A query that timed out on the client still holds its connection: the server may answer it later,
 * or never (a dead peer). Such a connection must not go back to the pool, where every later query
 * would queue behind the lost one. Ending it marks it unusable, so the pool drops it on release.
 */
export function endOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const check = (err: unknown) => {
    if (err instanceof Error && err.message === 'Query read timeout') {
      client.end().catch(() => {});
    }
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = ((err, result) => {
        check(err);
        (last as Callback)(err, result);
      }) satisfies Callback;
      return query(...args);
    }
    const result = query(...args);
    return result instanceof Promise
      ? result.catch((err: unknown) => {
          check(err);
          throw err;
        })
      : result;
  };
}

const isBegin = (query: unknown) =>
  /^\s*begin\b/i.test(
    typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? ''),
  );

/**
 * drizzle's `transaction()` checks a connection out and sends BEGIN before the try/finally that
 * gives it back: a BEGIN that fails (a dead connection) would keep that connection out of the
 * pool for good, and enough of them would leave every request waiting for a connection. Here a
 * checkout whose first statement is a failed BEGIN is given back (and dropped) at once, and giving
 * a connection back twice is harmless.
 */
export class AppPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckout);
  }
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
  const target = client as unknown as { query: (...args: unknown[]) => unknown };
  const query = target.query;
  target.query = (...args) => {
    target.query = query; // only the checkout's first statement is watched
    const result = query.apply(client, args);
    if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      client.release(err instanceof Error ? err : true);
      throw err;
    });
  };
  return client;
}
