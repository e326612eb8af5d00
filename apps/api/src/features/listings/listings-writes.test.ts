import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductList } from '@resale-zone/contract/listings';
import { bookings, listings, reports } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const validBody = (sellerEmail: string) => ({
  productName: 'iPhone 13 128GB',
  sellerName: 'Sam',
  productPhoto: '/images/abc123.webp',
  resalePrice: 389.99,
  orginalPrice: 799,
  location: 'Dhaka, Gulshan',
  categories: 'Iphone',
  condition: 'Excellent',
  useDuration: '1 year',
  sellerEmail,
  publishDat: '2026-11-20',
  description: 'Battery health 91%.',
});

async function countListings() {
  return (await t.database.db.select({ id: listings.id }).from(listings)).length;
}

describe('POST /api/addproduct', () => {
  test('a seller lists a phone with every field and finds it in My Products, prices in dollars', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: validBody(seller.user.email),
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json();

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/addproduct?email=${encodeURIComponent(seller.user.email)}`,
      headers: seller.headers,
    });
    expect(mine.statusCode).toBe(200);
    const [product] = ProductList.parse(mine.json());
    expect(product).toMatchObject({
      _id: insertedId,
      productName: 'iPhone 13 128GB',
      resalePrice: 389.99,
      orginalPrice: 799,
      publishDat: '2026-11-20',
      sellerEmail: seller.user.email,
      paid: false,
      reported: false,
    });
    expect(product?.publish).toBeUndefined();
  });

  const required: [string, string][] = [
    ['productName', 'Product name is required'],
    ['sellerName', 'Seller name is required'],
    ['productPhoto', 'Product photo is required'],
    ['resalePrice', 'Resale price is required'],
    ['orginalPrice', 'Original price is required'],
    ['location', 'Location is required'],
    ['categories', 'Product Category is required'],
    ['condition', 'Product condition is required'],
    ['useDuration', 'Duration is required'],
    ['sellerEmail', 'Seller email is required'],
    ['publishDat', 'Publish date is required'],
    ['description', 'Product description is required'],
  ];
  test.each(required)(
    'a missing %s is refused with "%s" and nothing is stored',
    async (field, message) => {
      const seller = await signUpAs(t, { accountType: 'seller' });
      const before = await countListings();
      const body: Record<string, unknown> = validBody(seller.user.email);
      delete body[field];
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: seller.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message: `${field}: ${message}` });
      expect(await countListings()).toBe(before);
    },
  );

  test.each([
    ['resalePrice', -5],
    ['resalePrice', 0],
    ['orginalPrice', 'abc'],
    ['categories', 'Blackberry'],
    ['condition', 'Broken'],
    ['publishDat', '20-11-2026'],
    // Outside 1900–2100: year 0 was a database error (a 500) before.
    ['publishDat', '0000-01-01'],
    ['publishDat', '1899-12-31'],
    ['publishDat', '2101-01-01'],
    ['productPhoto', 'javascript:alert(1)'],
    ['productPhoto', 'https://elsewhere.example/x.jpg'],
  ])('a wrong %s (%s) is a 400 naming it', async (field, value) => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: { ...validBody(seller.user.email), [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  describe('listings cannot mislead', () => {
    const post = (headers: { authorization: string }, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/addproduct', headers, payload });
    /** A calendar date `days` from today in UTC. */
    const utcDate = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

    test('the listing carries the account name, whatever name the body says', async () => {
      const seller = await signUpAs(t, { accountType: 'seller', name: 'Rahim Uddin' });
      const res = await post(seller.headers, {
        ...validBody(seller.user.email),
        sellerName: 'Apple Official Store',
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db
        .select({ sellerName: listings.sellerName })
        .from(listings)
        .where(eq(listings.id, res.json().insertedId));
      expect(row!.sellerName).toBe('Rahim Uddin');
    });

    test.each([
      ['a year ahead', utcDate(366)],
      ['the day after tomorrow', utcDate(2)],
      ['2029 (pinned to the top of Newest first)', '2029-01-01'],
    ])('a publish date in the future (%s) is refused and nothing is stored', async (_, date) => {
      const seller = await signUpAs(t, { accountType: 'seller' });
      const before = await countListings();
      const res = await post(seller.headers, { ...validBody(seller.user.email), publishDat: date });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'publishDat',
        message: 'publishDat: Publish date cannot be in the future',
      });
      expect(await countListings()).toBe(before);
    });

    test("today is accepted in every time zone: UTC's, and the one furthest ahead (UTC+14)", async () => {
      const seller = await signUpAs(t, { accountType: 'seller' });
      const furthestAhead = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
      for (const date of [utcDate(0), furthestAhead]) {
        const res = await post(seller.headers, {
          ...validBody(seller.user.email),
          publishDat: date,
        });
        expect(res.statusCode, date).toBe(201);
      }
    });

    test('a resale price above the original price is refused; equal is accepted', async () => {
      const seller = await signUpAs(t, { accountType: 'seller' });
      const before = await countListings();
      const above = await post(seller.headers, {
        ...validBody(seller.user.email),
        resalePrice: 800,
        orginalPrice: 799.99,
      });
      expect(above.statusCode).toBe(400);
      expect(above.json()).toMatchObject({
        field: 'resalePrice',
        message: 'resalePrice: Resale price cannot be above the original price',
      });
      expect(await countListings()).toBe(before);
      const equal = await post(seller.headers, {
        ...validBody(seller.user.email),
        resalePrice: 799,
        orginalPrice: 799,
      });
      expect(equal.statusCode).toBe(201);
    });
  });

  test("state fields in the body are ignored and someone else's sellerEmail is refused", async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: { ...validBody(other.user.email) },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().field).toBe('sellerEmail');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: {
        ...validBody(seller.user.email),
        paid: true,
        publish: 'advertise',
        reported: true,
        _id: 'x',
        sold: true,
        advertised: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, res.json().insertedId));
    expect(row).toMatchObject({
      isSold: false,
      isAdvertised: false,
      isReported: false,
      sellerId: seller.user.id,
    });
  });

  test('buyers and anonymous visitors cannot list phones', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const asBuyer = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: buyer.headers,
      payload: validBody(buyer.user.email),
    });
    expect(asBuyer.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      payload: validBody(buyer.user.email),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/addproduct', () => {
  test("a seller cannot list another seller's products", async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/addproduct?email=${encodeURIComponent(other.user.email)}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('advertise', () => {
  test('the owner advertises a phone: it leads Featured Mobiles and cannot be advertised twice', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(t.database.db, {
      id: seller.user.id,
      name: seller.user.name,
      email: seller.user.email,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/advertise/${listing.id}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modifiedCount: 1 });

    const featured = ProductList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/advertise' })).json(),
    );
    expect(featured[0]?._id).toBe(listing.id);
    expect(featured[0]?.publish).toBe('advertise');

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/advertise/${listing.id}`,
      headers: seller.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  test("another seller and a buyer cannot advertise someone's phone; a sold phone cannot be advertised", async () => {
    const owner = await signUpAs(t, { accountType: 'seller' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, {
      id: owner.user.id,
      name: owner.user.name,
      email: owner.user.email,
    });
    const sold = await createListing(
      t.database.db,
      { id: owner.user.id, name: owner.user.name, email: owner.user.email },
      { isSold: true },
    );

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/addproduct/advertise/${listing.id}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/addproduct/advertise/${listing.id}`,
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/addproduct/advertise/${sold.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/addproduct/advertise/no-such-id',
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/products/:id', () => {
  test('the owner deletes a phone: it vanishes everywhere, with its open bookings', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(
      t.database.db,
      { id: seller.user.id, name: seller.user.name, email: seller.user.email },
      { isAdvertised: true, advertisedAt: new Date() },
    );
    const buyer = await createUser(t.database.db);
    await t.database.db.insert(bookings).values({
      listingId: listing.id,
      buyerId: buyer.id,
      name: buyer.name,
      email: buyer.email,
      productName: listing.productName,
      photo: listing.productPhoto,
      priceCents: listing.resalePriceCents,
      number: '01700000000',
      place: 'Gulshan 1',
    });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${listing.id}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedCount: 1 });
    const featured = ProductList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/advertise' })).json(),
    );
    expect(featured.some((p) => p._id === listing.id)).toBe(false);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.buyerId, buyer.id)),
    ).toHaveLength(0);
  });

  test('another seller and a buyer cannot delete it; an admin can; a sold phone stays', async () => {
    const owner = await signUpAs(t, { accountType: 'seller' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const admin = await signUpAs(t, { accountType: 'admin' });
    const seller = { id: owner.user.id, name: owner.user.name, email: owner.user.email };
    const listing = await createListing(t.database.db, seller);
    const sold = await createListing(t.database.db, seller, { isSold: true });

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${listing.id}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${listing.id}`,
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${listing.id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${sold.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${listing.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/addproduct/report/:id', () => {
  test('a signed-in user reports a listing once; a second report is accepted without a second record', async () => {
    const owner = await createUser(t.database.db, { accountType: 'seller' });
    const listing = await createListing(t.database.db, owner);
    const buyer = await signUpAs(t, { accountType: 'buyer' });

    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${listing.id}`,
      headers: buyer.headers,
      payload: { reason: 'stolen' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ modifiedCount: 1, alreadyReported: false });

    const second = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${listing.id}`,
      headers: buyer.headers,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ modifiedCount: 0, alreadyReported: true });

    expect(
      await t.database.db.select().from(reports).where(eq(reports.listingId, listing.id)),
    ).toHaveLength(1);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.isReported).toBe(true);
  });

  test('anonymous reports are refused and an unknown reason is a 400', async () => {
    const owner = await createUser(t.database.db, { accountType: 'seller' });
    const listing = await createListing(t.database.db, owner);
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/addproduct/report/${listing.id}` }))
        .statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${listing.id}`,
      headers: buyer.headers,
      payload: { reason: 'ugly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('reason');
  });
});

describe('GET /api/reports/mine', () => {
  test('a person’s own reports only, so that their Report buttons still say Reported after a reload', async () => {
    const owner = await createUser(t.database.db, { accountType: 'seller' });
    const first = await createListing(t.database.db, owner);
    const second = await createListing(t.database.db, owner);
    const untouched = await createListing(t.database.db, owner);
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const report = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/addproduct/report/${id}`, headers });
    const mine = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/reports/mine', headers });

    expect((await mine(buyer.headers)).json()).toEqual({ ids: [] });
    await report(first.id, buyer.headers);
    await report(second.id, buyer.headers);
    await report(untouched.id, other.headers);

    const answer = await mine(buyer.headers);
    expect(answer.statusCode).toBe(200);
    expect(new Set(answer.json().ids)).toEqual(new Set([first.id, second.id]));
    expect((await mine(other.headers)).json()).toEqual({ ids: [untouched.id] });
    expect((await mine()).statusCode).toBe(401);
  });
});
