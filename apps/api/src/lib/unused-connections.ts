import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Connections that never sent a byte are closed when the app closes.
 *
 * `app.close()` waits for every connection to end. Node's `closeIdleConnections()`, which
 * Fastify calls, closes the ones that finished a request and wait for the next; a connection
 * that has not sent its first request yet counts as busy, so the shutdown waits until its client
 * drops it. Browsers, proxies and HTTP clients open such spare connections ahead of need (undici
 * opens one when a request is aborted), so a shutdown could wait out its whole deadline and exit
 * with an error. Closing them loses nothing: no request was on them.
 */
export function closeUnusedConnectionsOnClose(app: FastifyInstance): void {
  const open = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  });
}
