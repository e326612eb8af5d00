import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { deferred, waitUntil, WAIT_GUARD_MS, type Deferred } from '../test/wait.ts';
import { trackInFlight } from './in-flight.ts';

// Graceful shutdown closes the database only once the writes in flight have ended, also those
// whose client left mid-way (lib/in-flight.ts). A plain Fastify app over real sockets: the case
// is a client that hangs up, which app.inject cannot do.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * An app whose `/work` handler and `onSend` hook wait until released; what they did, in order.
 * `reached(point)` resolves once a request has got there: a handler started (its path), a hook
 * holds it (`/guarded hook`), or the server saw its connection close (`closed <path>`).
 */
async function slowApp() {
  const steps: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const points = new Map<string, Deferred>();
  const point = (name: string) => {
    if (!points.has(name)) points.set(name, deferred());
    return points.get(name)!;
  };
  const reach = (name: string) => point(name).resolve();
  const reached = (name: string) => point(name).promise;
  const server = Fastify();
  trackInFlight(server);
  // After the tracker's own hook: its listener of the connection's close has run before this one.
  server.addHook('onRequest', async (req, reply) => {
    reply.raw.once('close', () => reach(`closed ${req.url}`));
  });
  server.addHook('onSend', async (req, _reply, payload) => {
    if (req.url === '/work') steps.push('onSend (the NOTIFY of a write)');
    return payload;
  });
  server.post('/work', async () => {
    reach('/work');
    await released;
    steps.push('handler');
    return { done: true };
  });
  server.post('/stream', (_req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('event: ready\ndata: {}\n\n');
    reach('/stream');
  });
  server.post('/quick', async () => ({ ok: true }));
  // A hook before the handler that waits until let through (an identity or a rate-limit check).
  let letThrough!: () => void;
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  const guard = () => {
    reach('/guarded hook');
    return through;
  };
  server.post('/guarded', { preHandler: guard }, async () => {
    steps.push('guarded handler started');
    await released;
    steps.push('guarded handler');
    return { done: true };
  });
  // Resolves with nothing (as a route that sends its answer itself may, once its client is gone):
  // Fastify then sends nothing, so nothing ever reaches res.end.
  server.post('/nothing', async () => {
    reach('/nothing');
    await released;
    steps.push('handler without an answer');
  });
  server.get('/slow-read', async () => {
    reach('/slow-read');
    await released;
    return { read: true };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  app = server;
  const { port } = server.server.address() as AddressInfo;
  return { server, port, steps, release, letThrough, reached };
}

/** Sends a write's headers and half its body, then hangs up once `when` resolves. */
async function hangUpMidBody(port: number, path: string, when: Promise<unknown>) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100\r\n\r\n{"half":',
  );
  await when;
  socket.destroy();
}

/** Sends a request and hangs up once `when` resolves (the answer never read). */
async function hangUp(port: number, method: string, path: string, when: Promise<unknown>) {
  const req = http.request({ port, method, path, host: '127.0.0.1' });
  req.on('error', () => {});
  req.on('response', (res) => res.on('error', () => {}));
  req.end();
  await when;
  req.destroy();
}

describe('writes in flight', () => {
  test('a write whose client hung up is in flight until its handler and hooks have run, after app.close()', async () => {
    const { server, port, steps, release, reached } = await slowApp();
    await hangUp(port, 'POST', '/work', reached('/work'));
    await server.close();
    // The connection is gone and the app closed, but the work goes on: only `release` ends it, so
    // a wait for idleness runs out (its bound is what is checked here, not a speed).
    expect(server.inFlight.count).toBe(1);
    expect(await server.inFlight.idle(50)).toBe(false);

    const idle = server.inFlight.idle(WAIT_GUARD_MS);
    release();
    expect(await idle).toBe(true);
    expect(steps).toEqual(['handler', 'onSend (the NOTIFY of a write)']);
    expect(server.inFlight.count).toBe(0);
  });

  test('a write whose client hung up and whose handler then settled without an answer ends when it settles', async () => {
    const { server, port, steps, release, reached } = await slowApp();
    await hangUp(port, 'POST', '/nothing', reached('/nothing'));
    // The server has seen the connection close before the handler settles.
    await reached('closed /nothing');
    expect(server.inFlight.list()).toEqual(['POST /nothing']);
    // As at shutdown: the app has closed, and the handler settles after.
    await server.close();
    const idle = server.inFlight.idle(WAIT_GUARD_MS);
    release();
    // Before, nothing ended it: a shutdown waited its whole bound (CI's load smoke was killed).
    expect(await idle).toBe(true);
    expect(steps).toEqual(['handler without an answer']);
  });

  test('a write whose client hung up before its handler started ends then; if its handler starts after all, it counts until it settles', async () => {
    const { server, port, steps, release, letThrough, reached } = await slowApp();
    // Its body never arrives: it ends.
    const headersIn = waitUntil(() => expect(server.inFlight.list()).toEqual(['POST /work']));
    await hangUpMidBody(port, '/work', headersIn);
    await reached('closed /work');
    expect(server.inFlight.list()).toEqual([]);

    // Its body arrived and a hook holds it when the client leaves: it ends then (before, it stayed
    // in flight until the hook let it through, and after the mixed-workload bench, with writes
    // queued for the pool, every shutdown waited out its bound). Its handler still starts once
    // the hook lets it through, and counts until it settles.
    await hangUp(port, 'POST', '/guarded', reached('/guarded hook'));
    await reached('closed /guarded');
    expect(server.inFlight.count).toBe(0);
    letThrough();
    await waitUntil(() => steps.includes('guarded handler started'));
    expect(server.inFlight.list()).toEqual(['POST /guarded']);
    await server.close();
    const idle = server.inFlight.idle(WAIT_GUARD_MS);
    release();
    expect(await idle).toBe(true);
    expect(steps.filter((s) => s.startsWith('guarded'))).toEqual([
      'guarded handler started',
      'guarded handler',
    ]);
  });

  test('an answered write is not in flight; one whose headers went out ends with its connection; reads are not counted', async () => {
    const { server, port, release, reached } = await slowApp();
    const answer = await fetch(`http://127.0.0.1:${port}/quick`, { method: 'POST' });
    expect(await answer.json()).toEqual({ ok: true });
    // Ended as its answer was written, before the client could read it.
    expect(server.inFlight.count).toBe(0);

    // Counted while it streams, until its client leaves.
    const streaming = reached('/stream').then(() =>
      expect(server.inFlight.list()).toEqual(['POST /stream']),
    );
    await hangUp(port, 'POST', '/stream', streaming);
    await reached('closed /stream');
    expect(server.inFlight.count).toBe(0);

    // A read whose client left: nothing for the shutdown to wait for.
    await hangUp(port, 'GET', '/slow-read', reached('/slow-read'));
    expect(server.inFlight.list()).toEqual([]);
    await reached('closed /slow-read');
    expect(server.inFlight.list()).toEqual([]);
    expect(await server.inFlight.idle(10)).toBe(true);
    release();
  });
});
