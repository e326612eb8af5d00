import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { requireUser } from '../auth/auth.guards.ts';
import type { LiveService } from './live.service.ts';

/** A client's Last-Event-ID: an event id this server gave, or nothing (then the stream starts now). */
export function parseEventId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 2000;

/**
 * `GET /api/live`: the signed-in person's Server-Sent Events (decision 026). Each event is
 * `event: <type>`, `id: <event id>`, `data: {"refId": …}`; `ready` opens the stream (its id is
 * where a reconnection catches up from), `resync` asks the page to refetch what it shows, `replaced` (the person opened too many
 * streams) asks the client not to reconnect.
 */
export function liveRoutes(deps: { live: LiveService }): FastifyPluginAsync {
  const { live } = deps;
  return async (app) => {
    app.get(
      '/live',
      { sse: { kind: 'only' }, onRequest: requireUser, schema: { hide: true } },
      async (req, reply) => {
        const sse = reply.sse;
        const send = (message: Parameters<typeof sse.send>[0]) => {
          if (sse.isConnected) sse.send(message).catch(() => sse.close());
        };
        const stream = await live.connect(req.user!.id, parseEventId(sse.lastEventId), {
          send: (e) => send({ id: String(e.id), event: e.type, data: { refId: e.refId } }),
          resync: () => send({ event: 'resync', data: {} }),
          replaced: () => {
            send({ event: 'replaced', data: {} });
            sse.close();
          },
          close: () => sse.close(),
        });
        if (!stream) {
          reply.header('retry-after', '30');
          throw new HttpError(503, 'Too many live connections on this server. Try again shortly.');
        }
        sse.onClose(stream.close);
        sse.keepAlive();
        send({ id: String(stream.lastId()), event: 'ready', data: {}, retry: RETRY_MS });
      },
    );
  };
}
