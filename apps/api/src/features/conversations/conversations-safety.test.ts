import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { conversationKit } from '../../test/conversations.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

const { opened, send, view, liveFor, both, stored } = conversationKit(() => ({ t, call }));

describe('hostile messages', () => {
  test('HTML and script are stored and answered as the text typed', async () => {
    const chat = await opened();
    const text =
      '<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:x">link</a>';
    const res = await send(chat.buyer, chat.id, text);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await view(chat.seller, chat.id)).items[0]).toMatchObject({ body: text });
    expect((await stored(chat.id))[0]!.body).toBe(text);
  });

  test.each([
    ['2,001 characters', 'x'.repeat(2001)],
    ['nothing but spaces', '   \n  '],
    ['an empty string', ''],
    ['a number', 42],
    ['a list', ['hi']],
    ['null', null],
  ])('%s is a 400 naming body, and nothing is written', async (_name, body) => {
    const chat = await opened();
    const res = await send(chat.buyer, chat.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body');
    expect(await stored(chat.id)).toHaveLength(0);
  });

  test('a NUL is a 400 naming body', async () => {
    const chat = await opened();
    const res = await send(chat.buyer, chat.id, 'hi\u0000there');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body');
    expect(await stored(chat.id)).toHaveLength(0);
  });

  test('2,000 characters are fine, emoji counted as one each', async () => {
    const chat = await opened();
    expect((await send(chat.buyer, chat.id, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await send(chat.buyer, chat.id, '📱'.repeat(2000))).statusCode).toBe(201);
    expect((await send(chat.buyer, chat.id, '📱'.repeat(2001))).statusCode).toBe(400);
  });
});

