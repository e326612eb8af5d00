import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { waitUntil } from '../test/wait.ts';
import { closeUnusedConnectionsOnClose } from './unused-connections.ts';

// Graceful shutdown must not wait for a connection that never carried a request (HTTP clients
// and proxies open them ahead of need). Real sockets: app.inject has no connections.

const servers: FastifyInstance[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function listening(closeUnused: boolean) {
  const app = Fastify();
  if (closeUnused) closeUnusedConnectionsOnClose(app);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  app.get('/slow', async () => {
    arrive();
    await released;
    return { slow: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  return { app, port: (app.server.address() as AddressInfo).port, release, reached };
}

/** A connection that sends nothing, open once the server has accepted it. */
async function spareConnection(app: FastifyInstance, port: number) {
  const accepted = new Promise<void>((resolve) => app.server.once('connection', () => resolve()));
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  sockets.push(socket);
  await accepted;
  return socket;
}

/** Sends a request on `socket` and resolves with the start of its answer (the status line). */
function askOn(socket: net.Socket, path: string) {
  return new Promise<string>((resolve, reject) => {
    if (socket.destroyed) return reject(new Error('the server had closed the connection'));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n')) resolve(text.slice(0, text.indexOf('\r\n')));
    });
    socket.once('close', () => reject(new Error(`closed without an answer: ${text}`)));
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

test('a connection that never sent a request does not hold the shutdown', async () => {
  // Without it, Fastify waits for such a connection until its client drops it: once the app has
  // stopped listening (everything `close` does before it waits), the connection is still open,
  // and a request sent on it now is answered (503: the app is closing).
  const plain = await listening(false);
  const held = await spareConnection(plain.app, plain.port);
  const closing = plain.app.close();
  await waitUntil(() => !plain.app.server.listening);
  expect(await askOn(held, '/slow')).toBe('HTTP/1.1 503 Service Unavailable');
  held.destroy();
  await closing;

  const { app, port } = await listening(true);
  const spare = await spareConnection(app, port);
  const ended = new Promise<void>((resolve) => spare.once('close', () => resolve()));
  await app.close();
  await ended;
  expect(spare.destroyed).toBe(true);
});

test('a request under way still gets its answer', async () => {
  const { app, port, release, reached } = await listening(true);
  const answer = new Promise<{ status?: number; body: string }>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/slow', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
  await reached;
  const closed = app.close();
  release();
  expect(await answer).toEqual({ status: 200, body: '{"slow":true}' });
  await closed;
});
