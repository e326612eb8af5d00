import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BookingTimeline } from '@resale-zone/contract/booking-timeline';
import { API_ROOT } from '../../paths.ts';
import { bookingEvents } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import {
  bookedPhone,
  CHECKED,
  completedSale,
  disputedSale,
  expireHolds,
  heldSale,
  payFor,
  type Call,
} from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { DAY, HOUR, useClockedAppWithAdmin } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
let admin: SignedUp;
// The handover's clock, which the timeline's next step reads too: tests move it.
const clock = useClockedAppWithAdmin((...app) => ([t, call, admin] = app));

async function timeline(who: SignedUp, bookingId: string) {
  const res = await call(who, 'GET', `/bookings/${bookingId}/timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return BookingTimeline.parse(res.json());
}
const steps = (tl: BookingTimeline) => tl.entries.map((e) => e.step);

describe('each state, as both people see it', () => {
  test('booked: the buyer pays next; each sees the meeting place and the other’s contact', async () => {
    const s = await bookedPhone(t);
    const mine = await timeline(s.buyer, s.bookingId);
    expect(mine).toMatchObject({
      state: 'open',
      viewer: 'buyer',
      status: 'Booked – not paid yet',
      place: 'Banani 11, the coffee shop',
      next: { by: 'buyer', until: null },
      contact: {
        role: 'seller',
        name: s.seller.user.name,
        email: s.seller.user.email,
        phone: null,
      },
    });
    expect(mine.entries).toEqual([{ step: 'booked', label: 'Booked', at: expect.any(String) }]);
    expect(mine.next!.text).toMatch(/^Pay for the phone/);
    const theirs = await timeline(s.seller, s.bookingId);
    expect(theirs).toMatchObject({
      viewer: 'seller',
      contact: {
        role: 'buyer',
        name: s.buyer.user.name,
        email: s.buyer.user.email,
        phone: '01711000000',
      },
    });
    expect(theirs.entries).toEqual(mine.entries);
  });

  test('payment held, then checked: the buyer checks the phone, then the seller enters the code before the hold ends', async () => {
    const s = await heldSale(t);
    const held = await timeline(s.buyer, s.bookingId);
    expect(steps(held)).toEqual(['booked', 'held']);
    expect(held.next).toMatchObject({ by: 'buyer', until: expect.any(String) });
    expect(held.next!.text).toMatch(/check the phone/);
    const untilDays = (Date.parse(held.next!.until!) - Date.now()) / DAY;
    expect(Math.round(untilDays)).toBe(5);
    expect(Date.parse(held.entries[1]!.at)).toBeGreaterThanOrEqual(Date.parse(held.entries[0]!.at));

    const res = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/checklist`, CHECKED);
    expect(res.statusCode, res.body).toBe(200);
    const checked = await timeline(s.seller, s.bookingId);
    expect(steps(checked)).toEqual(['booked', 'held', 'checked']);
    expect(checked.next).toMatchObject({
      by: 'seller',
      text: "Enter the buyer's handover code to complete the sale.",
      until: held.next!.until,
    });
  });

  test('handed over: the buyer may report a problem for 48 hours; after that the sale is completed and nothing is left to do', async () => {
    const s = await completedSale(t);
    const now = await timeline(s.buyer, s.bookingId);
    expect(steps(now)).toEqual(['booked', 'held', 'checked', 'handed-over']);
    expect(now.entries[3]!.label).toBe('Handed over – payment captured');
    expect(now.next).toMatchObject({ by: 'buyer' });
    const handedOver = Date.parse(now.entries[3]!.at);
    expect(Date.parse(now.next!.until!) - handedOver).toBe(48 * HOUR);

    clock.offsetMs = 49 * HOUR;
    try {
      const later = await timeline(s.seller, s.bookingId);
      expect(steps(later)).toEqual(['booked', 'held', 'checked', 'handed-over', 'completed']);
      expect(Date.parse(later.entries[4]!.at) - handedOver).toBe(48 * HOUR);
      expect(later.next).toBeNull();
    } finally {
      clock.offsetMs = 0;
    }
  });

  test('cancelled by the buyer and declined by the seller: the payment released, nothing next', async () => {
    const a = await heldSale(t);
    expect(
      (await call(a.buyer, 'POST', `/bookings/${a.bookingId}/cancel`, { reason: 'Found one' }))
        .statusCode,
    ).toBe(200);
    const cancelled = await timeline(a.seller, a.bookingId);
    expect(steps(cancelled)).toEqual(['booked', 'held', 'cancelled']);
    expect(cancelled.entries[2]!.label).toBe('Cancelled by the buyer – payment released');
    expect(cancelled.next).toBeNull();

    const b = await heldSale(t);
    expect(
      (await call(b.seller, 'POST', `/orders/${b.bookingId}/decline`, { reason: 'Sold it' }))
        .statusCode,
    ).toBe(200);
    const declined = await timeline(b.buyer, b.bookingId);
    expect(steps(declined)).toEqual(['booked', 'held', 'declined']);
    expect(declined).toMatchObject({ state: 'released', next: null });
  });

  test('expired: the job releases the hold at the time the hold ended', async () => {
    const s = await heldSale(t);
    await expireHolds(t, (ms) => (clock.offsetMs = ms));
    const expired = await timeline(s.buyer, s.bookingId);
    expect(steps(expired)).toEqual(['booked', 'held', 'expired']);
    expect(expired.entries[2]!.label).toBe('Expired – payment released');
    // Recorded with the handover's (moved) clock.
    expect(Date.parse(expired.entries[2]!.at) - Date.now()).toBeGreaterThan(5 * DAY - HOUR);
    expect(expired.next).toBeNull();
  });

  test('disputed, then refunded in part by an admin; another dispute closed, the sale completed', async () => {
    const r = await disputedSale(t);
    const open = await timeline(r.seller, r.bookingId);
    expect(steps(open)).toEqual(['booked', 'held', 'checked', 'handed-over', 'disputed']);
    expect(open.next).toMatchObject({ by: 'admin', until: null });
    const decided = await call(admin, 'POST', `/admin/disputes/${r.disputeId}/decide`, {
      outcome: 'refund',
      amount: 10,
      note: 'Battery worse than described.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const refunded = await timeline(r.buyer, r.bookingId);
    expect(refunded.entries.at(-1)).toMatchObject({ step: 'refunded', label: '$10.00 refunded' });
    expect(refunded).toMatchObject({ state: 'refunded', next: null });

    const c = await disputedSale(t);
    const closed = await call(admin, 'POST', `/admin/disputes/${c.disputeId}/decide`, {
      outcome: 'close',
      note: 'The phone works as listed.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const stands = await timeline(c.buyer, c.bookingId);
    expect(steps(stands)).toEqual([
      'booked',
      'held',
      'checked',
      'handed-over',
      'disputed',
      'completed',
    ]);
    expect(stands.entries.at(-1)!.label).toBe('Completed – an admin closed the problem report');
    expect(stands.next).toBeNull();
  });
});

describe('who may read a timeline', () => {
  test('its buyer and seller; an admin without anyone’s contact; to anyone else it does not exist', async () => {
    const s = await heldSale(t);
    const url = `/bookings/${s.bookingId}/timeline`;
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    const asAdmin = await timeline(admin, s.bookingId);
    expect(asAdmin).toMatchObject({ viewer: 'admin', contact: null, state: 'held' });
    expect(asAdmin.entries).toEqual((await timeline(s.buyer, s.bookingId)).entries);
    const strangers = [
      await signUpAs(t, { accountType: 'buyer' }),
      await signUpAs(t, { accountType: 'seller' }),
    ];
    for (const who of strangers) {
      const res = await call(who, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(s.seller.user.email);
      expect(res.body).not.toContain(s.buyer.user.email);
    }
  });

  test('a deleted unpaid booking is gone with its timeline; an unknown id is a 404', async () => {
    const s = await bookedPhone(t);
    expect((await call(s.buyer, 'DELETE', `/booking/${s.bookingId}`)).statusCode).toBe(200);
    expect((await call(s.buyer, 'GET', `/bookings/${s.bookingId}/timeline`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, s.bookingId));
    expect(left).toEqual([]);
    const unknown = await call(admin, 'GET', `/bookings/${crypto.randomUUID()}/timeline`);
    expect(unknown.statusCode).toBe(404);
  });

  test('hostile ids are a 400 naming the id, or a 404; never a 5xx', async () => {
    for (const bad of ['x'.repeat(65), '%20%20', 'a%00b']) {
      const res = await call(admin, 'GET', `/bookings/${bad}/timeline`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().field).toBe('id');
    }
    for (const odd of ["1'%20or%20'1'='1", '..%2F..%2Fetc', '%F0%9F%93%B1']) {
      const res = await call(admin, 'GET', `/bookings/${odd}/timeline`);
      expect(res.statusCode, odd).toBe(404);
    }
  });
});

describe('bookings from before the timeline', () => {
  test('the migration’s backfill gives them the same timeline from the times their rows kept', async () => {
    const sales = [await bookedPhone(t), await completedSale(t), await disputedSale(t)];
    const cancelled = await heldSale(t);
    await call(cancelled.buyer, 'POST', `/bookings/${cancelled.bookingId}/cancel`, {
      reason: 'Changed plans',
    });
    const all = [...sales, cancelled];
    const before = await Promise.all(all.map((s) => timeline(s.buyer, s.bookingId)));
    const readAt = Date.now();

    const file = await fs.readFile(
      path.join(API_ROOT, 'src/db/migrations/0017_booking_events.sql'),
      'utf8',
    );
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/^\s*-- The moves of the bookings made before/);
    await t.database.db.execute(sql`delete from booking_events`);
    await t.database.db.execute(sql.raw(backfill));

    const after = await Promise.all(all.map((s) => timeline(s.buyer, s.bookingId)));
    for (const [i, tl] of after.entries()) {
      expect(steps(tl)).toEqual(steps(before[i]!));
      expect(tl.next).toEqual(before[i]!.next);
      for (const [j, entry] of tl.entries.entries()) {
        if (entry.step !== 'disputed') {
          // The rows keep the very time the move was recorded with.
          expect(entry.at).toBe(before[i]!.entries[j]!.at);
          continue;
        }
        // The dispute's own row keeps the database's time (its transaction's start), not the
        // service's: a moment apart, both after the step before it and before the timeline was read.
        const at = Date.parse(entry.at);
        expect(at).toBeGreaterThanOrEqual(Date.parse(tl.entries[j - 1]!.at));
        expect(at).toBeLessThanOrEqual(readAt);
      }
    }
  });
});

describe('the seller’s phone number', () => {
  test('reaches the buyer once the payment is held: not before, not after, never anyone else', async () => {
    const s = await bookedPhone(t);
    const given = await call(s.seller, 'PUT', '/users/me/profile', {
      name: s.seller.user.name,
      image: null,
      bio: null,
      location: null,
      phone: '+880 1712-345678',
    });
    expect(given.statusCode, given.body).toBe(200);
    const url = `/bookings/${s.bookingId}/timeline`;

    const booked = await timeline(s.buyer, s.bookingId);
    expect(booked.contact).toMatchObject({ role: 'seller', phone: null });
    expect(JSON.stringify(booked)).not.toContain('8801712345678');

    expect((await payFor(t, s.buyer, s.bookingId)).statusCode).toBe(200);
    const held = await timeline(s.buyer, s.bookingId);
    expect(held).toMatchObject({
      state: 'held',
      contact: { role: 'seller', phone: '+8801712345678' },
    });
    // The seller sees the buyer's number as before; an admin no one's; strangers nothing.
    expect((await timeline(s.seller, s.bookingId)).contact).toMatchObject({ role: 'buyer' });
    expect((await timeline(admin, s.bookingId)).contact).toBeNull();
    for (const who of [
      await signUpAs(t, { accountType: 'buyer' }),
      await signUpAs(t, { accountType: 'seller' }),
    ]) {
      const res = await call(who, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('8801712345678');
    }
    // The seller's public profile never shows it.
    const profile = await call(null, 'GET', `/sellers/${s.seller.user.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('8801712345678');

    const checked = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/checklist`, CHECKED);
    const code = checked.json().code as string;
    const done = await call(s.seller, 'POST', `/orders/${s.bookingId}/handover`, { code });
    expect(done.statusCode, done.body).toBe(200);
    expect((await timeline(s.buyer, s.bookingId)).contact).toMatchObject({ phone: null });
  });
});