describe('staying safe', () => {
  test('a phone number before a booking is sent with a warning; after the booking it is not', async () => {
    const chat = await opened();
    const before = await send(chat.seller, chat.id, 'Call me on 01711-234567');
    expect(before.statusCode).toBe(201);
    expect(before.json().warning).toBe('off_platform');
    expect(await stored(chat.id)).toHaveLength(1);
    const plain = await send(chat.buyer, chat.id, 'iPhone 13 128GB for $850?');
    expect(plain.json().warning).toBeNull();

    const booked = await call(chat.buyer, 'POST', '/booking', {
      product_id: chat.listing.id,
      number: '01711000000',
      place: 'Banani 11',
    });
    expect(booked.statusCode).toBe(201);
    const after = await send(chat.seller, chat.id, 'I am at gate 2, call 01711-234567');
    expect(after.json().warning).toBeNull();
  });

  test('a block ends new messages both ways, in every conversation of the two, until lifted', async () => {
    const chat = await opened();
    await send(chat.buyer, chat.id, 'Hello');
    const blocked = await call(chat.seller, 'PUT', `/conversations/${chat.id}/block`);
    expect(blocked.json()).toEqual({ acknowledged: true, blocked: true });
    expect(await liveFor(chat.id)).toEqual(both(chat, 'conversation'));

    const fromBuyer = await send(chat.buyer, chat.id, 'Why?');
    expect(fromBuyer.statusCode).toBe(403);
    expect(fromBuyer.json()).toMatchObject({ reason: 'blocked' });
    const fromSeller = await send(chat.seller, chat.id, 'Bye');
    expect(fromSeller.statusCode).toBe(403);
    expect(fromSeller.json().message).toMatch(/Unblock/);
    expect(await view(chat.seller, chat.id)).toMatchObject({
      blockedByMe: true,
      blockedByOther: false,
    });
    expect(await view(chat.buyer, chat.id)).toMatchObject({
      blockedByMe: false,
      blockedByOther: true,
    });

    const another = await createListing(t.database.db, asSeller(chat.seller));
    const opening = await call(chat.buyer, 'POST', '/conversations', { listingId: another.id });
    expect(opening.statusCode).toBe(403);
    expect(await stored(chat.id)).toHaveLength(1);

    await call(chat.seller, 'DELETE', `/conversations/${chat.id}/block`);
    expect((await send(chat.buyer, chat.id, 'Thanks')).statusCode).toBe(201);
  });

  test('a report reaches the admins, who read that conversation and bar the sender; each action is audited', async () => {
    const chat = await opened();
    await send(chat.seller, chat.id, 'Pay me by bKash first, 01711-234567');
    const admin = await signUpAs(t, { accountType: 'admin' });

    const reported = await call(chat.buyer, 'POST', `/conversations/${chat.id}/report`, {
      reason: 'off-platform-payment',
      note: 'Wants money before we meet',
    });
    expect(reported.statusCode).toBe(201);
    expect((await view(chat.buyer, chat.id)).reported).toBe(true);
    const twice = await call(chat.buyer, 'POST', `/conversations/${chat.id}/report`, {
      reason: 'spam',
    });
    expect(twice.statusCode).toBe(409);

    const reports = (await call(admin, 'GET', '/admin/conversation-reports')).json();
    const report = reports.find((r: { conversationId: string }) => r.conversationId === chat.id);
    expect(report).toMatchObject({
      reason: 'off-platform-payment',
      status: 'open',
      reporter: { email: chat.buyer.user.email },
      reported: { email: chat.seller.user.email, banned: false },
    });
    const seen = (await call(admin, 'GET', `/admin/conversation-reports/${report._id}`)).json();
    expect(seen.messages).toEqual([
      expect.objectContaining({
        from: 'seller',
        offPlatform: true,
        body: expect.stringMatching(/bKash/),
      }),
    ]);

    const decided = await call(admin, 'POST', `/admin/conversation-reports/${report._id}/decide`, {
      action: 'ban',
      note: 'Asked for payment off the platform',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'banned', reported: { banned: true } });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'ban-from-messaging'),
          eq(auditEvents.targetId, chat.seller.user.id),
        ),
      );
    expect(audit).toMatchObject([
      { actorId: admin.user.id, detail: 'Asked for payment off the platform' },
    ]);

    const barred = await send(chat.seller, chat.id, 'Hello?');
    expect(barred.statusCode).toBe(403);
    expect(barred.json()).toMatchObject({ reason: 'banned' });
    expect((await view(chat.seller, chat.id)).banned).toBe(true);
    expect((await send(chat.buyer, chat.id, 'Reported you')).statusCode).toBe(201);

    const again = await call(admin, 'POST', `/admin/conversation-reports/${report._id}/decide`, {
      action: 'dismiss',
      note: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
  });

  test('a dismissed report is audited and the account keeps messaging; admins see reported conversations only', async () => {
    const chat = await opened();
    await send(chat.buyer, chat.id, 'Hi');
    const quiet = await opened();
    await send(quiet.buyer, quiet.id, 'Nothing to report here');
    const admin = await signUpAs(t, { accountType: 'admin' });
    await call(chat.seller, 'POST', `/conversations/${chat.id}/report`, { reason: 'spam' });
    const reports = (await call(admin, 'GET', '/admin/conversation-reports')).json() as {
      _id: string;
      conversationId: string;
    }[];
    expect(reports.some((r) => r.conversationId === quiet.id)).toBe(false);
    const report = reports.find((r) => r.conversationId === chat.id)!;
    const res = await call(admin, 'POST', `/admin/conversation-reports/${report._id}/decide`, {
      action: 'dismiss',
      note: 'A normal question',
    });
    expect(res.json()).toMatchObject({ status: 'dismissed', decisionNote: 'A normal question' });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'dismiss-conversation-report'),
          eq(auditEvents.targetId, report._id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect((await send(chat.buyer, chat.id, 'Still here')).statusCode).toBe(201);
    const missing = await call(admin, 'GET', `/admin/conversation-reports/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  test('a decision without a note is a 400 naming note, and nothing changes', async () => {
    const chat = await opened();
    await send(chat.buyer, chat.id, 'Hi');
    await call(chat.seller, 'POST', `/conversations/${chat.id}/report`, { reason: 'abuse' });
    const admin = await signUpAs(t, { accountType: 'admin' });
    const reports = (await call(admin, 'GET', '/admin/conversation-reports')).json();
    const report = reports.find((r: { conversationId: string }) => r.conversationId === chat.id);
    const res = await call(admin, 'POST', `/admin/conversation-reports/${report._id}/decide`, {
      action: 'ban',
      note: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('note');
    expect((await send(chat.buyer, chat.id, 'Still here')).statusCode).toBe(201);
  });
});
