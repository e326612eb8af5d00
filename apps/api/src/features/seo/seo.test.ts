import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, payFor } from '../../test/sales.ts';
import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { listings } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createImageUploadsRepo, createPhotoOwnership } from '../../shared/images/image-uploads.ts';
import { createListingsRepo } from '../listings/listings.repo.ts';
import { createBrandsRepo } from '../brands/brands.repo.ts';
import { createBrandsService } from '../brands/brands.service.ts';
import { createListingsService } from '../listings/listings.service.ts';

const noImeiChecks = {
  guardListing: <T>(_m: unknown, _i: string, _c: string, create: (d: null) => Promise<T | null>) =>
    create(null) as Promise<T>,
};
import { createSeoService } from './seo.service.ts';
import { SITEMAP_NS } from './sitemap-xml.ts';
import { addPhoneByApi } from '../../test/phone-form.ts';

const ORIGIN = 'https://resale.example';
/** W3C datetime with seconds and a zone, as the sitemap protocol takes it. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

let t: TestContext;
let seller: SignedUp;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: ORIGIN });
  seller = await signUpAs(t, { accountType: 'seller' });
});
afterAll(() => t.close());

interface Entry {
  loc: string;
  lastmod?: string;
}

/** Parses a sitemap document strictly (any well-formedness error throws). */
function parseSitemap(xml: string): { root: string; namespace: string; entries: Entry[] } {
  const parser = new SaxesParser({ xmlns: true });
  let root: { name: string; uri: string } | undefined;
  const entries: Entry[] = [];
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('opentag', (tag) => {
    root ??= { name: tag.local, uri: tag.uri };
    if (tag.local === 'url' || tag.local === 'sitemap') entries.push({ loc: '' });
    field = tag.local === 'loc' || tag.local === 'lastmod' ? tag.local : null;
  });
  parser.on('text', (text) => {
    const entry = entries.at(-1);
    if (field && entry) entry[field] = (entry[field] ?? '') + text;
  });
  parser.on('closetag', () => {
    field = null;
  });
  parser.on('error', (err) => {
    throw err;
  });
  parser.write(xml).close();
  return { root: root?.name ?? '', namespace: root?.uri ?? '', entries };
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** Reads the index and every sitemap it names, as a crawler would; checks each on the way. */
async function crawl(): Promise<Entry[]> {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toMatch(/^application\/xml/);
  const parsed = parseSitemap(index.body);
  expect(parsed).toMatchObject({ root: 'sitemapindex', namespace: SITEMAP_NS });
  const urls: Entry[] = [];
  for (const sitemap of parsed.entries) {
    expect(sitemap.loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const res = await get(sitemap.loc.slice(ORIGIN.length));
    expect(res.statusCode).toBe(200);
    const page = parseSitemap(res.body);
    expect(page).toMatchObject({ root: 'urlset', namespace: SITEMAP_NS });
    expect(page.entries.length).toBeLessThanOrEqual(50_000);
    urls.push(...page.entries);
  }
  for (const url of urls) expect(new URL(url.loc).origin).toBe(ORIGIN);
  return urls;
}

const productUrl = (id: string) => `${ORIGIN}/products/${id}`;
const locs = (entries: Entry[]) => entries.map((e) => e.loc);

const addPhone = (as = seller, category = 'Iphone'): Promise<string> =>
  addPhoneByApi(t.app, as, {
    productName: 'Pixel <7> & "Pro"',
    sellerName: 'Sam',
    resalePrice: 300,
    categories: category,
  });

describe('robots.txt', () => {
  test('keeps crawlers out of the dashboard and the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /deshboard');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  test('an index of sitemaps listing home, search, every brand and every phone on sale, each with a W3C lastmod', async () => {
    const id = await addPhone();
    const urls = await crawl();
    expect(locs(urls)).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/search`,
        `${ORIGIN}/categories/oneplus`,
        `${ORIGIN}/categories/iphone`,
        `${ORIGIN}/categories/xiaomi`,
        `${ORIGIN}/categories/huawei`,
        productUrl(id),
      ]),
    );
    const phone = urls.find((u) => u.loc === productUrl(id))!;
    expect(phone.lastmod).toMatch(W3C_DATETIME);
    const iphones = urls.find((u) => u.loc === `${ORIGIN}/categories/iphone`)!;
    expect(iphones.lastmod).toMatch(W3C_DATETIME);
    expect(Date.parse(iphones.lastmod!)).toBeGreaterThanOrEqual(Date.parse(phone.lastmod!));
    const index = parseSitemap((await get('/sitemap.xml')).body);
    for (const sitemap of index.entries) expect(sitemap.lastmod).toMatch(W3C_DATETIME);
  });

  test('a phone listed after the sitemap was read is in it at once (the cached copy is emptied)', async () => {
    await crawl();
    expect((await get('/sitemap.xml')).headers['x-cache']).toBe('HIT');
    const id = await addPhone();
    expect(locs(await crawl())).toContain(productUrl(id));
  });

  test('a deleted phone leaves the sitemap', async () => {
    const id = await addPhone();
    expect(locs(await crawl())).toContain(productUrl(id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: seller.headers,
    });
    expect(deleted.json()).toMatchObject({ deletedCount: 1 });
    expect(locs(await crawl())).not.toContain(productUrl(id));
  });

  test('a sold phone leaves the sitemap and its page still answers, as sold', async () => {
    const id = await addPhone();
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    await sell(buyer, id);
    expect(locs(await crawl())).not.toContain(productUrl(id));
    const detail = await get(`/api/products/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ _id: id, paid: true });
  });

  test('a sitemap name the index could not have given is a 404; a malformed one a 400 naming it', async () => {
    expect((await get('/sitemaps/nothing.xml')).statusCode).toBe(404);
    expect(
      (await get(`/sitemaps/listings-${Buffer.from('\0').toString('base64url')}.xml`)).statusCode,
    ).toBe(404);
    const bad = await get('/sitemaps/..%2Fsecret');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('file');
  });

  test('text in a URL is escaped: the document stays well-formed', async () => {
    // Straight to the database (no API route makes such an id), so the cache is told by hand.
    const odd = await createListing(t.database.db, seller.user, { id: `odd&<'"id` });
    await t.app.publicCache.changed();
    expect(locs(await crawl())).toContain(productUrl(encodeURIComponent(odd.id)));
  });
});

