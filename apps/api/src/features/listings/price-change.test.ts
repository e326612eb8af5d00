import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ChangePriceAnswer, ProductDetail } from '@resale-zone/contract/listings';
import { NotificationList } from '@resale-zone/contract/notifications';
import { listings, priceChanges } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, heldSale } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { Call } from '../../test/sales.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

const reprice = (who: SignedUp | null, id: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}/price`,
    headers: who?.headers ?? {},
    payload: body as object,
  });
const detail = async (id: string) =>
  ProductDetail.parse((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json());
const history = (id: string) =>
  t.database.db.select().from(priceChanges).where(eq(priceChanges.listingId, id));
const priceOf = async (id: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!.resalePriceCents;
async function bell(who: SignedUp) {
  return NotificationList.parse((await call(who, 'GET', '/notifications')).json());
}

/** A seller's phone at $399 (original $799). */
async function phone() {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const listing = await createListing(t.database.db, asSeller(seller));
  return { seller, listing };
}

describe('the seller changes the price', () => {
  test('cards carry the drop: "Price reduced from" the price before; a rise clears it', async () => {
    const { seller, listing } = await phone();
    const card = async () => {
      const page = await t.app.inject({
        url: `/api/search?q=${encodeURIComponent(listing.productName)}`,
      });
      return (
        page.json() as { items: { _id: string; priceReducedFrom: number | null }[] }
      ).items.find((p) => p._id === listing.id)!;
    };
    expect((await card()).priceReducedFrom).toBeNull();
    await reprice(seller, listing.id, { resalePrice: 350 });
    expect((await card()).priceReducedFrom).toBe(399);
    await reprice(seller, listing.id, { resalePrice: 300 });
    expect((await card()).priceReducedFrom).toBe(350);
    await reprice(seller, listing.id, { resalePrice: 320 });
    expect((await card()).priceReducedFrom).toBeNull();
  });

  test('a drop is recorded, shown on the listing page at once (the cached answer goes)', async () => {
    const { seller, listing } = await phone();
    const before = await detail(listing.id);
    expect(before.priceDrop).toBeNull();
    // Cached now: the change must remove it.
    const hit = await t.app.inject({ method: 'GET', url: `/api/products/${listing.id}` });
    expect(hit.headers['x-cache']).toBe('HIT');

    const res = await reprice(seller, listing.id, { resalePrice: 349.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ChangePriceAnswer.parse(res.json())).toEqual({
      acknowledged: true,
      modifiedCount: 1,
      resalePrice: 349.5,
    });
    const after = await detail(listing.id);
    expect(after.resalePrice).toBe(349.5);
    expect(after.priceDrop).toEqual({ from: 399, at: expect.any(String) });
    expect(await history(listing.id)).toEqual([
      expect.objectContaining({ oldPriceCents: 39_900, newPriceCents: 34_950 }),
    ]);
  });

  test('a rise (up to the original price) is recorded too, and the page no longer says dropped', async () => {
    const { seller, listing } = await phone();
    await reprice(seller, listing.id, { resalePrice: 300 });
    const up = await reprice(seller, listing.id, { resalePrice: 799 });
    expect(up.statusCode, up.body).toBe(200);
    expect((await detail(listing.id)).priceDrop).toBeNull();
    expect((await history(listing.id)).map((h) => h.newPriceCents).sort()).toEqual([
      30_000, 79_900,
    ]);
  });

  test('the same price again changes nothing and records nothing', async () => {
    const { seller, listing } = await phone();
    const res = await reprice(seller, listing.id, { resalePrice: '399' });
    expect(res.json()).toMatchObject({ modifiedCount: 0 });
    expect(await history(listing.id)).toEqual([]);
  });

  test.each([
    [{ resalePrice: 0 }, 'resalePrice'],
    [{ resalePrice: -5 }, 'resalePrice'],
    [{ resalePrice: 800 }, 'resalePrice'],
    [{ resalePrice: 10.001 }, 'resalePrice'],
    [{ resalePrice: '<b>100</b>' }, 'resalePrice'],
    [{ resalePrice: 'NaN' }, 'resalePrice'],
    [{}, 'resalePrice'],
    [{ resalePrice: '10\u0000' }, null],
  ])('%j is refused with a 400 naming the field; nothing changes', async (body, field) => {
    const { seller, listing } = await phone();
    const res = await reprice(seller, listing.id, body);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json()).toMatchObject({ field });
    expect(await priceOf(listing.id)).toBe(39_900);
    expect(await history(listing.id)).toEqual([]);
  });

  test('only its seller: another seller 403, a buyer 403, nobody 401, an unknown phone 404', async () => {
    const { listing } = await phone();
    const other = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    expect((await reprice(other, listing.id, { resalePrice: 1 })).statusCode).toBe(403);
    expect((await reprice(buyer, listing.id, { resalePrice: 1 })).statusCode).toBe(403);
    expect((await reprice(null, listing.id, { resalePrice: 1 })).statusCode).toBe(401);
    expect((await reprice(other, 'no-such-phone', { resalePrice: 1 })).statusCode).toBe(404);
    expect(await priceOf(listing.id)).toBe(39_900);
  });

  test('a reserved phone (held payment) keeps its price: 409', async () => {
    const s = await heldSale(t);
    const res = await reprice(s.seller, s.listing.id, { resalePrice: 100 });
    expect(res.statusCode, res.body).toBe(409);
    expect(await history(s.listing.id)).toEqual([]);
  });

  test('many changes at once: each recorded from the price the one before left', async () => {
    const { seller, listing } = await phone();
    const prices = [380, 370, 360, 350, 340, 330, 320, 310];
    const results = await Promise.all(
      prices.map((p) => reprice(seller, listing.id, { resalePrice: p })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(prices.map(() => 200));
    const records = await history(listing.id);
    expect(records).toHaveLength(prices.length);
    // The listing is locked for each change: every change starts from the price the one before
    // left, so the records form one chain from $399 to the price the phone has now.
    const byOld = new Map(records.map((r) => [r.oldPriceCents, r.newPriceCents]));
    let price = 39_900;
    for (let step = 0; step < prices.length; step++) price = byOld.get(price)!;
    expect(price).toBe(await priceOf(listing.id));
  });
});

describe('a drop tells whoever saved the phone', () => {
  test('each buyer with it on their wishlist hears once per change; a rise tells nobody', async () => {
    const { seller, listing } = await phone();
    const fans = await Promise.all([1, 2].map(() => signUpAs(t, { accountType: 'buyer' })));
    const bystander = await signUpAs(t, { accountType: 'buyer' });
    for (const fan of fans) {
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/wishlist/${listing.id}`,
            headers: fan.headers,
          })
        ).statusCode,
      ).toBe(200);
    }
    await reprice(seller, listing.id, { resalePrice: 350 });
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain()]);
    for (const fan of fans) {
      const { items } = await bell(fan);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        kind: 'price-drop',
        link: `/products/${listing.id}`,
        body: 'Now $350.00, was $399.00.',
      });
    }
    expect((await bell(bystander)).items).toEqual([]);
    expect((await bell(seller)).items).toEqual([]);

    await reprice(seller, listing.id, { resalePrice: 390 });
    await t.app.jobs.drain();
    expect((await bell(fans[0]!)).items).toHaveLength(1);

    // A second drop is a second change: one more each.
    await reprice(seller, listing.id, { resalePrice: 300 });
    await t.app.jobs.drain();
    expect((await bell(fans[1]!)).items.map((n) => n.body)).toEqual([
      'Now $300.00, was $390.00.',
      'Now $350.00, was $399.00.',
    ]);
  });
});
