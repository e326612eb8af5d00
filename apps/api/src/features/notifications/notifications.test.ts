import { describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  MarkReadAnswer,
  NOTIFICATION_KINDS,
  NotificationList,
  NotificationPreferences,
} from '@resale-zone/contract/notifications';
import { liveEvents, mailOutbox, notificationMailMarks, notifications } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { bookedPhone, CHECKED, heldSale } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createNotificationsRepo } from './notifications.repo.ts';
import { createNotificationsService, type Publish } from './notifications.service.ts';
import type { Call } from '../../test/sales.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

const put = (who: SignedUp, url: string, payload: unknown) =>
  call(who, 'PUT', url, payload as object);

async function bell(who: SignedUp) {
  const res = await call(who, 'GET', '/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return NotificationList.parse(res.json());
}
const verify = (...who: SignedUp[]) =>
  Promise.all(
    who.map((w) =>
      t.database.db.execute(sql`update users set email_verified = true where id = ${w.user.id}`),
    ),
  );
const mailsTo = async (who: SignedUp, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.user.email), eq(mailOutbox.kind, kind)));

/** The service on the test database, with a recording live channel. */
function serviceWith(published: { userIds: readonly string[]; type: string; refId: string }[]) {
  const publish: Publish = async (_on, userIds, type, refId) => {
    published.push({ userIds, type, refId });
  };
  return createNotificationsService({
    repo: createNotificationsRepo(t.database.db),
    publicUrl: t.env.PUBLIC_URL ?? 'http://localhost',
    publish,
  });
}

describe('the sales the bell tells of', () => {
  test('a booking reaches its seller’s bell, linked to their orders; the buyer’s stays empty', async () => {
    const s = await bookedPhone(t);
    const sellerBell = await bell(s.seller);
    expect(sellerBell.unread).toBe(1);
    expect(sellerBell.items[0]).toMatchObject({
      kind: 'booking',
      link: '/deshboard/order',
      read: false,
    });
    expect(sellerBell.items[0]!.title).toContain(s.listing.productName);
    expect((await bell(s.buyer)).items).toEqual([]);
    // The live channel carries it to an open page: one event, pointing at the notification.
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.userId, s.seller.user.id));
    expect(events.map((e) => [e.type, e.refId])).toEqual([
      ['notification', sellerBell.items[0]!.id],
    ]);
  });

  test('a held payment, then the handover, reach both sides', async () => {
    const s = await heldSale(t);
    const buyerKinds = (await bell(s.buyer)).items.map((n) => n.kind);
    expect(buyerKinds).toEqual(['payment']);
    expect((await bell(s.seller)).items.map((n) => n.kind)).toEqual(['payment', 'booking']);
    const code = (await call(s.buyer, 'POST', `/bookings/${s.bookingId}/checklist`, CHECKED)).json()
      .code as string;
    const done = await call(s.seller, 'POST', `/orders/${s.bookingId}/handover`, { code });
    expect(done.statusCode, done.body).toBe(200);
    const buyerBell = await bell(s.buyer);
    expect(buyerBell.items[0]).toMatchObject({
      kind: 'handover',
      link: `/deshboard/receipt/${s.bookingId}`,
    });
    expect((await bell(s.seller)).items[0]!.kind).toBe('handover');
  });

  test('a released hold reaches both sides', async () => {
    const s = await heldSale(t);
    const cancelled = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, {
      reason: 'We could not agree on a place',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await bell(s.buyer)).items[0]!.kind).toBe('hold');
    expect((await bell(s.seller)).items[0]!.kind).toBe('hold');
  });

  test('a verified seller is mailed by default; with email turned off, only the bell hears', async () => {
    const first = await bookedPhone(t);
    await verify(first.seller);
    const again = await bookedPhone(t);
    await verify(again.seller);
    // The first booking was made before the address was verified: no mail, but a notification.
    expect(await mailsTo(first.seller, 'booking-received')).toHaveLength(0);

    const off = await put(again.seller, '/notifications/preferences', {
      kind: 'booking',
      email: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(NotificationPreferences.parse(off.json()).email.booking).toBe(false);

    // A second buyer books the same seller's phone: in the bell, not mailed.
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = again.listing;
    const booked = await call(buyer, 'POST', '/booking', {
      product_id: listing.id,
      number: '01711000000',
      place: 'Gulshan 2',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await bell(again.seller)).unread).toBe(2);
    expect(await mailsTo(again.seller, 'booking-received')).toHaveLength(0);

    // Back on: the next booking mails.
    await put(again.seller, '/notifications/preferences', { kind: 'booking', email: true });
    const third = await signUpAs(t, { accountType: 'buyer' });
    await call(third, 'POST', '/booking', {
      product_id: listing.id,
      number: '01711000000',
      place: 'Gulshan 2',
    });
    expect(await mailsTo(again.seller, 'booking-received')).toHaveLength(1);
  });
});

