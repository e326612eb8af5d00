import { describe, expect, test } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Booking, Order } from '@resale-zone/contract/bookings';
import { HandoverAnswer } from '@resale-zone/contract/handover';
import { bookingEvents, bookings, listings, mailOutbox, paymentIntents } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing, imeiWith } from '../../test/factories.ts';
import {
  asSeller,
  CHECKED,
  heldSale,
  type Call,
  type HeldSale,
  runJobAhead,
} from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { DAY, useClockedApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
// The handover's clock: tests move it to expire holds and lift locks.
const clock = useClockedApp((...app) => ([t, call] = app));

const booking = async (s: HeldSale) =>
  Booking.parse((await call(s.buyer, 'GET', `/bookings/${s.bookingId}`)).json());
const listingRow = async (s: HeldSale) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, s.listing.id)))[0]!;
const intentStatus = async (s: HeldSale) =>
  (
    await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, s.transactionId))
  )[0]!.status;
const checklist = (s: HeldSale, body: object = CHECKED) =>
  call(s.buyer, 'POST', `/bookings/${s.bookingId}/checklist`, body);
const enter = (s: HeldSale, code: string, who = s.seller) =>
  call(who, 'POST', `/orders/${s.bookingId}/handover`, { code });
async function codeOf(s: HeldSale) {
  const res = await checklist(s, s.listing.imei ? { ...CHECKED, imei: s.listing.imei } : CHECKED);
  expect(res.statusCode).toBe(200);
  return res.json().code as string;
}
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('paying holds the money', () => {
  test('the spec sees Paid; beside it the hold, and the phone is reserved, gone from the lists', async () => {
    const s = await heldSale(t);
    expect(await booking(s)).toMatchObject({
      paid: true,
      state: 'held',
      status: 'Payment held until the handover',
      heldUntil: expect.any(String),
    });
    const order = Order.parse(
      (await call(s.seller, 'GET', '/order')).json().find((o: Order) => o._id === s.bookingId),
    );
    expect(order).toMatchObject({ paid: true, state: 'held' });
    expect(await listingRow(s)).toMatchObject({ isSold: true, isReserved: true });
    expect(await intentStatus(s)).toBe('requires_capture');
    const held = new Date((await booking(s)).heldUntil!).getTime() - Date.now();
    expect(Math.round(held / DAY)).toBe(5);
  });

  test('the code is in no answer before the checklist, and never in the seller’s', async () => {
    const s = await heldSale(t);
    const before = HandoverAnswer.parse(
      (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/handover`)).json(),
    );
    expect(before).toMatchObject({ code: null, checked: false, imeiRequired: false });
    const code = await codeOf(s);
    expect(code).toMatch(/^[0-9]{6}$/);
    const buyerView = (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/handover`)).json();
    expect(buyerView).toMatchObject({ code, checked: true });
    const sellerView = await call(s.seller, 'GET', `/bookings/${s.bookingId}/handover`);
    expect(sellerView.json()).toMatchObject({ code: null, counterpart: { phone: '01711000000' } });
    for (const [who, url] of [
      [s.buyer, `/bookings/${s.bookingId}`],
      [s.buyer, '/bookings'],
      [s.seller, '/order'],
    ] as const) {
      expect(JSON.stringify((await call(who, 'GET', url)).json())).not.toContain(code);
    }
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    expect((await call(stranger, 'GET', `/bookings/${s.bookingId}/handover`)).statusCode).toBe(403);
    expect(
      (await call(s.seller, 'POST', `/bookings/${s.bookingId}/checklist`, CHECKED)).statusCode,
    ).toBe(403);
  });
});

