import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { NotificationList } from '@resale-zone/contract/notifications';
import {
  MAX_SAVED_SEARCHES,
  SavedSearchList,
  SaveSearchAnswer,
} from '@resale-zone/contract/saved-searches';
import type { Db } from '../../db/client.ts';
import { savedSearches } from '../../db/schema.ts';
import { createArea } from '../../test/factories.ts';
import { listingEvents } from './saved-searches.jobs.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { Call } from '../../test/sales.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

const save = (who: SignedUp | null, query: unknown) =>
  call(who, 'POST', '/saved-searches', { query: query as object });
async function listOf(who: SignedUp) {
  const res = await call(who, 'GET', '/saved-searches');
  expect(res.statusCode, res.body).toBe(200);
  return SavedSearchList.parse(res.json());
}
async function bell(who: SignedUp) {
  return NotificationList.parse((await call(who, 'GET', '/notifications')).json());
}

let photo = 0;
/** A seller lists a phone through the API (the path that queues the match job). */
async function list(seller: SignedUp, fields: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: seller.headers,
    payload: {
      productName: 'Xiaomi Redmi Note 12',
      sellerName: seller.user.name,
      productPhoto: `/images/phone-${photo++}.webp`,
      resalePrice: 180,
      orginalPrice: 300,
      location: 'Dhaka, Mirpur',
      categories: 'Xiaomi',
      condition: 'Good',
      useDuration: '1 year',
      sellerEmail: seller.user.email,
      publishDat: '2026-11-20',
      description: 'Works well, small scratch on the back.',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId as string;
}

describe('saving a search', () => {
  test('saves the filters, lists them in words with the search page’s query; the same search twice is one', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const res = await save(me, {
      q: ' redmi ',
      brand: 'xiaomi',
      maxPrice: '250',
      condition: 'Good,Excellent',
      sort: 'price-asc',
      cursor: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = SaveSearchAnswer.parse(res.json());
    expect(saved.created).toBe(true);
    const again = await save(me, {
      brand: 'xiaomi',
      q: 'redmi',
      condition: ['Excellent', 'Good'],
      maxPrice: 250,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: saved.id, created: false });

    expect(await listOf(me)).toEqual([
      {
        id: saved.id,
        queryString: 'q=redmi&brand=xiaomi&condition=Excellent%2CGood&maxPrice=250',
        summary: '“redmi”, Xiaomi, Excellent or Good, up to $250.00',
        createdAt: expect.any(String),
      },
    ]);
  });

  test('the checked-IMEI, Trusted and area filters are kept, listed and shown in words', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const area = await createArea(t.database.db, 'Saved');
    const res = await save(me, { q: 'iphone', checked: '1', trusted: '1', area: area.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await listOf(me)).toEqual([
      {
        id: SaveSearchAnswer.parse(res.json()).id,
        queryString: `q=iphone&area=${area.id}&checked=1&trusted=1`,
        summary: `“iphone”, in ${area.name}, Dhaka, IMEI checked, Trusted sellers`,
        createdAt: expect.any(String),
      },
    ]);
    // Without the area, another search.
    expect((await save(me, { q: 'iphone', checked: '1', trusted: '1' })).statusCode).toBe(201);
    expect(await listOf(me)).toHaveLength(2);
  });

  test.each([
    [{}, 'query'],
    [{ sort: 'newest' }, 'query'],
    [{ brand: 'blackberry' }, 'brand'],
    [{ minPrice: 300, maxPrice: 100 }, 'maxPrice'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ minPrice: 'cheap' }, 'minPrice'],
    ['q=redmi', 'query'],
  ])('%j is refused, naming the field, and nothing is saved', async (query, field) => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const res = await save(me, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await listOf(me)).toEqual([]);
  });

  test('HTML in the words is kept as text', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    expect((await save(me, { q: '<img src=x onerror=alert(1)>' })).statusCode).toBe(201);
    const [saved] = await listOf(me);
    expect(saved!.summary).toBe('“<img src=x onerror=alert(1)>”');
    expect(saved!.queryString).toBe('q=%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E');
  });

  test(`at most ${MAX_SAVED_SEARCHES} per person, also when many saves arrive at once`, async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, i) => save(me, { q: `phone${i}` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(await listOf(me)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  test('delete: mine goes; someone else’s is a 404 and stays', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const mine = SaveSearchAnswer.parse((await save(me, { brand: 'iphone' })).json());
    const theirs = SaveSearchAnswer.parse((await save(other, { brand: 'iphone' })).json());
    const refused = await call(me, 'DELETE', `/saved-searches/${theirs.id}`);
    expect(refused.statusCode).toBe(404);
    expect(await listOf(other)).toHaveLength(1);
    const done = await call(me, 'DELETE', `/saved-searches/${mine.id}`);
    expect(done.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await listOf(me)).toEqual([]);
    expect((await call(me, 'DELETE', `/saved-searches/${mine.id}`)).statusCode).toBe(404);
  });

  test('signed out: 401', async () => {
    expect((await save(null, { q: 'redmi' })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/saved-searches')).statusCode).toBe(401);
  });
});

describe('a new listing matching a saved search', () => {
  test('notifies once per listing and search, however often the job runs', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    await save(buyer, { q: 'redmi', brand: 'xiaomi', maxPrice: 200 });
    await save(buyer, { location: 'mirpur' });
    const id = await list(seller);
    await t.app.jobs.drain();
    const first = await bell(buyer);
    // Two searches, one listing: two notifications, each once.
    expect(first.items).toHaveLength(2);
    expect(first.items.every((n) => n.kind === 'saved-search')).toBe(true);
    expect(first.items[0]).toMatchObject({ link: `/products/${id}` });
    expect(first.items[0]!.title).toBe('New match: Xiaomi Redmi Note 12');

    // The job again (a retry), five times over, run together: nothing new.
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await listingEvents.listed(tx as unknown as Db, id);
    });
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain(), t.app.jobs.drain()]);
    expect((await bell(buyer)).items).toHaveLength(2);
  });

  test('a listing that does not match, and the seller’s own listing, notify nobody', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    await save(buyer, { brand: 'iphone' });
    await save(buyer, { q: 'redmi', maxPrice: 100 });
    await save(buyer, { q: 'redmi', condition: 'Excellent' });
    await save(seller, { q: 'redmi' });
    await list(seller);
    await t.app.jobs.drain();
    expect((await bell(buyer)).items).toEqual([]);
    expect((await bell(seller)).items).toEqual([]);
  });

  test('a search saved with an area matches phones of that area only, and says which', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    const [near, far] = [
      await createArea(t.database.db, 'Near'),
      await createArea(t.database.db, 'Far'),
    ];
    await save(buyer, { q: 'redmi', area: near.id });
    await list(seller, { areaId: far.id });
    await t.app.jobs.drain();
    expect((await bell(buyer)).items).toEqual([]);

    const id = await list(seller, { areaId: near.id });
    await t.app.jobs.drain();
    const [alert, ...more] = (await bell(buyer)).items;
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ kind: 'saved-search', link: `/products/${id}` });
    expect(alert!.body).toContain(`for your search “redmi”, in ${near.name}, Dhaka.`);
  });

  test('search words match as the search page does: a small typo finds it', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    await save(buyer, { q: 'redmii note' });
    await list(seller);
    await t.app.jobs.drain();
    expect((await bell(buyer)).items.map((n) => n.kind)).toEqual(['saved-search']);
  });

  test('a deleted search is no longer matched', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    const saved = SaveSearchAnswer.parse((await save(buyer, { q: 'redmi' })).json());
    await call(buyer, 'DELETE', `/saved-searches/${saved.id}`);
    await list(seller);
    await t.app.jobs.drain();
    expect((await bell(buyer)).items).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, buyer.user.id));
    expect(rows).toEqual([]);
  });

  test('a stored search this version no longer accepts is left out, and the job still runs', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    await t.database.db.insert(savedSearches).values({
      userId: buyer.user.id,
      query: { brand: 'Nokia 3310' },
      queryKey: 'brand=Nokia+3310',
    });
    await save(buyer, { q: 'redmi' });
    expect((await listOf(buyer)).map((s) => s.summary)).toEqual(['“redmi”']);
    await list(seller);
    await t.app.jobs.drain();
    expect((await bell(buyer)).items.map((n) => n.kind)).toEqual(['saved-search']);
  });
});
