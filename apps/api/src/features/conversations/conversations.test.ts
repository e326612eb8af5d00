import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConversationList, UnreadAnswer } from '@resale-zone/contract/conversations';
import { conversations, notifications } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, payFor, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { conversationKit } from '../../test/conversations.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

const { opened, send, view, liveFor, both, stored } = conversationKit(() => ({ t, call }));
const list = async (who: SignedUp) =>
  ConversationList.parse((await call(who, 'GET', '/conversations')).json());
const unread = async (who: SignedUp) =>
  UnreadAnswer.parse((await call(who, 'GET', '/conversations/unread')).json());

describe('Message the seller', () => {
  test('opens one conversation per listing and buyer, also when clicked many times at once', async () => {
    const chat = await opened();
    const again = await call(chat.buyer, 'POST', '/conversations', { listingId: chat.listing.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ _id: chat.id, created: false });

    const other = await signUpAs(t, { accountType: 'buyer' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(other, 'POST', '/conversations', { listingId: chat.listing.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.listingId, chat.listing.id));
    expect(rows).toHaveLength(2);
  });

  test('a seller cannot message themselves; an unknown listing is a 404; anonymous is a 401', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const own = await call(seller, 'POST', '/conversations', { listingId: listing.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/your own listing/);
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const missing = await call(buyer, 'POST', '/conversations', {
      listingId: crypto.randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(null, 'POST', '/conversations', { listingId: listing.id })).statusCode).toBe(
      401,
    );
  });

  test('sellers message other sellers about their phones too', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(t.database.db, asSeller(other));
    const res = await call(seller, 'POST', '/conversations', { listingId: listing.id });
    expect(res.statusCode).toBe(201);
  });
});

describe('talking', () => {
  test('a conversation is listed once it has a message, with the other person, the last message and unread counts', async () => {
    const chat = await opened();
    expect((await list(chat.seller)).items).toEqual([]);
    expect((await list(chat.buyer)).items).toEqual([]);

    expect((await send(chat.buyer, chat.id, 'Is the battery original?')).statusCode).toBe(201);
    expect((await send(chat.buyer, chat.id, 'And does Face ID work?')).statusCode).toBe(201);

    const sellers = await list(chat.seller);
    expect(sellers.total).toBe(1);
    expect(sellers.items[0]).toMatchObject({
      _id: chat.id,
      role: 'seller',
      otherName: chat.buyer.user.name,
      listing: { _id: chat.listing.id, productName: chat.listing.productName },
      lastMessage: { body: 'And does Face ID work?', mine: false },
      unread: 2,
    });
    expect(await unread(chat.seller)).toEqual({ conversations: 1, messages: 2 });
    expect((await list(chat.buyer)).items[0]).toMatchObject({
      role: 'buyer',
      otherName: chat.seller.user.name,
      lastMessage: { mine: true },
      unread: 0,
    });
    expect(await unread(chat.buyer)).toEqual({ conversations: 0, messages: 0 });
  });

  test('sending tells both people live and notifies the other one', async () => {
    const chat = await opened();
    const res = await send(chat.buyer, chat.id, 'Hello!');
    const messageId = res.json().message._id as string;
    expect(await liveFor(messageId)).toEqual(both(chat, 'message'));
    // The seller's bell says so, linking to the conversation.
    const bell = await t.database.db
      .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, chat.seller.user.id));
    expect(bell).toContainEqual({
      kind: 'message',
      title: `New message from ${chat.buyer.user.name}`,
      link: `/deshboard/messages/${chat.id}`,
    });
  });

  test('reading clears the badge, and the sender sees the message as read', async () => {
    const chat = await opened();
    await send(chat.buyer, chat.id, 'Is it unlocked?');
    expect((await view(chat.buyer, chat.id)).items[0]).toMatchObject({ mine: true, read: false });

    const read = await call(chat.seller, 'POST', `/conversations/${chat.id}/read`);
    expect(read.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await liveFor(chat.id)).toEqual(both(chat, 'conversation'));
    expect(await unread(chat.seller)).toEqual({ conversations: 0, messages: 0 });
    expect((await view(chat.buyer, chat.id)).items[0]).toMatchObject({ read: true });
    const twice = await call(chat.seller, 'POST', `/conversations/${chat.id}/read`);
    expect(twice.json().modifiedCount).toBe(0);

    await send(chat.seller, chat.id, 'Yes, any SIM works.');
    const buyerView = await view(chat.buyer, chat.id);
    expect(buyerView.items.map((i) => i.kind === 'message' && i.body)).toEqual([
      'Is it unlocked?',
      'Yes, any SIM works.',
    ]);
    expect(await unread(chat.buyer)).toEqual({ conversations: 1, messages: 1 });
  });

  test('the newest conversation comes first', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const listing = await createListing(t.database.db, asSeller(seller));
      const id = (await call(buyer, 'POST', '/conversations', { listingId: listing.id })).json()
        ._id;
      await send(buyer, id, `About phone ${i}`);
      ids.push(id);
    }
    await send(seller, ids[0]!, 'Still available');
    expect((await list(buyer)).items.map((c) => c._id)).toEqual([ids[0], ids[2], ids[1]]);
  });

  test('a booking the buyer makes afterwards shows in the conversation, and so does its payment', async () => {
    const chat = await opened();
    await send(chat.buyer, chat.id, 'Can we meet tomorrow?');
    const booked = await call(chat.buyer, 'POST', '/booking', {
      product_id: chat.listing.id,
      number: '01711000000',
      place: 'Banani 11',
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().insertedId as string;
    expect((await payFor(t, chat.buyer, bookingId)).statusCode).toBe(200);
    const items = (await view(chat.seller, chat.id)).items;
    expect(items.map((i) => (i.kind === 'booking' ? i.event : 'message'))).toEqual([
      'message',
      'booked',
      'paid',
    ]);
    expect(items[2]).toMatchObject({ kind: 'booking', bookingId, state: 'held' });
  });
});

describe('only the two people in a conversation see it', () => {
  test('anyone else, admins included, gets a 404 for every route, and nothing is written', async () => {
    const chat = await opened();
    await send(chat.buyer, chat.id, 'Hi');
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    const admin = await signUpAs(t, { accountType: 'admin' });
    for (const who of [stranger, admin]) {
      const answers = await Promise.all([
        call(who, 'GET', `/conversations/${chat.id}`),
        send(who, chat.id, 'Let me in'),
        call(who, 'POST', `/conversations/${chat.id}/read`),
        call(who, 'PUT', `/conversations/${chat.id}/block`),
        call(who, 'DELETE', `/conversations/${chat.id}/block`),
        call(who, 'POST', `/conversations/${chat.id}/report`, { reason: 'spam' }),
      ]);
      for (const a of answers) {
        expect(a.statusCode).toBe(404);
        expect(a.json().message).toBe('This conversation does not exist.');
      }
      expect((await list(who)).items).toEqual([]);
    }
    expect(await stored(chat.id)).toHaveLength(1);
  });

  test('an id from another conversation reaches nothing of this one', async () => {
    const a = await opened();
    const b = await opened();
    const res = await send(a.buyer, b.id, 'Wrong conversation');
    expect(res.statusCode).toBe(404);
    expect(await stored(b.id)).toHaveLength(0);
    expect(await stored(a.id)).toHaveLength(0);
  });
});
