import { API_BASE } from '@resale-zone/contract/api-paths';
import { authorizedFetch } from '../../lib/api-client.ts';

/** What the server's live channel says (decision 026): an event type and the id of what changed. */
export type LiveEventType = 'message' | 'conversation' | 'notification';

export interface LiveHandlers {
  /** Something of this type changed (`refId` names it). */
  onEvent(type: LiveEventType, refId: string): void;
  /** The stream (re)opened, or the server asked for it: what the page shows may be stale. */
  onResync(): void;
}

const EVENT_TYPES: readonly LiveEventType[] = ['message', 'conversation', 'notification'];
/** After a refusal (e.g. 503: the server is full), the next try waits this long, doubling. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60_000;

/**
 * One live stream for the signed-in person: `GET /api/live` read with the `eventsource` client
 * (the browser's own EventSource cannot send the bearer token). The client reconnects by itself
 * after a drop and sends `Last-Event-ID`; after a refusal this reopens it later, from the last id
 * seen. The library loads with the first stream, not with the page.
 */
export function openLiveConnection(handlers: LiveHandlers): { close(): void } {
  let closed = false;
  let lastId: string | null = null;
  let source: { close(): void } | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function open() {
    const { EventSource } = await import('eventsource');
    if (closed) return;
    const es = new EventSource(`${API_BASE}/live`, {
      fetch: (_input, init) => {
        const headers = new Headers(init?.headers);
        if (lastId && !headers.has('last-event-id')) headers.set('last-event-id', lastId);
        return authorizedFetch('/live', { ...init, headers });
      },
    });
    source = es;
    const remember = (e: MessageEvent) => {
      if (e.lastEventId) lastId = e.lastEventId;
    };
    es.addEventListener('ready', (e) => {
      remember(e);
      retryMs = FIRST_RETRY_MS;
      handlers.onResync();
    });
    es.addEventListener('resync', () => handlers.onResync());
    // Too many of this person's streams are open, or the session that opened it ended (signed
    // out, a password reset, a role change): this one stays closed.
    es.addEventListener('replaced', () => es.close());
    es.addEventListener('ended', () => es.close());
    for (const type of EVENT_TYPES) {
      es.addEventListener(type, (e) => {
        remember(e);
        const { refId } = JSON.parse(e.data || '{}') as { refId?: string };
        handlers.onEvent(type, refId ?? '');
      });
    }
    es.addEventListener('error', () => {
      // A drop: the client retries by itself. A refusal (any answer but the stream) closes it.
      if (es.readyState !== es.CLOSED || closed) return;
      timer = setTimeout(() => void open().catch(() => {}), retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    });
  }

  void open().catch(() => {});
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
