import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { boundedWriter } from './bounded-writer.ts';
import type { LiveService } from './live.service.ts';

/** A client's Last-Event-ID: an event id this server gave, or nothing (then the stream starts now). */
export function parseEventId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 2000;
/**
 * A comment line this often keeps proxies from closing an idle stream, and makes a vanished
 * client's socket fail once TCP gives up on it.
 */
const HEARTBEAT_MS = 30_000;

/**
 * `GET /api/live`: the signed-in person's Server-Sent Events (decision 026). Each event is
 * `event: <type>`, `id: <event id>`, `data: {"refId": …}`; `ready` opens the stream (its id is
 * where a reconnection catches up from), `resync` asks the page to refetch what it shows, `replaced` (the person opened too many
 * streams) and `ended` (the session that opened it ended: sign-out, a password reset, a role
 * change) ask the client not to reconnect. Every write, heartbeats included, goes through
 * `boundedWriter`: a client that stops reading has its stream closed, not its events kept.
 */
export function liveRoutes(deps: { live: LiveService }): FastifyPluginAsync {
  const { live } = deps;
  return async (app) => {
    app.get(
      '/live',
      {
        // The heartbeat is this route's own, so that it goes through the same bound.
        sse: { kind: 'only', heartbeat: false },
        onRequest: requireUser,
        schema: { hide: true },
      },
      async (req, reply) => {
        const sse = reply.sse;
        const writer = boundedWriter(reply.raw, () => {
          req.log.warn(
            { unsent: reply.raw.writableLength },
            'live stream closed: its client is not reading',
          );
          sse.close();
        });
        const send = (message: Parameters<typeof sse.send>[0]) => {
          if (sse.isConnected) writer.write(() => void sse.send(message).catch(() => sse.close()));
        };
        const who = { userId: req.user!.id, sessionId: req.sessionId };
        const stream = await live.connect(who, parseEventId(sse.lastEventId), {
          send: (e) => send({ id: String(e.id), event: e.type, data: { refId: e.refId } }),
          resync: () => send({ event: 'resync', data: {} }),
          replaced: () => {
            send({ event: 'replaced', data: {} });
            sse.close();
          },
          close: () => sse.close(),
          ended: () => {
            send({ event: 'ended', data: {} });
            sse.close();
          },
        });
        if (!stream) {
          reply.header('retry-after', '30');
          throw new HttpError(503, 'Too many live connections on this server. Try again shortly.');
        }
        sse.onClose(stream.close);
        sse.keepAlive();
        send({ id: String(stream.lastId()), event: 'ready', data: {}, retry: RETRY_MS });
        const heartbeat = setInterval(() => {
          if (sse.isConnected) writer.write(() => reply.raw.write(': heartbeat\n\n'));
        }, HEARTBEAT_MS).unref();
        sse.onClose(() => clearInterval(heartbeat));
      },
    );
  };
}
