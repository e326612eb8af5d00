import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { createListing, createUser } from '../test/factories.ts';
import { signUpAs } from '../test/auth.ts';
import { addPhoneByApi } from '../test/phone-form.ts';

// Public pages as a browser without JavaScript gets them: the web app's real server entry, built
// into a temporary folder beside a small index.html with the same markers as the real one. The
// folder is inside the web app (its node_modules/.cache), so the build's chunks find the packages
// they import (some are the web app's own), as the real build's do.
const webRoot = path.resolve(import.meta.dirname, '../../../web');
const cacheRoot = path.join(webRoot, 'node_modules', '.cache');
let tmp: string;
let t: TestContext;
const template = `<!doctype html><html lang="en"><head><title>Resale Zone</title>
<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body>
<div id="root"><!--app-html--><p>Loading Resale Zone…</p><!--/app-html--></div>
<!--app-state--><script type="module" src="/assets/index.js"></script></body></html>`;

const APP_CSS = 'body { margin: 0 }';
const PUBLIC_CSS = 'main { margin: 1px }';

let seller: Awaited<ReturnType<typeof createUser>>;
let featured: Awaited<ReturnType<typeof createListing>>;
let sold: Awaited<ReturnType<typeof createListing>>;
const iphones: Awaited<ReturnType<typeof createListing>>[] = [];

