import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { WishlistIds, WishlistList, WishlistSaveAnswer } from '@resale-zone/contract/wishlist';
import { listings, wishlist } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { WISHLIST_LIMIT } from './wishlist.service.ts';
import { asSeller } from '../../test/sales.ts';

let t: TestContext;
/** Set by a test to run between the listing check and the insert. */
let beforeSave: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await createTestContext(
    {},
    { wishlist: { beforeSave: () => beforeSave?.() ?? Promise.resolve() } },
  );
});
afterAll(() => t.close());

const buyer = () => signUpAs(t, { accountType: 'buyer' });
const aSeller = () => createUser(t.database.db, { accountType: 'seller', name: 'Sam' });

function save(who: SignedUp, id: string) {
  return t.app.inject({ method: 'PUT', url: `/api/wishlist/${id}`, headers: who.headers });
}
function unsave(who: SignedUp, id: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/wishlist/${id}`, headers: who.headers });
}
async function listOf(who: SignedUp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return WishlistList.parse(res.json());
}
async function idsOf(who: SignedUp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/wishlist/ids', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return WishlistIds.parse(res.json()).ids;
}

describe('saving', () => {
  test('a buyer saves a phone; saving it again is harmless', async () => {
    const me = await buyer();
    const phone = await createListing(t.database.db, await aSeller());

    const first = await save(me, phone.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(WishlistSaveAnswer.parse(first.json())).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    const again = await save(me, phone.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });

    const list = await listOf(me);
    expect(list.map((i) => i.product._id)).toEqual([phone.id]);
    expect(Date.parse(list[0]!.savedAt)).not.toBeNaN();
    expect(await idsOf(me)).toEqual([phone.id]);
  });

  test('an unknown phone is a 404 and nothing is saved', async () => {
    const me = await buyer();
    const res = await save(me, crypto.randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect(await listOf(me)).toEqual([]);
  });

  test('a phone deleted between the check and the save is a 404, not a server error', async () => {
    const me = await buyer();
    const phone = await createListing(t.database.db, await aSeller());
    beforeSave = async () => {
      await t.database.db.delete(listings).where(eq(listings.id, phone.id));
    };
    try {
      const res = await save(me, phone.id);
      expect(res.statusCode, res.body).toBe(404);
    } finally {
      beforeSave = undefined;
    }
    expect(await idsOf(me)).toEqual([]);
  });

  test('a sold phone can be saved and stays saved, marked paid, at its current price', async () => {
    const me = await buyer();
    const seller = await aSeller();
    const sold = await createListing(t.database.db, seller, { isSold: true });
    const later = await createListing(t.database.db, seller, { resalePriceCents: 50_000 });

    expect((await save(me, sold.id)).statusCode).toBe(200);
    expect((await save(me, later.id)).statusCode).toBe(200);
    await t.database.db
      .update(listings)
      .set({ isSold: true, resalePriceCents: 45_000 })
      .where(eq(listings.id, later.id));

    const list = await listOf(me);
    // Newest saved first.
    expect(list.map((i) => i.product._id)).toEqual([later.id, sold.id]);
    expect(list.map((i) => i.product.paid)).toEqual([true, true]);
    expect(list[0]!.product.resalePrice).toBe(450);
  });

  test('removing is harmless when the phone was not saved', async () => {
    const me = await buyer();
    const phone = await createListing(t.database.db, await aSeller());
    await save(me, phone.id);

    const removed = await unsave(me, phone.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await idsOf(me)).toEqual([]);
    const again = await unsave(me, phone.id);
    expect(again.json()).toEqual({ acknowledged: true, deletedCount: 0 });
  });

  test(`answers show the newest ${WISHLIST_LIMIT} saved`, async () => {
    const me = await buyer();
    const seller = await aSeller();
    const rows = await t.database.db
      .insert(listings)
      .values(
        Array.from({ length: WISHLIST_LIMIT + 1 }, (_, i) => ({
          sellerId: seller.id,
          sellerName: seller.name,
          sellerEmail: seller.email,
          productName: `Bulk ${i}`,
          productPhoto: '/images/test.webp',
          resalePriceCents: 10_000,
          originalPriceCents: 20_000,
          location: 'Dhaka',
          category: 'Iphone',
          condition: 'Good',
          useDuration: '1 year',
          publishDate: '2026-11-01',
          description: 'Bulk.',
        })),
      )
      .returning({ id: listings.id });
    await t.database.db.insert(wishlist).values(
      rows.map((r, i) => ({
        buyerId: me.user.id,
        listingId: r.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );

    const list = await listOf(me);
    expect(list).toHaveLength(WISHLIST_LIMIT);
    expect(list[0]!.product.productName).toBe(`Bulk ${WISHLIST_LIMIT}`);
    expect(list.at(-1)!.product.productName).toBe('Bulk 1');
    expect(await idsOf(me)).toHaveLength(WISHLIST_LIMIT);
  });
});

describe('ownership', () => {
  test('each buyer sees and changes only their own list', async () => {
    const [alice, bob] = [await buyer(), await buyer()];
    const phone = await createListing(t.database.db, await aSeller());
    await save(alice, phone.id);

    expect(await listOf(bob)).toEqual([]);
    expect(await idsOf(bob)).toEqual([]);
    // Bob removing the same phone touches only his own (empty) list.
    expect((await unsave(bob, phone.id)).json()).toEqual({ acknowledged: true, deletedCount: 0 });
    // Bob saving it makes his own entry.
    expect((await save(bob, phone.id)).json()).toMatchObject({ modifiedCount: 1 });
    expect(await idsOf(alice)).toEqual([phone.id]);
    await unsave(bob, phone.id);
    expect(await idsOf(alice)).toEqual([phone.id]);
  });

  // People both buy and sell: a seller keeps a wishlist; admins do not shop.
  test.each([
    ['seller', 200],
    ['admin', 403],
  ] as const)('a %s gets %i', async (accountType, status) => {
    const who = await signUpAs(t, { accountType });
    const phone = await createListing(t.database.db, await aSeller());
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: who.headers }),
      await t.app.inject({ method: 'GET', url: '/api/wishlist/ids', headers: who.headers }),
      await save(who, phone.id),
      await unsave(who, phone.id),
    ]) {
      expect(res.statusCode).toBe(status);
    }
  });

  test('anonymous callers get 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wishlist' });
    expect(res.statusCode).toBe(401);
  });
});

describe('cascade', () => {
  test('a phone its seller deletes leaves every wishlist', async () => {
    const me = await buyer();
    const seller = await signUpAs(t, { accountType: 'seller' });
    const phone = await createListing(t.database.db, asSeller(seller));
    await save(me, phone.id);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${phone.id}`,
      headers: seller.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await listOf(me)).toEqual([]);
  });

  test('a removed buyer account takes its list along', async () => {
    const me = await buyer();
    const admin = await signUpAs(t, { accountType: 'admin' });
    const phone = await createListing(t.database.db, await aSeller());
    await save(me, phone.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/allbuyers/${me.user.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const left = await t.database.db
      .select()
      .from(wishlist)
      .where(eq(wishlist.buyerId, me.user.id));
    expect(left).toEqual([]);
  });
});