describe('the checklist', () => {
  test('every item must be confirmed: a 400 naming the item, and no code', async () => {
    const s = await heldSale(t);
    const res = await checklist(s, { ...CHECKED, sim: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('sim');
  });

  test('with an IMEI on the listing: required, a different phone is refused and the hold kept', async () => {
    const s = await heldSale(t, { imei: imeiWith('35299209') });
    const panel = (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/handover`)).json();
    expect(panel.imeiRequired).toBe(true);
    const missing = await checklist(s);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('imei');
    for (const imei of ['49015420323751', '49015420323751a', '४९०१५४२०३२३७५१८']) {
      expect((await checklist(s, { ...CHECKED, imei })).json().field).toBe('imei');
    }
    const other = await checklist(s, { ...CHECKED, imei: '356938035643809' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This phone doesn't match the listing");
    expect((await booking(s)).state).toBe('held');
    const spaced = s.listing.imei!.replace(/^(.{4})(.{4})(.{4})/, '$1 $2 $3 ');
    const right = await checklist(s, { ...CHECKED, imei: spaced });
    expect(right.statusCode).toBe(200);
  });
});

describe('the handover code', () => {
  test('the right code captures: completed, sold, receipt for both sides and admins', async () => {
    const imei = imeiWith('35299209');
    const s = await heldSale(t, { imei });
    const code = await codeOf(s);
    const res = await enter(s, code.replace(/(...)/, '$1 '));
    expect(res.statusCode).toBe(200);
    expect(await booking(s)).toMatchObject({ paid: true, state: 'completed', status: 'Completed' });
    expect(await listingRow(s)).toMatchObject({ isSold: true, isReserved: false });
    expect(await intentStatus(s)).toBe('succeeded');
    const admin = await signUpAs(t, { accountType: 'admin' });
    for (const who of [s.buyer, s.seller, admin]) {
      const receipt = await call(who, 'GET', `/bookings/${s.bookingId}/receipt`);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.json()).toMatchObject({
        transactionId: s.transactionId,
        imeiLast4: imei.slice(-4),
        imeiMatched: true,
        buyer: { email: s.buyer.user.email },
        seller: { email: s.seller.user.email },
      });
      expect(JSON.stringify(receipt.json())).not.toContain(imei);
    }
    const stranger = await signUpAs(t, { accountType: 'seller' });
    expect((await call(stranger, 'GET', `/bookings/${s.bookingId}/receipt`)).statusCode).toBe(403);
    // Once handed over, the code is no longer shown, and a second entry is refused by the table.
    expect(
      (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/handover`)).json().code,
    ).toBeNull();
    const again = await enter(s, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This sale is already complete.');
  });

  test('hostile codes: wrong length, letters, another booking’s code; only the seller may enter one', async () => {
    const s = await heldSale(t);
    const other = await heldSale(t);
    const code = await codeOf(s);
    const otherCode = await codeOf(other);
    for (const bad of ['12345', '1234567', 'abcdef', '12 34 5', '', '١٢٣٤٥٦']) {
      const res = await enter(s, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().field).toBe('code');
    }
    for (const who of [
      s.buyer,
      await signUpAs(t, { accountType: 'seller' }),
      await signUpAs(t, { accountType: 'admin' }),
    ]) {
      expect((await enter(s, code, who)).statusCode).toBe(403);
    }
    expect((await call(null, 'POST', `/orders/${s.bookingId}/handover`, { code })).statusCode).toBe(
      401,
    );
    if (otherCode !== code) {
      const res = await enter(s, otherCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/tries left/);
    }
    expect((await booking(s)).state).toBe('held');
  });

  test('5 wrong codes lock the handover for 15 minutes, and the buyer is told', async () => {
    const s = await heldSale(t);
    const code = await codeOf(s);
    const wrong = wrongCodeFor(code);
    for (let i = 4; i >= 1; i--) {
      const res = await enter(s, wrong);
      expect(res.json().message).toContain(i === 1 ? '1 try left' : `${i} tries left`);
    }
    const fifth = await enter(s, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await enter(s, code)).statusCode).toBe(429);
    const panel = (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/handover`)).json();
    expect(panel.lockedUntil).toEqual(expect.any(String));
    clock.offsetMs = 16 * 60 * 1000;
    try {
      expect((await enter(s, code)).statusCode).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe('when the meetup does not happen', () => {
  test('the buyer cancels: released at once, the reason shown, the phone back on sale', async () => {
    const s = await heldSale(t);
    expect((await call(s.buyer, 'DELETE', `/booking/${s.bookingId}`)).statusCode).toBe(409);
    expect(
      (await call(s.seller, 'POST', `/bookings/${s.bookingId}/cancel`, { reason: 'nope' }))
        .statusCode,
    ).toBe(403);
    const res = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, {
      reason: 'The seller stopped answering',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paid: false,
      state: 'released',
      releaseReason: 'cancelled',
      releaseNote: 'The seller stopped answering',
      status: 'Cancelled by the buyer – payment released',
    });
    expect(await listingRow(s)).toMatchObject({ isSold: false, isReserved: false });
    expect(await intentStatus(s)).toBe('canceled');
    const category = (await call(null, 'GET', '/categories/iphone')).json();
    expect(category.some((p: { _id: string }) => p._id === s.listing.id)).toBe(true);
    // The record stays, and a released booking cannot be paid or handed over.
    expect((await call(s.buyer, 'DELETE', `/booking/${s.bookingId}`)).statusCode).toBe(409);
    expect((await enter(s, '123456')).statusCode).toBe(409);
    // The ended booking does not stop the buyer from booking the phone again ("Book the phone
    // again to pay for it"); the new one is live, so a third is refused.
    const booking = { product_id: s.listing.id, number: '01711000000', place: 'Gulshan 2' };
    const again = await call(s.buyer, 'POST', '/booking', booking);
    expect(again.statusCode).toBe(201);
    expect(again.json().insertedId).not.toBe(s.bookingId);
    const third = await call(s.buyer, 'POST', '/booking', booking);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(`You have already booked ${s.listing.productName}.`);
  });

  test('the seller declines: released, and the buyer sees why; a completed sale cannot be declined', async () => {
    const s = await heldSale(t);
    const res = await call(s.seller, 'POST', `/orders/${s.bookingId}/decline`, {
      reason: 'Screen cracked yesterday',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'released',
      status: 'Declined by the seller – payment released',
    });
    expect((await booking(s)).releaseNote).toBe('Screen cracked yesterday');

    const done = await heldSale(t);
    expect((await enter(done, await codeOf(done))).statusCode).toBe(200);
    const late = await call(done.seller, 'POST', `/orders/${done.bookingId}/decline`, {
      reason: 'changed mind',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/Report a problem/);
  });

  test('a reason is required to cancel or decline: 400 naming it', async () => {
    const s = await heldSale(t);
    const res = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('reason');
    expect((await booking(s)).state).toBe('held');
  });

  test('expiry with a moved clock: not before its time; then the job releases the hold and relists the phone', async () => {
    const s = await heldSale(t);
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'hold-expire'`,
    );
    await t.app.jobs.drain(); // not due by the handover's clock: retried later, nothing changes
    expect((await booking(s)).state).toBe('held');
    await runJobAhead(t, 'hold-expire', 5 * DAY + 60_000, (ms) => (clock.offsetMs = ms));
    expect(await booking(s)).toMatchObject({
      state: 'released',
      status: 'Expired – payment released',
    });
    expect(await listingRow(s)).toMatchObject({ isSold: false });
    expect(await intentStatus(s)).toBe('canceled');
  });
});

