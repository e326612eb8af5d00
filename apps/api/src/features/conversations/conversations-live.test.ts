import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Conversation } from '@resale-zone/contract/conversations';
import { buildApp } from '../../app.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { openLive, type LiveClient } from '../../test/live-client.ts';
import { asSeller } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// A conversation over the live channel (decision 026): a message sent through one instance
// reaches the other person's stream held by another instance on the same database, and a client
// that was away catches up on what it missed.

let t: TestContext;
let other: FastifyInstance;
let otherBase: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestContext();
  other = await buildApp({
    env: t.env,
    database: t.database,
    logger: false,
    jobs: { work: false },
  });
  await other.listen({ port: 0, host: '127.0.0.1' });
  otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await other?.close();
  await t?.close();
});

const open = (who: SignedUp, lastEventId?: string) => {
  const client = openLive(otherBase, who.headers, { lastEventId });
  clients.push(client);
  return client;
};

async function chat() {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer' });
  const listing = await createListing(t.database.db, asSeller(seller));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: buyer.headers,
    payload: { listingId: listing.id },
  });
  return { seller, buyer, id: res.json()._id as string };
}
const send = (app: FastifyInstance, who: SignedUp, id: string, body: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: who.headers,
    payload: { body },
  });

test('a message sent through one instance reaches the seller’s stream on the other, and the seller reads it there', async () => {
  const c = await chat();
  const stream = open(c.seller);
  await stream.waitFor((e) => e.type === 'ready');
  const sent = await send(t.app, c.buyer, c.id, 'Is the battery original?');
  expect(sent.statusCode).toBe(201);
  const messageId = sent.json().message._id as string;
  const got = await stream.waitFor((e) => e.refId === messageId);
  expect(got.type).toBe('message');
  const seen = await other.inject({ url: `/api/conversations/${c.id}`, headers: c.seller.headers });
  expect(Conversation.parse(seen.json()).items).toMatchObject([
    { kind: 'message', _id: messageId, body: 'Is the battery original?', mine: false },
  ]);
  const badge = await other.inject({ url: '/api/conversations/unread', headers: c.seller.headers });
  expect(badge.json()).toEqual({ conversations: 1, messages: 1 });
});

test('a buyer whose stream dropped gets every answer sent meanwhile when it comes back', async () => {
  const c = await chat();
  const first = open(c.buyer);
  const ready = await first.waitFor((e) => e.type === 'ready');
  first.close();
  const ids: string[] = [];
  for (const text of ['Yes, original', 'Health is 91%', 'Gate 2 at 5?']) {
    ids.push((await send(t.app, c.seller, c.id, text)).json().message._id);
  }
  const again = open(c.buyer, ready.id);
  await again.waitFor((e) => e.refId === ids[2]);
  const got = again.events.filter((e) => e.type === 'message').map((e) => e.refId);
  expect(got).toEqual(ids);
});
