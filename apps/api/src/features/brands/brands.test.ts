import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BrandList } from '@resale-zone/contract/brands';
import { auditEvents, brands, listings } from '../../db/schema.ts';
import { type SignedUp } from '../../test/auth.ts';
import { type TestContext } from '../../test/test-app.ts';
import { useAccounts } from '../../test/use-test-app.ts';
import { phoneForm } from '../../test/phone-form.ts';

let t: TestContext;
let seller: SignedUp;
let admin: SignedUp;
useAccounts(['seller', 'admin'], (...opened) => ([t, { seller, admin }] = opened));

const phone = (categories: string) =>
  phoneForm(seller, {
    productName: 'Galaxy S21 128GB',
    sellerName: 'Sam',
    orginalPrice: 799,
    location: 'Dhaka, Gulshan',
    categories,
    useDuration: '2 years',
  });
const list = (categories: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: seller.headers,
    payload: phone(categories),
  });
const brandList = async () => BrandList.parse((await t.app.inject({ url: '/api/brands' })).json());
const addBrand = (payload: object, who: SignedUp = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/brands', headers: who.headers, payload });
const rename = (slug: string, title: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/brands/${slug}`,
    headers: admin.headers,
    payload: { title },
  });
const remove = (slug: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/brands/${slug}`, headers: admin.headers });
const auditOf = (slug: string) =>
  t.database.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'brand'), eq(auditEvents.targetId, slug)));

describe('the public brand list', () => {
  test("the spec's four keep their slugs and stored names, and the home strip's six follow", async () => {
    const all = await brandList();
    expect(all.map((b) => [b.slug, b.name])).toEqual([
      ['oneplus', 'One plus'],
      ['iphone', 'Iphone'],
      ['xiaomi', 'Xiaomi'],
      ['huawei', 'Huawei'],
      ['samsung', 'Samsung'],
      ['pixel', 'Google Pixel'],
      ['motorola', 'Motorola'],
      ['nokia', 'Nokia'],
      ['oppo', 'Oppo'],
      ['honor', 'Honor'],
    ]);
    expect(all.find((b) => b.slug === 'iphone')).toMatchObject({ title: 'Iphone', logo: 'apple' });
  });

  test('a new brand takes listings, and its page lists them; an unknown brand page is a 404', async () => {
    expect((await list('Samsung')).statusCode).toBe(201);
    const page = await t.app.inject({ url: '/api/categories/samsung' });
    expect(page.statusCode).toBe(200);
    expect(page.json().map((p: { categories: string }) => p.categories)).toEqual(['Samsung']);
    expect((await t.app.inject({ url: '/api/categories/blackberry' })).statusCode).toBe(404);
  });

  test('search filters by a new brand; an unknown brand is a 400 naming brand', async () => {
    const found = await t.app.inject({ url: '/api/search?brand=samsung' });
    expect(found.json().items.map((p: { categories: string }) => p.categories)).toContain(
      'Samsung',
    );
    const unknown = await t.app.inject({ url: '/api/search?brand=blackberry' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'brand' });
  });

  test('add-product refuses a category no brand has: 400 naming categories, nothing written', async () => {
    const before = await t.database.db.$count(listings);
    const res = await list('Blackberry');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'categories' });
    expect(await t.database.db.$count(listings)).toBe(before);
  });
});

describe('admins manage brands', () => {
  test('an admin adds a brand: it is listed last, audited, and takes listings at once', async () => {
    await brandList(); // cached
    const res = await addBrand({ slug: 'fairphone', name: 'Fairphone', logo: 'fairphone' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'fairphone', name: 'Fairphone', title: 'Fairphone' });
    expect((await brandList()).at(-1)?.slug).toBe('fairphone');
    expect(await auditOf('fairphone')).toEqual([{ action: 'add-brand', actorId: admin.user.id }]);
    expect((await list('Fairphone')).statusCode).toBe(201);
  });

  test('a taken slug or name is a 409, and nothing changes', async () => {
    const before = await brandList();
    expect((await addBrand({ slug: 'samsung', name: 'Samsung 2' })).statusCode).toBe(409);
    expect((await addBrand({ slug: 'samsung-2', name: 'Samsung' })).statusCode).toBe(409);
    expect(await brandList()).toEqual(before);
  });

  test('a rename changes the title only: stored listings keep their category', async () => {
    await t.app.inject({ url: '/api/categories/oneplus' });
    const res = await rename('oneplus', 'OnePlus');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'oneplus', name: 'One plus', title: 'OnePlus' });
    expect((await brandList()).find((b) => b.slug === 'oneplus')?.title).toBe('OnePlus');
    // A listing filed under it is shown under the new name (its page's structured data).
    const listed = await list('One plus');
    expect(listed.statusCode, listed.body).toBe(201);
    const detail = (
      await t.app.inject({ url: `/api/products/${listed.json().insertedId}` })
    ).json();
    expect(detail).toMatchObject({ categories: 'One plus', brandTitle: 'OnePlus' });
    expect(await auditOf('oneplus')).toEqual([{ action: 'rename-brand', actorId: admin.user.id }]);
    expect((await rename('blackberry', 'BlackBerry')).statusCode).toBe(404);
  });

  test('a brand with listings cannot be deleted (409); one without can (audited)', async () => {
    const listed = await remove('samsung');
    expect(listed.statusCode).toBe(409);
    expect(listed.json().message).toMatch(/has listings/);
    expect((await brandList()).some((b) => b.slug === 'samsung')).toBe(true);

    await addBrand({ slug: 'nothing', name: 'Nothing' });
    expect((await remove('nothing')).statusCode).toBe(200);
    expect((await brandList()).some((b) => b.slug === 'nothing')).toBe(false);
    expect((await auditOf('nothing')).map((a) => a.action).sort()).toEqual([
      'add-brand',
      'delete-brand',
    ]);
    expect((await remove('nothing')).statusCode).toBe(404);
  });

  test('a sold phone keeps its brand too: the database refuses to drop a brand in use', async () => {
    await t.database.db
      .update(listings)
      .set({ isSold: true })
      .where(eq(listings.category, 'Fairphone'));
    expect((await remove('fairphone')).statusCode).toBe(409);
  });

  test('hostile input: a 400 naming the field, nothing written', async () => {
    const before = await t.database.db.$count(brands);
    for (const [payload, field] of [
      [{ slug: 'Big Brand', name: 'Big' }, 'slug'],
      [{ slug: '-x', name: 'X' }, 'slug'],
      [{ slug: 'x'.repeat(41), name: 'X' }, 'slug'],
      [{ slug: 'ok', name: '   ' }, 'name'],
      [{ slug: 'ok', name: 'N'.repeat(41) }, 'name'],
      [{ slug: 'ok', name: 'Ok', logo: '<svg>' }, 'logo'],
      [{ slug: 'ok', name: ['Ok'] }, 'name'],
    ] as const) {
      const res = await addBrand(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    const blank = await rename('nokia', ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'title' });
    expect(await t.database.db.$count(brands)).toBe(before);
  });

  test('a seller cannot add a brand (403)', async () => {
    expect((await addBrand({ slug: 'sneaky', name: 'Sneaky' }, seller)).statusCode).toBe(403);
  });
});
