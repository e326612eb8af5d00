import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { EditProductAnswer, ProductDetail } from '@resale-zone/contract/listings';
import { ProductPage } from '@resale-zone/contract/search';
import { listings, priceChanges } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing, imeiWith } from '../../test/factories.ts';
import { asSeller, heldSale } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { phoneForm } from '../../test/phone-form.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const edit = (who: SignedUp | null, id: string, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: who?.headers ?? {},
    payload: body as object,
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const detail = async (id: string) => ProductDetail.parse((await get(`/api/products/${id}`)).json());
const row = async (id: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const history = (id: string) =>
  t.database.db.select().from(priceChanges).where(eq(priceChanges.listingId, id));

/** A seller's phone at $399 (original $799), described as "A phone in good shape." in Dhaka. */
async function phone(overrides: Parameters<typeof createListing>[2] = {}) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const listing = await createListing(t.database.db, asSeller(seller), overrides);
  return { seller, listing };
}

describe('the seller edits a listing on sale', () => {
  test('price, description, photo, condition details and location change; the page says so at once', async () => {
    // A name with a word of letters only that no other listing has: a word mixing letters and
    // digits is searched as its parts (decision 053), which other phones may share.
    const word = `zq${[...crypto.getRandomValues(new Uint8Array(6))].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
    const { seller, listing } = await phone({ productName: `iPhone 13 ${word}` });
    // Cached now (page and search): the edit must remove both.
    await get(`/api/products/${listing.id}`);
    expect((await get(`/api/products/${listing.id}`)).headers['x-cache']).toBe('HIT');
    const search = `/api/search?q=${word}`;
    const before = ProductPage.parse((await get(search)).json());
    expect(before.items.map((p) => p._id)).toEqual([listing.id]);
    expect((await get(search)).headers['x-cache']).toBe('HIT');

    // The fields the page shows as they were sent.
    const shown = {
      resalePrice: 349,
      description: 'Battery replaced last month, box included.',
      location: 'Chittagong',
      condition: 'Excellent',
      batteryHealth: 96,
      activationLockOff: true,
      fullyPaid: true,
      noCrackedGlass: true,
    };
    const res = await edit(seller, listing.id, {
      ...shown,
      productPhoto: '/images/new-photo_1.webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(EditProductAnswer.parse(res.json())).toEqual({ acknowledged: true, modifiedCount: 1 });

    const page = await get(`/api/products/${listing.id}`);
    expect(page.headers['x-cache']).not.toBe('HIT');
    expect(ProductDetail.parse(page.json())).toMatchObject({
      ...shown,
      productPhoto: expect.stringContaining('/images/new-photo_1.webp'),
      priceDrop: { from: 399, at: expect.any(String) },
    });
    // The price change is recorded as PUT /products/{id}/price records it.
    expect(await history(listing.id)).toEqual([
      expect.objectContaining({ oldPriceCents: 39_900, newPriceCents: 34_900 }),
    ]);
    const found = ProductPage.parse((await get(search)).json());
    expect(found.items.find((p) => p._id === listing.id)).toMatchObject({
      resalePrice: 349,
      location: 'Chittagong',
    });
    // The new words are searchable.
    const byWord = ProductPage.parse((await get('/api/search?q=replaced%20chittagong')).json());
    expect(byWord.items.map((p) => p._id)).toContain(listing.id);
  });

  test('only what is sent changes; sending what is there already changes nothing', async () => {
    const { seller, listing } = await phone({ batteryHealth: 80, fullyPaid: true });
    const res = await edit(seller, listing.id, { description: 'Now with a case.' });
    expect(res.json()).toMatchObject({ modifiedCount: 1 });
    expect(await row(listing.id)).toMatchObject({
      description: 'Now with a case.',
      batteryHealth: 80,
      fullyPaid: true,
      resalePriceCents: 39_900,
      location: 'Dhaka',
    });

    const same = await edit(seller, listing.id, {
      description: 'Now with a case.',
      resalePrice: 399,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ modifiedCount: 0 });
    expect(await history(listing.id)).toEqual([]);
  });

  test('battery health can be cleared, and declarations withdrawn', async () => {
    const { seller, listing } = await phone({ batteryHealth: 70, noCrackedGlass: true });
    const res = await edit(seller, listing.id, { batteryHealth: null, noCrackedGlass: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(listing.id)).toMatchObject({ batteryHealth: null, noCrackedGlass: false });
  });

  test.each([
    [{ resalePrice: 800 }, 'resalePrice'],
    [{ resalePrice: 0 }, 'resalePrice'],
    [{ resalePrice: '<b>1</b>' }, 'resalePrice'],
    [{ description: '   ' }, 'description'],
    [{ description: 'x'.repeat(5001) }, 'description'],
    [{ location: '' }, 'location'],
    [{ condition: 'Mint' }, 'condition'],
    [{ productPhoto: 'https://evil.example/x.webp' }, 'productPhoto'],
    [{ productPhoto: 'javascript:alert(1)' }, 'productPhoto'],
    [{ batteryHealth: 101 }, 'batteryHealth'],
    [{ batteryHealth: -1 }, 'batteryHealth'],
    [{ batteryHealth: 90.5 }, 'batteryHealth'],
    [{ batteryHealth: '90' }, 'batteryHealth'],
    [{ fullyPaid: 'yes' }, 'fullyPaid'],
    [{ activationLockOff: 1 }, 'activationLockOff'],
    [{ productName: 'iPhone 15 Pro Max' }, null],
    [{ categories: 'Huawei' }, null],
    [{ paid: true }, null],
    [{ sellerEmail: 'someone@else.test' }, null],
  ])('%j is refused with a 400; nothing changes', async (body, field) => {
    const { seller, listing } = await phone();
    const before = await row(listing.id);
    // A good change alongside the bad one must not be written either.
    const res = await edit(seller, listing.id, { description: 'Changed.', ...body });
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json()).toMatchObject({ field });
    else expect(res.json().message).toMatch(/cannot be edited/);
    expect(await row(listing.id)).toEqual(before);
    expect(await history(listing.id)).toEqual([]);
  });

  test('only its seller: another seller 403, a buyer 403, an admin 403, nobody 401, unknown 404', async () => {
    const { listing } = await phone();
    const before = await row(listing.id);
    const other = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const admin = await signUpAs(t, { accountType: 'admin' });
    const body = { description: 'Mine now.' };
    expect((await edit(other, listing.id, body)).statusCode).toBe(403);
    expect((await edit(buyer, listing.id, body)).statusCode).toBe(403);
    expect((await edit(admin, listing.id, body)).statusCode).toBe(403);
    expect((await edit(null, listing.id, body)).statusCode).toBe(401);
    expect((await edit(other, 'no-such-phone', body)).statusCode).toBe(404);
    expect(await row(listing.id)).toEqual(before);
  });

  test('a sold phone stays as it was sold (409); so does a reserved one', async () => {
    const { seller, listing } = await phone({ isSold: true, soldAt: new Date() });
    const sold = await edit(seller, listing.id, { description: 'Rewritten.' });
    expect(sold.statusCode, sold.body).toBe(409);
    expect(sold.json().message).toMatch(/sold phone/i);
    expect((await row(listing.id)).description).toBe('A phone in good shape.');

    const held = await heldSale(t);
    const reserved = await edit(held.seller, held.listing.id, { resalePrice: 100 });
    expect(reserved.statusCode, reserved.body).toBe(409);
    expect(await history(held.listing.id)).toEqual([]);
  });
});

describe('the IMEI cannot change once checked', () => {
  test('a different IMEI is a 409 telling the seller to delete and list again; the IMEI stays', async () => {
    const imei = imeiWith('35299209');
    const { seller, listing } = await phone({ imei });
    const res = await edit(seller, listing.id, {
      imei: imeiWith('35299209'),
      description: 'Other phone.',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ field: 'imei' });
    expect(res.json().message).toMatch(/Delete this listing and list the phone again/);
    expect(await row(listing.id)).toMatchObject({ imei, description: 'A phone in good shape.' });

    // The same IMEI (a form that sends every field back) is no change.
    const same = await edit(seller, listing.id, { imei, description: 'Same phone.' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await row(listing.id)).toMatchObject({ imei, description: 'Same phone.' });
  });

  test('a listing without an IMEI does not get one by an edit; a bad IMEI is a 400', async () => {
    const { seller, listing } = await phone();
    const added = await edit(seller, listing.id, { imei: imeiWith('35299209') });
    expect(added.statusCode).toBe(409);
    expect((await row(listing.id)).imei).toBeNull();
    for (const imei of ['49015420323751x', '４９０１５４２０３２３７５１８', '49015420323751']) {
      const bad = await edit(seller, listing.id, { imei });
      expect(bad.statusCode, imei).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'imei' });
    }
  });
});

describe('condition details on add-product', () => {
  const body = (seller: SignedUp, extra: object = {}) =>
    phoneForm(seller, {
      productName: 'Redmi Note 12',
      sellerName: 'Sam',
      resalePrice: 150,
      orginalPrice: 299,
      ...extra,
    });
  const add = (seller: SignedUp, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/addproduct', headers: seller.headers, payload });

  test("the spec's form without them lists as before: nothing declared, no battery health", async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const res = await add(seller, body(seller));
    expect(res.statusCode, res.body).toBe(201);
    expect(await detail(res.json().insertedId)).toMatchObject({
      batteryHealth: null,
      activationLockOff: false,
      fullyPaid: false,
      noCrackedGlass: false,
    });
  });

  test('given, they are on the listing', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const res = await add(
      seller,
      body(seller, { batteryHealth: 0, activationLockOff: true, noCrackedGlass: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await detail(res.json().insertedId)).toMatchObject({
      batteryHealth: 0,
      activationLockOff: true,
      fullyPaid: false,
      noCrackedGlass: true,
    });
  });

  test.each([
    [{ batteryHealth: 101 }, 'batteryHealth'],
    [{ batteryHealth: 3.5 }, 'batteryHealth'],
    [{ batteryHealth: 'full' }, 'batteryHealth'],
    [{ noCrackedGlass: 'true' }, 'noCrackedGlass'],
  ])('%j: 400 naming the field, nothing listed', async (extra, field) => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const res = await add(seller, body(seller, extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field });
    const mine = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.sellerId, seller.user.id));
    expect(mine).toEqual([]);
  });
});
