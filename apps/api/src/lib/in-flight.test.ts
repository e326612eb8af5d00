import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { trackInFlight } from './in-flight.ts';

// Graceful shutdown closes the database only once the writes in flight have ended, also those
// whose client left mid-way (lib/in-flight.ts). A plain Fastify app over real sockets: the case
// is a client that hangs up, which app.inject cannot do.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose `/work` handler and `onSend` hook wait until released; what they did, in order. */
async function slowApp() {
  const steps: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = Fastify();
  trackInFlight(server);
  server.addHook('onSend', async (req, _reply, payload) => {
    if (req.url === '/work') steps.push('onSend (the NOTIFY of a write)');
    return payload;
  });
  server.post('/work', async () => {
    await released;
    steps.push('handler');
    return { done: true };
  });
  server.post('/stream', (_req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('event: ready\ndata: {}\n\n');
  });
  server.post('/quick', async () => ({ ok: true }));
  // A hook before the handler that waits until let through (an identity or a rate-limit check).
  let letThrough!: () => void;
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  server.post('/guarded', { preHandler: () => through }, async () => {
    steps.push('guarded handler started');
    await released;
    steps.push('guarded handler');
    return { done: true };
  });
  // Resolves with nothing (as a route that sends its answer itself may, once its client is gone):
  // Fastify then sends nothing, so nothing ever reaches res.end.
  server.post('/nothing', async () => {
    await released;
    steps.push('handler without an answer');
  });
  server.get('/slow-read', async () => {
    await released;
    return { read: true };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  app = server;
  const { port } = server.server.address() as AddressInfo;
  return { server, port, steps, release, letThrough };
}

/** Sends a write's headers and half its body, then hangs up after `afterMs`. */
function hangUpMidBody(port: number, path: string, afterMs: number) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100\r\n\r\n{"half":',
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, afterMs);
    });
    socket.on('error', () => {});
  });
}

/** Sends a request and hangs up after `afterMs` (the answer never read). */
function hangUp(port: number, method: string, path: string, afterMs: number) {
  return new Promise<void>((resolve) => {
    const req = http.request({ port, method, path, host: '127.0.0.1' });
    req.on('error', () => {});
    req.on('response', (res) => res.on('error', () => {}));
    req.end();
    setTimeout(() => {
      req.destroy();
      resolve();
    }, afterMs);
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('writes in flight', () => {
  test('a write whose client hung up is in flight until its handler and hooks have run, after app.close()', async () => {
    const { server, port, steps, release } = await slowApp();
    await hangUp(port, 'POST', '/work', 50);
    await server.close();
    // The connection is gone and the app closed, but the work goes on.
    expect(server.inFlight.count).toBe(1);
    expect(await server.inFlight.idle(50)).toBe(false);

    const idle = server.inFlight.idle(5000);
    release();
    expect(await idle).toBe(true);
    expect(steps).toEqual(['handler', 'onSend (the NOTIFY of a write)']);
    expect(server.inFlight.count).toBe(0);
  });

  test('a write whose client hung up and whose handler then settled without an answer ends when it settles', async () => {
    const { server, port, steps, release } = await slowApp();
    await hangUp(port, 'POST', '/nothing', 50);
    // The server has seen the connection close before the handler settles.
    await new Promise((r) => setTimeout(r, 100));
    expect(server.inFlight.list()).toEqual(['POST /nothing']);
    // As at shutdown: the app has closed, and the handler settles after.
    await server.close();
    const idle = server.inFlight.idle(2000);
    release();
    // Before, nothing ended it: a shutdown waited its whole bound (CI's load smoke was killed).
    expect(await idle).toBe(true);
    expect(steps).toEqual(['handler without an answer']);
  });

  test('a write whose client hung up before its handler started ends then; if its handler starts after all, it counts until it settles', async () => {
    const { server, port, steps, release, letThrough } = await slowApp();
    // Its body never arrives: it ends.
    await hangUpMidBody(port, '/work', 50);
    await until(() => server.inFlight.count === 0);
    expect(server.inFlight.list()).toEqual([]);

    // Its body arrived and a hook holds it when the client leaves: it ends then (before, it stayed
    // in flight until the hook let it through, and after the mixed-workload bench, with writes
    // queued for the pool, every shutdown waited out its bound). Its handler still starts once
    // the hook lets it through, and counts until it settles.
    await hangUp(port, 'POST', '/guarded', 50);
    await until(() => server.inFlight.count === 0);
    expect(server.inFlight.count).toBe(0);
    letThrough();
    await until(() => steps.includes('guarded handler started'));
    expect(server.inFlight.list()).toEqual(['POST /guarded']);
    await server.close();
    const idle = server.inFlight.idle(2000);
    release();
    expect(await idle).toBe(true);
    expect(steps.filter((s) => s.startsWith('guarded'))).toEqual([
      'guarded handler started',
      'guarded handler',
    ]);
  });

  test('an answered write is not in flight; one whose headers went out ends with its connection; reads are not counted', async () => {
    const { server, port, release } = await slowApp();
    const answer = await fetch(`http://127.0.0.1:${port}/quick`, { method: 'POST' });
    expect(await answer.json()).toEqual({ ok: true });
    await until(() => server.inFlight.count === 0);
    expect(server.inFlight.count).toBe(0);

    await hangUp(port, 'POST', '/stream', 100);
    await until(() => server.inFlight.count === 0);
    expect(server.inFlight.count).toBe(0);

    // A read whose client left: nothing for the shutdown to wait for.
    await hangUp(port, 'GET', '/slow-read', 50);
    expect(server.inFlight.list()).toEqual([]);
    expect(await server.inFlight.idle(10)).toBe(true);
    release();
  });
});
