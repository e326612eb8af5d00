import type { FastifyBaseLogger } from 'fastify';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: past this, a full flush is sent. */
const MAX_PAYLOAD = 7000;

export interface ChangeNotices {
  /**
   * Tells the other instances that these tags (none: everything) changed. Resolves once a notice
   * carrying them has gone out (or failed, which is logged); nobody has to wait for it.
   */
  send(tags?: readonly string[]): Promise<void>;
  /** Resolves once every notice asked for so far has gone out. */
  settled(): Promise<void>;
}

/**
 * The public cache's notices to the other instances (decision 046): one NOTIFY on its way at a
 * time, and the changes made meanwhile go together in the next one. Under a burst of writes a
 * notice costs one database round trip per round trip, not one per write, and no write's answer
 * waits for it (the instance that wrote has already emptied its own answers).
 */
export function createChangeNotices(
  from: string,
  notify: (payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): ChangeNotices {
  /** Tags waiting for the next notice; 'all' once any change was too wide to tag. */
  let pending: Set<string> | 'all' | null = null;
  let sending: Promise<void> | null = null;

  const payloadOf = (tags: Set<string> | 'all') => {
    const payload = JSON.stringify(tags === 'all' ? { from } : { from, tags: [...tags] });
    return payload.length > MAX_PAYLOAD ? JSON.stringify({ from }) : payload;
  };

  const drain = async () => {
    while (pending) {
      const tags = pending;
      pending = null;
      try {
        await notify(payloadOf(tags));
      } catch (err) {
        // Only when the database is unreachable, which also cuts the other instances' listening
        // connections: they stop serving from their caches and start empty when it is back.
        log.warn({ err }, 'could not notify other instances of a change');
      }
    }
    sending = null;
  };

  return {
    send(tags) {
      if (tags === undefined) pending = 'all';
      else if (pending !== 'all') {
        pending ??= new Set();
        for (const tag of tags) pending.add(tag);
      }
      sending ??= drain();
      return sending;
    },
    settled: () => sending ?? Promise.resolve(),
  };
}