describe('the expiry job run again', () => {
  test('run twice (a crash after its work, before the ack): one release, each side mailed once', async () => {
    const s = await heldSale(t);
    await t.database.db.execute(
      sql`update users set email_verified = true where id in (${s.buyer.user.id}, ${s.seller.user.id})`,
    );
    clock.offsetMs = 5 * DAY + 60_000;
    try {
      for (let run = 0; run < 2; run++) {
        await t.database.db.execute(
          sql`update pgboss.job set start_after = now(), state = 'created' where name = 'hold-expire' and data->>'bookingId' = ${s.bookingId}`,
        );
        await t.app.jobs.drain();
      }
    } finally {
      clock.offsetMs = 0;
    }
    expect((await booking(s)).state).toBe('released');
    const moves = await t.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, s.bookingId), eq(bookingEvents.move, 'release')));
    expect(moves).toHaveLength(1);
    const told = await t.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'hold-released'),
          inArray(mailOutbox.toAddress, [s.buyer.user.email, s.seller.user.email]),
        ),
      );
    expect(told.map((m) => m.to).sort()).toEqual([s.buyer.user.email, s.seller.user.email].sort());
  });
});

describe('a reserved phone and its IMEI', () => {
  test('while the payment is held no other listing may take its IMEI, so releasing it always works', async () => {
    const imei = imeiWith('35299209');
    const s = await heldSale(t, { imei });
    await expect(
      createListing(t.database.db, asSeller(s.seller), { imei, category: 'Iphone' }),
    ).rejects.toThrow();
    const res = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, {
      reason: 'We could not agree on a time',
    });
    expect(res.statusCode).toBe(200);
    expect(await listingRow(s)).toMatchObject({ isSold: false, imei });
  });
});

describe('races (widened windows)', () => {
  test('20 buyers pay for one phone: one hold, every other refused before a charge or released', async () => {
    const first = await heldSale(t);
    void first;
    // Fresh phone, 20 bookings, all paying at once.
    const { bookedPhone, payFor } = await import('../../test/sales.ts');
    const base = await bookedPhone(t);
    const others = await Promise.all(
      Array.from({ length: 19 }, async () => {
        const buyer = await signUpAs(t, { accountType: 'buyer' });
        const res = await call(buyer, 'POST', '/booking', {
          product_id: base.listing.id,
          number: '01711000001',
          place: 'Gulshan',
        });
        return { buyer, bookingId: res.json().insertedId as string };
      }),
    );
    const all = [{ buyer: base.buyer, bookingId: base.bookingId }, ...others];
    const results = await Promise.all(all.map((b) => payFor(t, b.buyer, b.bookingId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.listingId, base.listing.id));
    expect(held.filter((b) => b.state === 'held')).toHaveLength(1);
    const intents = await t.database.db
      .select()
      .from(paymentIntents)
      .where(sql`${paymentIntents.bookingId} in ${all.map((b) => b.bookingId)}`);
    // No intent other than the one hold is left authorised.
    expect(intents.filter((i) => i.status === 'requires_capture')).toHaveLength(1);
  });
});

describe('mail', () => {
  test('completing a sale queues a receipt for each verified side', async () => {
    const s = await heldSale(t);
    await t.database.db.execute(
      sql`update users set email_verified = true where id in (${s.buyer.user.id}, ${s.seller.user.id})`,
    );
    expect((await enter(s, await codeOf(s))).statusCode).toBe(200);
    const mail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'sale-completed'));
    const to = mail.map((m) => m.toAddress);
    expect(to).toEqual(expect.arrayContaining([s.buyer.user.email, s.seller.user.email]));
  });
});