beforeAll(async () => {
  await fs.mkdir(cacheRoot, { recursive: true });
  tmp = await fs.mkdtemp(path.join(cacheRoot, 'resale-zone-pages-'));
  await fs.mkdir(path.join(tmp, 'dist'));
  await fs.writeFile(path.join(tmp, 'dist', 'index.html'), template);
  await fs.mkdir(path.join(tmp, 'dist', 'assets'));
  await fs.writeFile(path.join(tmp, 'dist', 'assets', 'index.css'), APP_CSS);
  // The public pages' stylesheet, found through the build's manifest (decision 063).
  await fs.writeFile(path.join(tmp, 'dist', 'assets', 'public.css'), PUBLIC_CSS);
  await fs.mkdir(path.join(tmp, 'dist', '.vite'));
  await fs.writeFile(
    path.join(tmp, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/public.css': { file: 'assets/public.css', isEntry: true } }),
  );
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(tmp, 'dist-server'),
      emptyOutDir: true,
      sourcemap: false,
    },
  });
  t = await createTestContext({ WEB_DIST: path.join(tmp, 'dist') });
  seller = await createUser(t.database.db, { name: 'Rahim Uddin', accountType: 'seller' });
  featured = await createListing(t.database.db, seller, {
    productName: 'Pixel-free Xiaomi 13T',
    category: 'Xiaomi',
    resalePriceCents: 31_250,
    productPhoto: '/images/featured-photo.webp',
    isAdvertised: true,
    advertisedAt: new Date(),
  });
  // 26 iPhones, newest last: the category's first page shows the newest 24.
  for (let i = 0; i < 26; i++) {
    iphones.push(
      await createListing(t.database.db, seller, {
        productName: `iPhone page test ${String(i).padStart(2, '0')}`,
        productPhoto: `/images/iphone-${i}.webp`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      }),
    );
  }
  sold = await createListing(t.database.db, seller, {
    productName: 'Huawei P40 already sold',
    category: 'Huawei',
    isSold: true,
    soldAt: new Date(),
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The app's markup inside #root, and the page's data. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="rz-state">(.*?)<\/script>/s.exec(html)![1]!);

describe('public pages arrive with their content', () => {
  test('home: the featured phone with its name, price and photo, inside #root', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const root = rootOf(res.body);
    expect(root).toContain('Featured Mobiles');
    expect(root).toContain(featured.productName);
    expect(root).toContain('$312.50');
    expect(root).toContain('/images/featured-photo.webp');
    expect(root).toContain(`href="/products/${featured.id}"`);
    expect(root).not.toContain('Loading Resale Zone');
    // The browser's first render starts from the same answer.
    expect(JSON.stringify(stateOf(res.body))).toContain(featured.productName);
  });

  test('a category: the first page of 24 phones, newest first, with the brand total', async () => {
    const res = await get('/categories/iphone');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    for (const phone of iphones.slice(2)) {
      expect(root).toContain(phone.productName);
      expect(root).toContain(phone.productPhoto);
    }
    for (const phone of iphones.slice(0, 2)) expect(root).not.toContain(phone.productName);
    expect(root).toContain('26');
    expect(root).toContain('Load more phones');
  });

  test('a category whose address asks for two pages (Back after Load more): all 26 phones', async () => {
    const res = await get('/categories/iphone?pages=2');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    for (const phone of iphones) expect(root).toContain(phone.productName);
    expect(root).toContain('Showing 26 of 26 phones');
    expect(root).not.toContain('Load more phones');
    // The canonical address stays the brand's own.
    expect(res.body).toMatch(/<link rel="canonical" href="[^"]*\/categories\/iphone"/);
  });

  test('a listing: name, price, photo, description and seller', async () => {
    const phone = iphones[5]!;
    const res = await get(`/products/${phone.id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain(phone.productName);
    expect(root).toContain('$399');
    expect(root).toContain(phone.productPhoto);
    expect(root).toContain('A phone in good shape.');
    expect(root).toContain('Rahim Uddin');
    // The photo's preload comes before the inline CSS, so that its download starts at once.
    const preload = res.body.indexOf('<link rel="preload" as="image"');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(res.body.indexOf('<style>'));
  });

  test.each([
    ['a listing', () => `/products/${iphones[5]!.id}`, ['listing-photo', 'listing-actions']],
    ['the home page', () => '/', ['sell-link', 'featured', 'gallery']],
    ['a brand page', () => '/categories/iphone', ['area-filter', 'category-products']],
    ['a profile', () => `/sellers/${seller.id}`, ['profile-reviews', 'profile-listings']],
    ['a search', () => '/search?q=xiaomi', ['search']],
  ])(
    '%s is rendered as islands: each in place, and no app code to load before use',
    async (_page, address, own) => {
      const res = await get(address());
      expect(res.statusCode).toBe(200);
      const root = rootOf(res.body);
      // Decision 062: the navbar and the footer's account link on every page, and the page's own.
      for (const name of ['navbar', 'footer-account', ...own]) {
        expect(root).toContain(`data-island="${name}"`);
      }
      expect(root).not.toContain('data-island-slot');
      expect(root).toContain('>Check out</button>');
      expect(res.body).not.toContain('id="rz-modules"');
      // Decision 063: the public stylesheet inline; the app's loaded with the islands' code.
      expect(res.body).toContain(
        '<script type="application/json" id="rz-islands">{"styles":["/assets/index.css"]}</script>',
      );
      expect(res.body).toContain(`<style>${PUBLIC_CSS}</style>`);
      expect(res.body).not.toContain(APP_CSS);
    },
  );

  test('a page that is not islands is hydrated whole: its app code is listed to preload', async () => {
    const res = await get('/trusted-seller');
    expect(res.body).toContain('id="rz-modules"');
    expect(res.body).not.toContain('id="rz-islands"');
    expect(res.body).toContain(`<style>${APP_CSS}</style>`);
    expect(res.body).not.toContain(PUBLIC_CSS);
  });

  test('a sold listing is a 200 that says it is sold', async () => {
    const res = await get(`/products/${sold.id}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(sold.productName);
    expect(rootOf(res.body)).toMatch(/>Sold</);
  });

  test('search: the matching phones, from a query string', async () => {
    const res = await get('/search?q=xiaomi');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Phones matching “xiaomi”');
    expect(root).toContain(featured.productName);
    expect(root).not.toContain(iphones[0]!.productName);
  });

  test('the navbar search is a GET form to /search, so it works without JavaScript', async () => {
    const root = rootOf((await get('/categories/huawei')).body);
    expect(root).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(root).toMatch(/<input[^>]*name="q"/);
  });

  test("a member's profile: their name, record and phones on sale; never kept", async () => {
    const res = await get(`/sellers/${seller.id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Rahim Uddin');
    expect(root).toContain('Phones on sale');
    expect(root).toContain(featured.productName);
    expect(root).toContain(`href="/products/${featured.id}"`);
    expect(root).toContain('No reviews of Rahim Uddin yet');
    expect(root).not.toContain('Loading the profile');
    expect(res.body).toContain('<title>Rahim Uddin');
    // Every sale and review changes a profile: it is rendered for each visit.
    expect((await get(`/sellers/${seller.id}`)).headers['x-cache']).toBe('BYPASS');
  });

  test('/blog is for signed-in people: the layout and the sign-in check, no blog text', async () => {
    const res = await get('/blog');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Checking your sign-in…');
    expect(root).not.toContain('Questions from our developers');
  });
});

describe('status codes', () => {
  test('an unknown page is a 404 with the not-found page', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain('Sorry, we couldn&#x27;t find this page.');
  });

  test('an unknown brand and an unknown listing are 404s', async () => {
    expect((await get('/categories/blackberry')).statusCode).toBe(404);
    const missing = await get('/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('Phone not found');
  });

  test('an unknown member is a 404 with the profile’s not-found state', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(`/sellers/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(rootOf(res.body)).toContain('No such member');
    }
  });
});

describe('a deleted listing', () => {
  test('its page answers 410 Gone, with the not-found state', async () => {
    const by = await signUpAs(t, { accountType: 'seller' });
    const id = await addPhone(by, 'Xiaomi soon deleted');
    expect((await get(`/products/${id}`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: by.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await get(`/products/${id}`);
    expect(gone.statusCode).toBe(410);
    expect(rootOf(gone.body)).toContain('Phone not found');
  });
});

const addPhone = (by: Awaited<ReturnType<typeof signUpAs>>, productName: string) =>
  addPhoneByApi(t.app, by, { productName });

describe('rendered pages in the public cache', () => {
  test('a second visit is a hit; a write empties it and the next render shows the change', async () => {
    const first = await get('/categories/xiaomi');
    const second = await get('/categories/xiaomi');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    await addPhone(await signUpAs(t, { accountType: 'seller' }), 'Xiaomi listed just now');

    const after = await get('/categories/xiaomi');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(rootOf(after.body)).toContain('Xiaomi listed just now');
  });

  test('a page opened from a mailed link is never kept: its token would be a cache key', async () => {
    const url = '/reset-password?token=a-token-from-a-mail';
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    // Rendered by the server like any page (its code loads), checking the link.
    expect(rootOf(first.body)).toContain('Choose a new password');
    expect(second.headers['x-cache']).toBe('BYPASS');
  });

  test('an unchanged page revalidates as a 304', async () => {
    const first = await get('/home');
    const again = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the test-mode notice', () => {
  const NOTICE = 'Test mode: no real payments';

  test('in the built-in test mode every page says so at its foot, and the page is still kept', async () => {
    for (const url of ['/', '/categories/iphone', `/products/${featured.id}`, '/singin']) {
      expect(rootOf((await get(url)).body)).toContain(NOTICE);
    }
    await get('/search?q=iphone');
    expect((await get('/search?q=iphone')).headers['x-cache']).toBe('HIT');
  });

  test('with Stripe taking real payments no page says it', async () => {
    const live = await createTestContext({
      WEB_DIST: path.join(tmp, 'dist'),
      STRIPE_SECRET_KEY: 'sk_test_pages',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pages',
      STRIPE_WEBHOOK_SECRET: 'whsec_pages',
    });
    try {
      const res = await live.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain('Featured Mobiles');
      expect(res.body).not.toContain(NOTICE);
    } finally {
      await live.close();
    }
  });
});
