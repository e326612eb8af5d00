import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookings, listings, users } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import {
  asSeller,
  bookedPhone,
  caller,
  payFor,
  requestBooking,
  type Call,
} from '../../test/sales.ts';
import { raceHarness } from '../../test/race.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * Races around a pause and a suspension (decision 058), each with one outcome. A hook holds the
 * first request at its widest point (a pause with the listing locked; a suspension with the
 * account locked; a booking between its check and its insert) while the other runs.
 */
const { pause: wait, race } = raceHarness(() => t);
let t: TestContext;
let call: Call;

beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      visibility: { afterListingLock: wait, afterAccountLock: wait },
      bookings: { beforeInsert: wait },
    },
  );
  call = caller(t);
});
afterAll(() => t.close());

const openBookings = (listingId: string) =>
  t.database.db
    .select({ id: bookings.id, state: bookings.state })
    .from(bookings)
    .where(eq(bookings.listingId, listingId));

describe('a pause racing a payment on the same phone', () => {
  test('the seller pauses while the buyer pays: one outcome, never a paused phone with a held payment', async () => {
    const sale = await bookedPhone(t);
    const [paused, paid] = await race(
      () => call(sale.seller, 'PUT', `/addproduct/pause/${sale.listing.id}`),
      () => payFor(t, sale.buyer, sale.bookingId),
    );
    const [row] = await t.database.db
      .select({ offSale: listings.offSale, isReserved: listings.isReserved })
      .from(listings)
      .where(eq(listings.id, sale.listing.id));
    // The pause holds the phone's lock: it comes first, and the payment finds no booking to pay.
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paid.statusCode).not.toBe(200);
    expect(row).toEqual({ offSale: 'paused', isReserved: false });
    expect(await openBookings(sale.listing.id)).toEqual([]);
  });
});

describe('a suspension racing a booking', () => {
  test('the seller is suspended between a booking’s check and its insert: the booking is refused', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const phone = await createListing(t.database.db, asSeller(seller));
    const [booked, suspended] = await race(
      () => requestBooking(t.app, buyer, phone.id, 'Banani'),
      () => call(admin, 'PUT', `/suspensions/${seller.user.id}`, { days: 2, reason: 'Spam' }),
      { locks: false },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(
      "This phone is not for sale right now: its seller's account is suspended.",
    );
    expect(await openBookings(phone.id)).toEqual([]);
  });

  test('a booking made while the suspension is being written does not outlive it', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const phone = await createListing(t.database.db, asSeller(seller));
    const [suspended, booked] = await race(
      () => call(admin, 'PUT', `/suspensions/${seller.user.id}`, { days: 2, reason: 'Spam' }),
      () => requestBooking(t.app, buyer, phone.id, 'Banani'),
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    // Booked first and ended by the suspension (PostgreSQL), or refused after it (PGlite).
    expect([201, 409]).toContain(booked.statusCode);
    expect(await openBookings(phone.id)).toEqual([]);
  });
});

describe('two admins suspend each other at once', () => {
  test('one is suspended; the other stays an admin', async () => {
    // The only admins of their own: every other admin of this file is suspended first.
    const a = await signUpAs(t, { accountType: 'admin' });
    const b = await signUpAs(t, { accountType: 'admin' });
    await t.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 60 * 60 * 1000), suspensionReason: 'test' })
      .where(
        and(eq(users.accountType, 'admin'), sql`${users.id} not in (${a.user.id}, ${b.user.id})`),
      );
    const [first, second] = await race(
      () => call(a, 'PUT', `/suspensions/${b.user.id}`, { days: 1, reason: 'Rogue' }),
      () => call(b, 'PUT', `/suspensions/${a.user.id}`, { days: 1, reason: 'Rogue' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    // Counted after the first (409: the last admin), or signed out by it (401).
    expect([401, 409]).toContain(second.statusCode);
    const [aRow] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(aRow!.suspendedUntil).toBeNull();
  });
});
