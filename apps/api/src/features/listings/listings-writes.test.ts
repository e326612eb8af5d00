import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductList } from '@resale-zone/contract/listings';
import { listings } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { asSeller } from '../../test/sales.ts';

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
    const listing = await createListing(t.database.db, asSeller(seller));
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
    const listing = await createListing(t.database.db, asSeller(owner));
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