describe('reading the bell', () => {
  test('mark one read, then all; the count follows', async () => {
    const s = await bookedPhone(t);
    for (let i = 0; i < 2; i++) {
      const buyer = await signUpAs(t, { accountType: 'buyer' });
      await call(buyer, 'POST', '/booking', {
        product_id: s.listing.id,
        number: '01711000000',
        place: 'Mirpur 10',
      });
    }
    const before = await bell(s.seller);
    expect(before.unread).toBe(3);
    const one = await call(s.seller, 'POST', `/notifications/${before.items[1]!.id}/read`);
    expect(MarkReadAnswer.parse(one.json())).toEqual({ modifiedCount: 1, unread: 2 });
    const twice = await call(s.seller, 'POST', `/notifications/${before.items[1]!.id}/read`);
    expect(twice.json()).toEqual({ modifiedCount: 0, unread: 2 });
    const after = await bell(s.seller);
    expect(after.items.map((n) => n.read)).toEqual([false, true, false]);

    const all = await call(s.seller, 'POST', '/notifications/read-all');
    expect(all.json()).toEqual({ modifiedCount: 2, unread: 0 });
    expect((await bell(s.seller)).items.every((n) => n.read)).toBe(true);
  });

  test('someone else’s notification is a 404 and stays unread; read-all touches only mine', async () => {
    const s = await bookedPhone(t);
    const [theirs] = (await bell(s.seller)).items;
    const other = await signUpAs(t, { accountType: 'seller' });
    const res = await call(other, 'POST', `/notifications/${theirs!.id}/read`);
    expect(res.statusCode).toBe(404);
    expect((await call(s.buyer, 'POST', `/notifications/${theirs!.id}/read`)).statusCode).toBe(404);
    await call(other, 'POST', '/notifications/read-all');
    expect((await bell(s.seller)).unread).toBe(1);
    const unknown = await call(other, 'POST', '/notifications/no-such-id/read');
    expect(unknown.statusCode).toBe(404);
  });

  test('signed out: 401', async () => {
    expect((await call(null, 'GET', '/notifications')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  test('every kind is listed, email on by default', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const res = await call(me, 'GET', '/notifications/preferences');
    const prefs = NotificationPreferences.parse(res.json());
    expect(Object.keys(prefs.email).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.values(prefs.email).every(Boolean)).toBe(true);
  });

  test.each([
    [{ kind: 'sms', email: true }, 'kind'],
    [{ kind: '<script>alert(1)</script>', email: false }, 'kind'],
    [{ kind: 'message', email: 'yes' }, 'email'],
    [{ kind: 'message' }, 'email'],
    [{ kind: 'mess\u0000age', email: true }, null],
  ])('%j is refused, naming the field, and changes nothing', async (body, field) => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const res = await put(me, '/notifications/preferences', body);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json().message).toContain(field);
    const prefs = NotificationPreferences.parse(
      (await call(me, 'GET', '/notifications/preferences')).json(),
    );
    expect(Object.values(prefs.email).every(Boolean)).toBe(true);
  });
});

describe('a new message (for the conversations feature)', () => {
  async function message(
    service: ReturnType<typeof serviceWith>,
    recipient: SignedUp,
    conversationId: string,
  ) {
    return t.database.db.transaction((tx) =>
      service.notifyNewMessage(tx as unknown as Db, {
        recipientId: recipient.user.id,
        conversationId,
        senderName: 'Rafi <b>',
        productName: 'Pixel 7',
      }),
    );
  }

  test('each message is in the bell and told to the live channel; email at most once per conversation per hour', async () => {
    const published: { userIds: readonly string[]; type: string; refId: string }[] = [];
    const service = serviceWith(published);
    const me = await signUpAs(t, { accountType: 'seller' });
    await verify(me);
    const conversation = crypto.randomUUID();

    for (let i = 0; i < 3; i++) await message(service, me, conversation);
    expect((await bell(me)).unread).toBe(3);
    expect(published.map((p) => [p.userIds, p.type])).toEqual(
      Array(3).fill([[me.user.id], 'notification']),
    );
    expect(await mailsTo(me, 'new-message')).toHaveLength(1);

    // Another conversation has its own hour.
    await message(service, me, crypto.randomUUID());
    expect(await mailsTo(me, 'new-message')).toHaveLength(2);

    // An hour later (the mark moved back), the next message mails again.
    await t.database.db
      .update(notificationMailMarks)
      .set({ mailedAt: sql`now() - interval '61 minutes'` })
      .where(eq(notificationMailMarks.key, `message:${conversation}`));
    await message(service, me, conversation);
    expect(await mailsTo(me, 'new-message')).toHaveLength(3);
    const [latest] = (await bell(me)).items;
    expect(latest).toMatchObject({
      kind: 'message',
      title: 'New message from Rafi <b>',
      link: `/deshboard/messages/${conversation}`,
    });
  });

  test('twenty messages at once mail once', async () => {
    const service = serviceWith([]);
    const me = await signUpAs(t, { accountType: 'buyer' });
    await verify(me);
    const conversation = crypto.randomUUID();
    await Promise.all(Array.from({ length: 20 }, () => message(service, me, conversation)));
    expect((await bell(me)).unread).toBe(20);
    expect(await mailsTo(me, 'new-message')).toHaveLength(1);
  });

  test('an unverified address, or email turned off for messages: the bell only', async () => {
    const service = serviceWith([]);
    const unverified = await signUpAs(t, { accountType: 'buyer' });
    await message(service, unverified, crypto.randomUUID());
    expect(await mailsTo(unverified, 'new-message')).toHaveLength(0);

    const off = await signUpAs(t, { accountType: 'buyer' });
    await verify(off);
    await put(off, '/notifications/preferences', { kind: 'message', email: false });
    await message(service, off, crypto.randomUUID());
    expect(await mailsTo(off, 'new-message')).toHaveLength(0);
    expect((await bell(off)).unread).toBe(1);
  });

  test('a notification that rolls back with its event leaves nothing', async () => {
    const service = serviceWith([]);
    const me = await signUpAs(t, { accountType: 'buyer' });
    await verify(me);
    await expect(
      t.database.db.transaction(async (tx) => {
        await service.notifyNewMessage(tx as unknown as Db, {
          recipientId: me.user.id,
          conversationId: crypto.randomUUID(),
          senderName: 'A',
          productName: 'B',
        });
        throw new Error('the message was refused');
      }),
    ).rejects.toThrow('refused');
    expect((await bell(me)).items).toEqual([]);
    expect(await mailsTo(me, 'new-message')).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(rows).toEqual([]);
  });
});
