import { EventSource } from 'eventsource';
import { WAIT_GUARD_MS } from './wait.ts';

/** An event as a live stream delivered it. */
export interface ReceivedEvent {
  type: string;
  id: string;
  refId?: string;
}

export interface LiveClient {
  /** Everything received so far, in order (`ready` included). */
  events: ReceivedEvent[];
  /**
   * Resolves with the first event (already received or to come) that matches; rejects after `ms`,
   * a guard only (WAIT_GUARD_MS unless given).
   */
  waitFor(match: (e: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** How many times the stream (re)opened. */
  opened(): number;
  close(): void;
}

const TYPES = ['ready', 'resync', 'replaced', 'ended', 'message', 'conversation', 'notification'];

/**
 * A live stream (`GET /api/live`) opened the way the browser opens it: the `eventsource` client
 * with the bearer token, reconnecting on its own and sending `Last-Event-ID` when it does.
 */
export function openLive(
  baseUrl: string,
  headers: { authorization: string },
  { lastEventId }: { lastEventId?: string } = {},
): LiveClient {
  const events: ReceivedEvent[] = [];
  interface Waiter {
    match: (e: ReceivedEvent) => boolean;
    resolve: (e: ReceivedEvent) => void;
    timer?: NodeJS.Timeout;
  }
  const waiters = new Set<Waiter>();
  let opens = 0;
  const source = new EventSource(`${baseUrl}/api/live`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          ...headers,
          ...(lastEventId && opens === 0 ? { 'last-event-id': lastEventId } : {}),
        },
      }),
  });
  source.addEventListener('open', () => opens++);
  for (const type of TYPES) {
    source.addEventListener(type, (e) => {
      const data = JSON.parse(e.data || '{}') as { refId?: string };
      const event: ReceivedEvent = { type, id: e.lastEventId, refId: data.refId };
      events.push(event);
      for (const w of [...waiters]) {
        if (w.match(event)) {
          waiters.delete(w);
          clearTimeout(w.timer);
          w.resolve(event);
        }
      }
    });
  }
  return {
    events,
    opened: () => opens,
    waitFor(match, ms = WAIT_GUARD_MS) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = { match, resolve };
        waiter.timer = setTimeout(() => {
          if (waiters.delete(waiter)) {
            reject(new Error(`no matching live event in ${ms} ms; got ${JSON.stringify(events)}`));
          }
        }, ms);
        waiters.add(waiter);
      });
    },
    close: () => source.close(),
  };
}
