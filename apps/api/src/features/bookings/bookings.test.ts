import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Booking, BookingList, OrderList } from '@resale-zone/contract/bookings';
import { bookings } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
// Widens the window between the duplicate check and the insert (security.md item 23).
let raceDelayMs = 0;
beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      bookings: { beforeInsert: () => new Promise((r) => setTimeout(r, raceDelayMs)) },
    },
  );
});
afterAll(() => t.close());

const asSeller = (s: SignedUp) => ({ id: s.user.id, name: s.user.name, email: s.user.email });

async function book(buyer: SignedUp, productId: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: buyer.headers,
    payload: {
      product_id: productId,
      number: '+880 1711 000000',
      place: 'Gulshan 1 circle',
      ...extra,
    },
  });
}

describe('POST /api/booking', () => {
  test('a buyer books a phone; price, name and photo come from our records, not the body', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller), {
      resalePriceCents: 38_900,
      productName: 'iPhone 13',
    });

    const res = await book(buyer, listing.id, {
      price: 1,
      productName: 'Free phone',
      email: 'x@y.z',
      photo: 'evil',
      name: 'Mallory',
    });

    expect(res.statusCode).toBe(201);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${res.json().insertedId}`,
      headers: buyer.headers,
    });
    expect(Booking.parse(got.json())).toMatchObject({
      price: 389,
      productName: 'iPhone 13',
      email: buyer.user.email,
      name: buyer.user.name,
      // Absolute, from the origin the request came to (inject's localhost:80).
      photo: `http://localhost:80${listing.productPhoto}`,
      product_id: listing.id,
      paid: false,
      number: '+880 1711 000000',
      place: 'Gulshan 1 circle',
    });
  });

  test('phone number and meeting place are required, with messages', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const noNumber = await book(buyer, listing.id, { number: '' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toMatchObject({
      field: 'number',
      message: 'number: Phone number is required',
    });
    const noPlace = await book(buyer, listing.id, { place: '   ' });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().field).toBe('place');
    const letters = await book(buyer, listing.id, { number: 'call me' });
    expect(letters.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.listingId, listing.id)),
    ).toHaveLength(0);
  });

  test('sellers, admins and anonymous visitors cannot book; a sold phone cannot be booked', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const admin = await signUpAs(t, { accountType: 'admin' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const sold = await createListing(t.database.db, asSeller(seller), { isSold: true });

    expect((await book(seller, listing.id)).statusCode).toBe(403);
    expect((await book(admin, listing.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { product_id: listing.id, number: '0171100000', place: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const soldAnswer = await book(buyer, sold.id);
    expect(soldAnswer.statusCode).toBe(409);
    expect(soldAnswer.json().message).toMatch(/sold/);
    expect((await book(buyer, 'no-such-listing')).statusCode).toBe(404);
  });

  test('a second booking of the same phone by the same buyer is a 409 with a message', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller), {
      productName: 'Pixel-free phone',
    });
    expect((await book(buyer, listing.id)).statusCode).toBe(201);
    const again = await book(buyer, listing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already booked Pixel-free phone.');
  });

  test('50 simultaneous identical bookings leave exactly one booking, even with a widened race window', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    raceDelayMs = 50;
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => book(buyer, listing.id)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
    } finally {
      raceDelayMs = 0;
    }
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.listingId, listing.id)),
    ).toHaveLength(1);
  });
});

describe('reading bookings and orders', () => {
  test("a buyer sees their own bookings and cannot read another buyer's", async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const other = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const id = (await book(buyer, listing.id)).json().insertedId;

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/bookings?email=${encodeURIComponent(buyer.user.email)}`,
      headers: buyer.headers,
    });
    expect(BookingList.parse(mine.json()).map((b) => b._id)).toEqual([id]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/bookings?email=${encodeURIComponent(buyer.user.email)}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${id}` })).statusCode).toBe(
      401,
    );
  });

  test("the phone's seller reads the booking and sees it as an order; another seller does not", async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const otherSeller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller), {
      productName: 'OnePlus 11',
    });
    const id = (await book(buyer, listing.id)).json().insertedId;

    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/order?email=${encodeURIComponent(seller.user.email)}`,
      headers: seller.headers,
    });
    expect(OrderList.parse(orders.json())).toEqual([
      expect.objectContaining({
        _id: id,
        productName: 'OnePlus 11',
        email: buyer.user.email,
        number: '+880 1711 000000',
        place: 'Gulshan 1 circle',
        paid: false,
      }),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: seller.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/${id}`,
          headers: otherSeller.headers,
        })
      ).statusCode,
    ).toBe(403);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/order',
      headers: otherSeller.headers,
    });
    expect(OrderList.parse(others.json())).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/order?email=${encodeURIComponent(seller.user.email)}`,
          headers: otherSeller.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/order', headers: buyer.headers })).statusCode,
    ).toBe(403);
  });
});

describe('deleting bookings', () => {
  test('the buyer deletes an unpaid booking; a paid one is kept with 409', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const a = await createListing(t.database.db, asSeller(seller));
    const b = await createListing(t.database.db, asSeller(seller));
    const open = (await book(buyer, a.id)).json().insertedId;
    const paid = (await book(buyer, b.id)).json().insertedId;
    await t.database.db
      .update(bookings)
      .set({ isPaid: true, state: 'held', transactionId: 'pi_test' })
      .where(eq(bookings.id, paid));

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${open}`,
      headers: buyer.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ deletedCount: 1 });
    const keep = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${paid}`,
      headers: buyer.headers,
    });
    expect(keep.statusCode).toBe(409);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.id, paid))).toHaveLength(
      1,
    );
  });

  test('the seller declines an unpaid order on their phone', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const id = (await book(buyer, listing.id)).json().insertedId;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/booking/${id}`, headers: seller.headers }))
        .statusCode,
    ).toBe(200);
  });

  test('a booking whose phone was sold to someone else says so', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const id = (await book(buyer, listing.id)).json().insertedId;
    const { listings } = await import('../../db/schema.ts');
    await t.database.db.update(listings).set({ isSold: true }).where(eq(listings.id, listing.id));
    const got = Booking.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: buyer.headers })
      ).json(),
    );
    expect(got.soldToOther).toBe(true);
  });
});
