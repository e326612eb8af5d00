import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings, listings, notifications } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing, imeiWith } from '../../test/factories.ts';
import { offer, offerStates } from '../../test/offers.ts';
import { asSeller, bookedPhone, completedSale, heldSale, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { IPHONE_8_AD, phoneForm } from '../../test/phone-form.ts';

/**
 * A seller pauses a listing, resumes it, or marks it sold elsewhere (decision 058): what the
 * public sees, what ends with it, and every refusal.
 */
let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

async function sellerWithPhone(overrides: Parameters<typeof createListing>[2] = {}) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const listing = await createListing(t.database.db, asSeller(seller), {
    category: 'Xiaomi',
    ...overrides,
  });
  return { seller, listing };
}

/** Where the public sees the phone: brand page (and its total), search, featured, its page. */
async function publicView(id: string, productName: string) {
  const brand = await call(null, 'GET', '/categories/xiaomi');
  const search = await call(null, 'GET', `/search?q=${encodeURIComponent(productName)}`);
  const featured = await call(null, 'GET', '/advertise');
  const page = await call(null, 'GET', `/products/${id}`);
  const ids = (list: { _id: string }[]) => list.some((p) => p._id === id);
  return {
    brand: ids(brand.json()),
    brandTotal: Number(brand.headers['x-total-count']),
    search: ids(search.json().items),
    featured: ids(featured.json()),
    page: page.statusCode,
  };
}

const mine = async (seller: SignedUp, id: string) =>
  (await call(seller, 'GET', `/addproduct?email=${seller.user.email}`))
    .json()
    .find((p: { _id: string }) => p._id === id);

describe('pause and resume', () => {
  test('a paused phone leaves every public list and page and comes back, advertised, on resume', async () => {
    const { seller, listing } = await sellerWithPhone({
      isAdvertised: true,
      advertisedAt: new Date(),
    });
    const before = await publicView(listing.id, listing.productName);
    expect(before).toMatchObject({ brand: true, search: true, featured: true, page: 200 });
    // The public cache holds the brand page: the pause must invalidate it.
    expect((await call(null, 'GET', '/categories/xiaomi')).headers['x-cache']).toBe('HIT');

    const paused = await call(seller, 'PUT', `/addproduct/pause/${listing.id}`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await publicView(listing.id, listing.productName)).toEqual({
      brand: false,
      brandTotal: before.brandTotal - 1,
      search: false,
      featured: false,
      page: 404,
    });
    // The seller keeps it, and sees why it is not on sale.
    expect(await mine(seller, listing.id)).toMatchObject({
      offSale: 'paused',
      availability: 'unavailable',
      paid: false,
    });

    expect((await call(seller, 'PUT', `/addproduct/resume/${listing.id}`)).statusCode).toBe(200);
    expect(await publicView(listing.id, listing.productName)).toEqual(before);
    expect(await mine(seller, listing.id)).toMatchObject({
      offSale: null,
      availability: 'available',
    });
  });

  test('a wishlist shows a paused phone as unavailable', async () => {
    const { seller, listing } = await sellerWithPhone();
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    expect((await call(buyer, 'PUT', `/wishlist/${listing.id}`)).statusCode).toBeLessThan(300);
    await call(seller, 'PUT', `/addproduct/pause/${listing.id}`);
    const saved = (await call(buyer, 'GET', '/wishlist')).json();
    const row = JSON.stringify(saved);
    expect(row).toContain(listing.id);
    expect(row).toContain('"availability":"unavailable"');
  });

  test('pausing ends the open booking and the open offer, and their buyers are told', async () => {
    const sale = await bookedPhone(t, { resalePriceCents: 40_000 });
    const bidder = await signUpAs(t, { accountType: 'buyer' });
    expect((await offer(t, bidder, sale.listing.id, 350)).statusCode).toBe(201);

    expect(
      (await call(sale.seller, 'PUT', `/addproduct/pause/${sale.listing.id}`)).statusCode,
    ).toBe(200);

    const left = await t.database.db.select().from(bookings).where(eq(bookings.id, sale.bookingId));
    expect(left).toEqual([]);
    expect(await offerStates(t, sale.listing.id)).toEqual(['lost']);
    const bell = async (who: SignedUp, kind: 'booking' | 'offer') =>
      (
        await t.database.db
          .select({ title: notifications.title, body: notifications.body })
          .from(notifications)
          .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)))
      ).map((n) => `${n.title} | ${n.body}`);
    expect(await bell(sale.buyer, 'booking')).toEqual([
      expect.stringMatching(/^Booking ended: .*its seller paused the listing/),
    ]);
    expect(await bell(bidder, 'offer')).toEqual([
      expect.stringMatching(/^Offer ended: .*\$350\.00.*its seller paused the listing/),
    ]);
    // "My offers" says no more than is true: the phone was neither sold nor booked.
    const [mine] = (await call(bidder, 'GET', '/offers')).json();
    expect(mine).toMatchObject({ state: 'lost', status: 'Ended: the phone went off sale' });
  });

  test('a paused phone cannot be booked or offered on', async () => {
    const { seller, listing } = await sellerWithPhone();
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    await call(seller, 'PUT', `/addproduct/pause/${listing.id}`);
    const booked = await call(buyer, 'POST', '/booking', {
      product_id: listing.id,
      number: '01711000000',
      place: 'Banani 11',
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(
      'This phone is not for sale right now: its seller paused the listing.',
    );
    const offered = await offer(t, buyer, listing.id, 300);
    expect(offered.statusCode).toBe(409);
    expect(offered.json().message).toMatch(/paused/);
  });
});

