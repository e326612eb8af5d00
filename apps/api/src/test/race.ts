import { sql } from 'drizzle-orm';
import type { TestContext } from './test-app.ts';
import { deferred, waitUntil, type Deferred } from './wait.ts';

/** Whether some session of the test database waits for a lock now (PostgreSQL only). */
async function someoneWaitsForALock(t: TestContext) {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { waiting: number }[] };
  return rows[0]!.waiting > 0;
}

/**
 * The harness of the race tests, on the test context `context` answers: `pause` is the hook given
 * to the app's test seams; `race` holds the request that reaches it first at that widest point
 * while the other request runs.
 */
export function raceHarness(context: () => TestContext) {
  let hold: { entered: Deferred; released: Deferred } | null = null;

  /** A test seam: holds the request that reaches it while a race is on, else goes on at once. */
  const pause = async () => {
    if (!hold) return;
    const h = hold;
    hold = null;
    h.entered.resolve();
    await h.released.promise;
  };

  /**
   * Runs `first` until it is held, then `second`; on PostgreSQL waits until `second` waits for a
   * lock (or answered), then lets `first` go. PGlite has one connection: `second` queues behind a
   * held transaction whatever it does. `locks: false`: `second` answers before `first` goes on.
   * Both answers.
   */
  async function race<A, B>(
    first: () => Promise<A>,
    second: () => Promise<B>,
    { locks = true } = {},
  ): Promise<[A, B]> {
    const t = context();
    hold = { entered: deferred(), released: deferred() };
    const { entered, released } = hold;
    const a = first();
    await entered.promise;
    let answered = false;
    const b = second().finally(() => (answered = true));
    if (locks && t.database.kind === 'postgres') {
      await waitUntil(async () => answered || (await someoneWaitsForALock(t)));
    }
    if (!locks) await b;
    released.resolve();
    return Promise.all([a, b]);
  }

  return { pause, race };
}
