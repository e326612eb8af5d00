import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveEvents } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { openLive, type LiveClient } from '../../test/live-client.ts';
import { createTestContext, secondInstance, type TestContext } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait.ts';

// The live channel (decision 026) over real HTTP: what a person's open page is told, when, and
// what it catches up on after its stream drops.

let t: TestContext;
let base: string;
let ann: SignedUp;
let bob: SignedUp;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ann = await signUpAs(t, { accountType: 'buyer' });
  bob = await signUpAs(t, { accountType: 'seller' });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

function open(who: SignedUp, base_ = base, lastEventId?: string) {
  const client = openLive(base_, who.headers, { lastEventId });
  clients.push(client);
  return client;
}

const publish = (userIds: string[], refId: string, on: Db = t.database.db) =>
  t.app.live.publish(on, userIds, 'notification', refId);

describe('GET /api/live', () => {
  test('needs a signed-in person (401), and refuses a client that only takes JSON (406)', async () => {
    expect((await t.app.inject({ url: '/api/live' })).statusCode).toBe(401);
    const json = await t.app.inject({
      url: '/api/live',
      headers: { ...ann.headers, accept: 'application/json' },
    });
    expect(json.statusCode).toBe(406);
  });

  test('a new stream opens with `ready`; an event reaches its person only', async () => {
    const annStream = open(ann);
    const bobStream = open(bob);
    await annStream.waitFor((e) => e.type === 'ready');
    await bobStream.waitFor((e) => e.type === 'ready');
    await publish([ann.user.id], 'for-ann');
    const got = await annStream.waitFor((e) => e.refId === 'for-ann');
    expect(got.type).toBe('notification');
    expect(Number(got.id)).toBeGreaterThan(0);
    await publish([bob.user.id], 'for-bob');
    await bobStream.waitFor((e) => e.refId === 'for-bob');
    expect(bobStream.events.some((e) => e.refId === 'for-ann')).toBe(false);
    expect(annStream.events.some((e) => e.refId === 'for-bob')).toBe(false);
  });

  test('an event written in a transaction is sent when it commits, and never if it rolls back', async () => {
    const stream = open(ann);
    await stream.waitFor((e) => e.type === 'ready');
    let publishedInside = false;
    await t.database.db.transaction(async (tx) => {
      await publish([ann.user.id], 'committed', tx);
      publishedInside = true;
      // The transaction is still open: the row it points to is not visible to anyone yet.
      if (t.database.kind === 'postgres') {
        // An event committed meanwhile on another connection reaches the stream: whatever the
        // channel had to send by then has been sent, and the open transaction's event is not in it.
        await publish([ann.user.id], 'meanwhile');
        await stream.waitFor((e) => e.refId === 'meanwhile');
      }
      // (PGlite has one connection: nothing else can commit or be sent until this one ends.)
      expect(stream.events.some((e) => e.refId === 'committed')).toBe(false);
    });
    expect(publishedInside).toBe(true);
    await stream.waitFor((e) => e.refId === 'committed');
    await t.database.db
      .transaction(async (tx) => {
        await publish([ann.user.id], 'rolled-back', tx);
        tx.rollback();
      })
      .catch(() => {});
    await publish([ann.user.id], 'after-rollback');
    await stream.waitFor((e) => e.refId === 'after-rollback');
    expect(stream.events.some((e) => e.refId === 'rolled-back')).toBe(false);
  });

  test("a person's events are kept a day: a new one removes their older ones, and no one else's", async () => {
    await publish([ann.user.id, bob.user.id], 'two-days-ago');
    await publish([ann.user.id], 'an-hour-ago');
    await t.database.db.execute(
      sql`update live_events set created_at = now() - interval '2 days' where ref_id = 'two-days-ago'`,
    );
    await t.database.db.execute(
      sql`update live_events set created_at = now() - interval '1 hour' where ref_id = 'an-hour-ago'`,
    );
    const stream = open(ann);
    await stream.waitFor((e) => e.type === 'ready');
    await publish([ann.user.id], 'now');
    // The event went out with its id, as every event does.
    const sent = await stream.waitFor((e) => e.refId === 'now');
    expect(Number(sent.id)).toBeGreaterThan(0);
    const kept = await t.database.db
      .select({ userId: liveEvents.userId, refId: liveEvents.refId })
      .from(liveEvents)
      .where(inArray(liveEvents.refId, ['two-days-ago', 'an-hour-ago', 'now']));
    expect(kept).toEqual(
      expect.arrayContaining([
        { userId: ann.user.id, refId: 'an-hour-ago' },
        { userId: ann.user.id, refId: 'now' },
        { userId: bob.user.id, refId: 'two-days-ago' },
      ]),
    );
    expect(kept).toHaveLength(3);
  });

  test('a Last-Event-ID this server could not have given starts the stream now', async () => {
    await publish([ann.user.id], 'old-news');
    for (const lastEventId of ['abc', '-1', '9'.repeat(40), '1e9', "1' or '1'='1"]) {
      const stream = open(ann, base, lastEventId);
      await stream.waitFor((e) => e.type === 'ready');
      stream.close();
      expect(
        stream.events.some((e) => e.refId === 'old-news'),
        lastEventId,
      ).toBe(false);
    }
  });

  test('a client coming back with Last-Event-ID is sent what it missed, in order', async () => {
    const first = open(bob);
    const ready = await first.waitFor((e) => e.type === 'ready');
    first.close();
    for (const ref of ['missed-1', 'missed-2', 'missed-3']) await publish([bob.user.id], ref);
    const again = open(bob, base, ready.id);
    await again.waitFor((e) => e.refId === 'missed-3');
    const refs = again.events.filter((e) => e.refId?.startsWith('missed-')).map((e) => e.refId);
    expect(refs).toEqual(['missed-1', 'missed-2', 'missed-3']);
  });

  test('an event that arrives live while a catch-up reads the table comes once, after what was missed', async () => {
    // The window between a stream registering and its catch-up reading the table, widened: an
    // event is published and heard by this instance before the read, which then finds it too.
    let during: (() => Promise<void>) | null = null;
    const own = await createTestContext(
      {},
      { live: { beforeCatchUp: () => during?.() ?? Promise.resolve() } },
    );
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
      const cleo = await signUpAs(own, { accountType: 'buyer' });
      const say = (ref: string) =>
        own.app.live.publish(own.database.db, [cleo.user.id], 'notification', ref);
      const watcher = open(cleo, url);
      const ready = await watcher.waitFor((e) => e.type === 'ready');
      await say('away-1');
      await say('away-2');
      during = async () => {
        during = null;
        await say('meanwhile');
        // Heard by this instance: its other stream has it.
        await watcher.waitFor((e) => e.refId === 'meanwhile');
      };
      const back = open(cleo, url, ready.id);
      await back.waitFor((e) => e.refId === 'meanwhile');
      await say('after');
      await back.waitFor((e) => e.refId === 'after');
      expect(back.events.filter((e) => e.type === 'notification').map((e) => e.refId)).toEqual([
        'away-1',
        'away-2',
        'meanwhile',
        'after',
      ]);
    } finally {
      await own.close();
    }
  });

  test('a dropped connection reconnects on its own and loses nothing sent meanwhile', async () => {
    // A proxy between client and server whose connections are cut, as a network drop would.
    const sockets = new Set<net.Socket>();
    const target = new URL(base);
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const proxied = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const stream = open(ann, proxied);
      await stream.waitFor((e) => e.type === 'ready');
      for (const s of sockets) s.destroy();
      for (const ref of ['gap-1', 'gap-2']) await publish([ann.user.id], ref);
      await stream.waitFor((e) => e.refId === 'gap-2');
      expect(stream.opened()).toBe(2);
      expect(stream.events.filter((e) => e.refId === 'gap-1')).toHaveLength(1);
    } finally {
      for (const s of sockets) s.destroy();
      proxy.close();
    }
  });

  test('a client whose connection is reset without a word leaves no stream behind', async () => {
    // An instance of its own, so that no other test's stream comes or goes in the count.
    const own = await createTestContext();
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (own.app.server.address() as AddressInfo).port;
      const who = await signUpAs(own, { accountType: 'buyer' });
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', () => {});
      socket.write(
        `GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n` +
          `Authorization: ${who.headers.authorization}\r\n\r\n`,
      );
      await waitUntil(() => expect(received).toContain('event: ready'));
      expect(own.app.live.connections()).toBe(1);
      socket.resetAndDestroy();
      await waitUntil(() => own.app.live.connections() === 0);
    } finally {
      await own.close();
    }
  });

  test("a person's streams beyond the limit close their oldest; the instance's limit answers 503", async () => {
    const small = await createTestContext({ LIVE_MAX_PER_USER: '2', LIVE_MAX_CONNECTIONS: '3' });
    try {
      await small.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(small.app.server.address() as AddressInfo).port}`;
      const [carl, dana] = [
        await signUpAs(small, { accountType: 'buyer' }),
        await signUpAs(small, { accountType: 'buyer' }),
      ];
      const streams = [open(carl, url), open(carl, url)];
      for (const s of streams) await s.waitFor((e) => e.type === 'ready');
      const third = open(carl, url);
      await third.waitFor((e) => e.type === 'ready');
      await streams[0]!.waitFor((e) => e.type === 'replaced');
      expect(small.app.live.connections()).toBe(2);
      open(dana, url);
      await waitUntil(() => small.app.live.connections() === 3);
      const refused = await fetch(`${url}/api/live`, {
        headers: { ...dana.headers, accept: 'text/event-stream' },
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
    } finally {
      await small.close();
    }
  });
});

describe('two instances on one database', () => {
  test('an event published through one instance reaches a stream held by the other', async () => {
    const { other, base: otherBase } = await secondInstance(t);
    try {
      const stream = open(bob, otherBase);
      await stream.waitFor((e) => e.type === 'ready');
      await t.database.db.transaction((tx) =>
        t.app.live.publish(tx, [bob.user.id], 'message', 'from-the-first'),
      );
      const got = await stream.waitFor((e) => e.refId === 'from-the-first');
      expect(got.type).toBe('message');
    } finally {
      await other.close();
    }
  });
});
