import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Booking } from '@resale-zone/contract/bookings';
import { BookingTimeline } from '@resale-zone/contract/booking-timeline';
import { bookingEvents, bookings, listings, payments } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { imeiWith } from '../../test/factories.ts';
import {
  completedSale,
  disputedSale,
  expireHolds,
  heldSale,
  type Call,
  type HeldSale,
} from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useClockedAppWithAdmin } from '../../test/use-test-app.ts';
import { IPHONE_8_AD, phoneForm } from '../../test/phone-form.ts';

/**
 * A phone with a booking history (issue 39): a paid hold that ended gives the phone back to its
 * seller, who may edit or delete it like any phone on sale; the booking stays on record, with its
 * payment and timeline, detached from the deleted phone. A phone whose money is held, or that
 * was handed over, cannot be deleted, and says why.
 */
let t: TestContext;
let call: Call;
let admin: SignedUp;
// The handover's clock: the expiry moves it.
const clock = useClockedAppWithAdmin((...app) => ([t, call, admin] = app));

/** The ways a held payment ends with the phone back on sale, and the words both sides read. */
const RELEASES = {
  'cancelled by the buyer': {
    status: 'Cancelled by the buyer – payment released',
    end: (s: HeldSale) =>
      call(s.buyer, 'POST', `/bookings/${s.bookingId}/cancel`, { reason: 'Found another one' }),
  },
  'declined by the seller': {
    status: 'Declined by the seller – payment released',
    end: (s: HeldSale) =>
      call(s.seller, 'POST', `/orders/${s.bookingId}/decline`, { reason: 'Screen cracked' }),
  },
  expired: {
    status: 'Expired – payment released',
    end: () => expireHolds(t, (ms) => (clock.offsetMs = ms)),
  },
} as const;
type Release = keyof typeof RELEASES;
const releases = Object.keys(RELEASES) as Release[];

/** A phone paid for (held), then released `how`: back on sale, with the ended booking on it. */
async function releasedSale(how: Release) {
  const s = await heldSale(t, { imei: imeiWith('35299209') });
  const ended = await RELEASES[how].end(s);
  if (ended) expect(ended.statusCode, ended.body).toBe(200);
  expect(await listingRow(s.listing.id)).toMatchObject({ isSold: false, isReserved: false });
  return s;
}

/** The two Delete buttons: the seller's on My Products, an admin's on Reported Products. */
const DELETERS = {
  'its seller': (s: HeldSale) => call(s.seller, 'DELETE', `/products/${s.listing.id}`),
  'an admin, once reported': async (s: HeldSale) => {
    const reporter = await signUpAs(t, { accountType: 'buyer' });
    const reported = await call(reporter, 'PUT', `/addproduct/report/${s.listing.id}`, {
      reason: 'scam',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    return call(admin, 'DELETE', `/reportedproduct/${s.listing.id}`);
  },
} as const;
type Deleter = keyof typeof DELETERS;
const deleters = Object.keys(DELETERS) as Deleter[];

const listingRow = async (id: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0];
const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const buyersBooking = async (s: HeldSale) =>
  Booking.array()
    .parse((await call(s.buyer, 'GET', '/bookings')).json())
    .find((b) => b._id === s.bookingId);

describe('a phone whose paid booking ended is deleted', () => {
  test.each(releases.flatMap((how) => deleters.map((who) => [how, who] as const)))(
    'hold %s, deleted by %s: the phone goes, the booking stays with its payment and timeline',
    async (how, who) => {
      const s = await releasedSale(how);
      // Booked again by someone else, not paid: that booking goes with the phone, as before.
      const other = await signUpAs(t, { accountType: 'buyer' });
      const open = await call(other, 'POST', '/booking', {
        product_id: s.listing.id,
        number: '01711000002',
        place: 'Gulshan 2',
      });
      expect(open.statusCode, open.body).toBe(201);

      const res = await DELETERS[who](s);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ deletedCount: 1 });
      expect(await listingRow(s.listing.id)).toBeUndefined();
      expect((await call(null, 'GET', `/products/${s.listing.id}`)).statusCode).toBe(404);
      expect(await bookingRow(open.json().insertedId)).toBeUndefined();

      // The ended booking is kept, detached from the phone, with its money trail.
      expect(await bookingRow(s.bookingId)).toMatchObject({
        listingId: null,
        state: 'released',
        transactionId: s.transactionId,
      });
      const paid = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, s.bookingId));
      expect(paid).toHaveLength(1);
      const status = RELEASES[how].status;
      expect(await buyersBooking(s)).toMatchObject({
        product_id: null,
        productName: s.listing.productName,
        paid: false,
        soldToOther: false,
        state: 'released',
        status,
      });
      const timeline = await call(s.buyer, 'GET', `/bookings/${s.bookingId}/timeline`);
      expect(timeline.statusCode, timeline.body).toBe(200);
      expect(BookingTimeline.parse(timeline.json())).toMatchObject({
        state: 'released',
        status,
        next: null,
      });
      const events = await t.database.db
        .select({ move: bookingEvents.move })
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, s.bookingId));
      expect(events.map((e) => e.move)).toEqual(['book', 'pay', 'release']);
      // An admin looking up the buyer still finds it.
      const found = await call(
        admin,
        'GET',
        `/bookings?email=${encodeURIComponent(s.buyer.user.email)}`,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json().map((b: Booking) => b._id)).toContain(s.bookingId);
      // Every list that reads bookings through their listing still answers.
      for (const [viewer, url] of [
        [s.seller, '/order'],
        [s.seller, '/dashboard/seller'],
        [s.seller, '/addproduct?email=' + encodeURIComponent(s.seller.user.email)],
        [admin, '/dashboard/admin'],
        [admin, '/reported/product'],
      ] as const) {
        const page = await call(viewer, 'GET', url);
        expect(page.statusCode, `${url}: ${page.body}`).toBe(200);
      }
    },
  );

  test('the seller’s account removed by an admin: its phone with an ended hold goes, the booking stays', async () => {
    const s = await releasedSale('declined by the seller');
    const res = await call(admin, 'DELETE', `/allsellers/${s.seller.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listingRow(s.listing.id)).toBeUndefined();
    expect(await bookingRow(s.bookingId)).toMatchObject({ listingId: null, state: 'released' });
    expect(await buyersBooking(s)).toMatchObject({
      state: 'released',
      status: RELEASES['declined by the seller'].status,
    });
  });

  test('the duplicate-IMEI refusal names the seller’s other listing and says to change or delete it; deleted, the phone can be listed again', async () => {
    const s = await releasedSale('cancelled by the buyer');
    const imei = s.listing.imei!;
    const relist = () =>
      call(s.seller, 'POST', '/addproduct', phoneForm(s.seller, { ...IPHONE_8_AD, imei }));
    const refused = await relist();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `imei: You already list this phone as “${s.listing.productName}”. A phone can be on one listing at a time: change that listing in My Products instead (or delete it, then list the phone again).`,
    );
    expect((await DELETERS['its seller'](s)).statusCode).toBe(200);
    const listed = await relist();
    expect(listed.statusCode, listed.body).toBe(201);
  });

  test.each(releases)(
    'hold %s: the seller edits and reprices the phone back on sale',
    async (how) => {
      const s = await releasedSale(how);
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${s.listing.id}`,
        headers: s.seller.headers,
        payload: { resalePrice: 350, description: 'Screen protector added.' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ modifiedCount: 1 });
      const repriced = await call(s.seller, 'PUT', `/products/${s.listing.id}/price`, {
        resalePrice: 340,
      });
      expect(repriced.statusCode, repriced.body).toBe(200);
      expect(await listingRow(s.listing.id)).toMatchObject({
        resalePriceCents: 34_000,
        description: 'Screen protector added.',
      });
      // The ended booking keeps the price it was paid at.
      expect(await bookingRow(s.bookingId)).toMatchObject({ priceCents: 39_900 });
    },
  );
});