describe('sitemap pages', () => {
  test('listings are paged by id (keyset): every phone on sale once, at most the page size per page', async () => {
    const seo = createSeoService({
      listings: createListingsService(
        createListingsRepo(t.database.db),
        noImeiChecks,
        brandsOf(),
        ownPhotos(),
      ),
      pageSize: 2,
    });
    for (let i = 0; i < 3; i++) await addPhone();
    const onSale = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.isSold, false));
    const index = parseSitemap(await seo.index(ORIGIN));
    const pages = index.entries.filter((e) => e.loc.includes('/sitemaps/listings-'));
    expect(pages).toHaveLength(Math.ceil(onSale.length / 2));
    const seen: string[] = [];
    for (const page of pages) {
      const file = page.loc.split('/sitemaps/')[1]!;
      const { entries } = parseSitemap((await seo.sitemap(ORIGIN, file))!);
      expect(entries.length).toBeLessThanOrEqual(2);
      seen.push(...locs(entries));
    }
    expect(seen.sort()).toEqual(onSale.map((l) => productUrl(encodeURIComponent(l.id))).sort());
  });
});

describe('deleted listings', () => {
  const service = () =>
    createListingsService(createListingsRepo(t.database.db), noImeiChecks, brandsOf(), ownPhotos());

  test('a deleted listing is gone (410); an unknown id and a live or sold one are not', async () => {
    const live = await addPhone();
    const gone = await addPhone();
    await t.app.inject({ method: 'DELETE', url: `/api/products/${gone}`, headers: seller.headers });
    expect(await service().isGone(gone)).toBe(true);
    expect(await service().isGone(live)).toBe(false);
    expect(await service().isGone('00000000-0000-4000-8000-000000000000')).toBe(false);
    // The API's answer stays what it was: 404 for a deleted listing as for an unknown one.
    expect((await get(`/api/products/${gone}`)).statusCode).toBe(404);
  });

  test('an admin deleting a reported phone or a seller leaves tombstones too', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const reported = await addPhone(other);
    const remaining = await addPhone(other, 'Xiaomi');
    await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${reported}`,
      headers: admin.headers,
      payload: {},
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reportedproduct/${reported}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await service().isGone(reported)).toBe(true);
    const before = await xiaomiChanged();
    const account = await t.app.inject({
      method: 'DELETE',
      url: `/api/allsellers/${other.user.id}`,
      headers: admin.headers,
    });
    expect(account.statusCode).toBe(200);
    expect(await service().isGone(remaining)).toBe(true);
    expect(locs(await crawl())).not.toContain(productUrl(remaining));
    // The brand's page lost a phone: its last change moves on.
    expect((await xiaomiChanged()).getTime()).toBeGreaterThan(before.getTime());
  });
});

describe('lastmod', () => {
  test("changing what a listing's page shows moves its lastmod; a report (not shown) does not", async () => {
    const id = await addPhone();
    const read = async () =>
      (
        await t.database.db
          .select({ updatedAt: listings.updatedAt })
          .from(listings)
          .where(eq(listings.id, id))
      )[0]!.updatedAt.getTime();
    const created = await read();
    await t.database.db.update(listings).set({ isReported: true }).where(eq(listings.id, id));
    expect(await read()).toBe(created);
    await t.database.db
      .update(listings)
      .set({ resalePriceCents: 25_000 })
      .where(eq(listings.id, id));
    expect(await read()).toBeGreaterThan(created);
  });
});

const brandsOf = () => createBrandsService(createBrandsRepo(t.database.db));
const ownPhotos = () => createPhotoOwnership(createImageUploadsRepo(t.database.db));

/** When the Xiaomi page last changed, to the millisecond (the sitemap shows it to the second). */
async function xiaomiChanged(): Promise<Date> {
  const brands = await createListingsService(
    createListingsRepo(t.database.db),
    noImeiChecks,
    brandsOf(),
    ownPhotos(),
  ).brandChanges();
  return brands.find((b) => b.category === 'Xiaomi')!.lastmod!;
}

/** A buyer books the phone and pays in test mode; the payment is recorded (the phone is sold). */
async function sell(buyer: SignedUp, listingId: string) {
  const bookingId = await book(t, buyer, listingId, 'Banani');
  const paid = await payFor(t, buyer, bookingId);
  expect(paid.statusCode).toBe(200);
}