describe('refusals', () => {
  test('a phone with a held payment cannot be paused or marked sold elsewhere (409)', async () => {
    const sale = await heldSale(t);
    const pause = await call(sale.seller, 'PUT', `/addproduct/pause/${sale.listing.id}`);
    expect(pause.statusCode).toBe(409);
    expect(pause.json().message).toBe(
      'A phone with a held payment cannot be paused. Decline the booking first.',
    );
    const elsewhere = await call(
      sale.seller,
      'PUT',
      `/addproduct/sold-elsewhere/${sale.listing.id}`,
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toMatch(/held payment cannot be marked sold elsewhere/);
  });

  test('twice, or resumed when not paused, or sold here: 409 with the table’s words', async () => {
    const { seller, listing } = await sellerWithPhone();
    const name = listing.productName;
    const resume = await call(seller, 'PUT', `/addproduct/resume/${listing.id}`);
    expect([resume.statusCode, resume.json().message]).toEqual([409, `${name} is not paused.`]);
    await call(seller, 'PUT', `/addproduct/pause/${listing.id}`);
    const again = await call(seller, 'PUT', `/addproduct/pause/${listing.id}`);
    expect([again.statusCode, again.json().message]).toEqual([409, `${name} is already paused.`]);
    const advertise = await call(seller, 'PUT', `/addproduct/advertise/${listing.id}`);
    expect(advertise.statusCode).toBe(409);
    const sold = await completedSale(t);
    const late = await call(sold.seller, 'PUT', `/addproduct/pause/${sold.listing.id}`);
    expect([late.statusCode, late.json().message]).toEqual([409, 'A sold phone cannot be paused.']);
  });

  test('someone else’s phone 403, a buyer account 403, signed out 401, unknown 404, bad id 400', async () => {
    const { listing } = await sellerWithPhone();
    const other = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const url = `/addproduct/pause/${listing.id}`;
    expect((await call(other, 'PUT', url)).statusCode).toBe(403);
    expect((await call(buyer, 'PUT', url)).statusCode).toBe(403);
    expect((await call(null, 'PUT', url)).statusCode).toBe(401);
    const unknown = await call(
      other,
      'PUT',
      '/addproduct/pause/0b8f5a0e-4f4e-4a57-9d55-5c5b2f1f2f2f',
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await call(other, 'PUT', `/addproduct/pause/${'x'.repeat(65)}`);
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'id']);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.offSale).toBeNull();
  });
});

describe('sold elsewhere', () => {
  test('off the lists for good; its page is gone; it is not a sale here', async () => {
    const sold = await completedSale(t, { category: 'Xiaomi', productName: 'Redmi Note 12 128GB' });
    const seller = sold.seller;
    const other = await createListing(t.database.db, asSeller(seller), {
      category: 'Xiaomi',
      productName: 'Redmi Note 12 128GB',
    });
    const figures = async () => (await call(seller, 'GET', '/dashboard/seller')).json().figures;
    const guide = async () =>
      (await call(null, 'GET', '/price-guide/xiaomi/redmi-note-12-128gb')).body;
    const before = { figures: await figures(), guide: await guide() };

    const marked = await call(seller, 'PUT', `/addproduct/sold-elsewhere/${other.id}`);
    expect(marked.statusCode).toBe(200);
    expect(await publicView(other.id, other.productName)).toMatchObject({
      brand: false,
      search: false,
      page: 404,
    });
    expect(await mine(seller, other.id)).toMatchObject({ offSale: 'sold-elsewhere', paid: false });
    const after = { figures: await figures(), guide: await guide() };
    // Sales, money and the price guide are as they were; only the phones on sale went down by one.
    expect(after.guide).toBe(before.guide);
    expect({ ...after.figures, activeListings: null }).toEqual({
      ...before.figures,
      activeListings: null,
    });
    expect(after.figures.activeListings.current).toBe(before.figures.activeListings.current - 1);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, other.id));
    expect([row!.isSold, row!.soldAt]).toEqual([false, null]);

    const resume = await call(seller, 'PUT', `/addproduct/resume/${other.id}`);
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(
      `${other.productName} was sold elsewhere; it stays off the lists.`,
    );
  });

  test('its IMEI is free for the new owner to list; a paused phone keeps its IMEI', async () => {
    const imei = imeiWith('35299209');
    const { seller, listing } = await sellerWithPhone({ category: 'Iphone', imei });
    const owner = await signUpAs(t, { accountType: 'seller' });
    const listAgain = () =>
      call(
        owner,
        'POST',
        '/addproduct',
        phoneForm(owner, {
          ...IPHONE_8_AD,
          sellerName: 'New Owner',
          description: 'Bought it last week.',
          imei,
        }),
      );
    await call(seller, 'PUT', `/addproduct/pause/${listing.id}`);
    expect((await listAgain()).statusCode).toBe(409);
    await call(seller, 'PUT', `/addproduct/sold-elsewhere/${listing.id}`);
    expect((await listAgain()).statusCode).toBe(201);
  });

  test('a seller may still delete a paused phone', async () => {
    const { seller, listing } = await sellerWithPhone();
    await call(seller, 'PUT', `/addproduct/pause/${listing.id}`);
    const gone = await call(seller, 'DELETE', `/products/${listing.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().deletedCount).toBe(1);
  });
});