describe('a phone whose money is held or was handed over is kept, and says why', () => {
  test('held (not handed over yet): a clear 409 for the seller and for an admin; the sale goes on', async () => {
    const s = await heldSale(t);
    const bySeller = await DELETERS['its seller'](s);
    expect(bySeller.statusCode).toBe(409);
    expect(bySeller.json().message).toBe(
      'A phone with a held payment cannot be deleted. Decline the booking first.',
    );
    const byAdmin = await DELETERS['an admin, once reported'](s);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe(
      `${s.listing.productName} is reserved: a buyer's payment is held until the handover, so it cannot be removed now.`,
    );
    expect(await listingRow(s.listing.id)).toMatchObject({ isSold: true, isReserved: true });
    expect(await bookingRow(s.bookingId)).toMatchObject({ state: 'held' });
  });

  const handedOver = {
    'refunded after a dispute': async () => {
      const s = await disputedSale(t);
      const res = await call(admin, 'POST', `/admin/disputes/${s.disputeId}/decide`, {
        outcome: 'refund',
        note: 'Battery worse than described.',
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ...s, state: 'refunded' };
    },
    'disputed, then closed': async () => {
      const s = await disputedSale(t);
      const res = await call(admin, 'POST', `/admin/disputes/${s.disputeId}/decide`, {
        outcome: 'close',
        note: 'The phone works as listed.',
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ...s, state: 'completed' };
    },
    'handed over': async () => ({ ...(await completedSale(t)), state: 'completed' }),
  };

  test.each(Object.keys(handedOver) as (keyof typeof handedOver)[])(
    '%s: sold, so neither deleted nor edited (409); the receipt stays',
    async (history) => {
      const s = await handedOver[history]();
      const bySeller = await DELETERS['its seller'](s);
      expect(bySeller.statusCode).toBe(409);
      expect(bySeller.json().message).toBe('A sold phone stays on record and cannot be deleted.');
      const byAdmin = await DELETERS['an admin, once reported'](s);
      expect(byAdmin.statusCode).toBe(409);
      expect(byAdmin.json().message).toBe(
        `${s.listing.productName} is sold; a sold phone stays listed.`,
      );
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${s.listing.id}`,
        headers: s.seller.headers,
        payload: { description: 'Changed my mind.' },
      });
      expect(edited.statusCode).toBe(409);
      expect(edited.json().message).toBe(
        'A sold phone stays on record as it was sold and cannot be edited.',
      );
      expect(await listingRow(s.listing.id)).toMatchObject({ isSold: true, isReserved: false });
      expect(await bookingRow(s.bookingId)).toMatchObject({ state: s.state });
      const receipt = await call(s.buyer, 'GET', `/bookings/${s.bookingId}/receipt`);
      expect(receipt.statusCode, receipt.body).toBe(200);
    },
  );
});
