import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { SaxesParser } from 'saxes';
import { bearer, listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { bookThroughApi, handOverThroughApi, payThroughApi } from '../support/journeys.ts';

// What a search engine or a chat app's link preview gets: each public page fetched as plain HTTP,
// no JavaScript run, its HTML parsed by a real HTML parser (parse5).

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : ('childNodes' in node ? node.childNodes : []).map(textOf).join('');

interface ParsedPage {
  head: Element[];
  body: Element[];
  title: string;
  meta: (key: string) => string | undefined;
  canonical?: string;
  jsonLd: Record<string, unknown>[];
  text: string;
}

async function fetchPage(request: APIRequestContext, path: string, status = 200) {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), `${path} answers ${status}`).toBe(status);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  const document = parse(await res.text());
  const html = [...walk(document)].find((e) => e.tagName === 'html')!;
  const headNode = html.childNodes.find((n): n is Element => isElement(n) && n.tagName === 'head')!;
  const bodyNode = html.childNodes.find((n): n is Element => isElement(n) && n.tagName === 'body')!;
  const head = [...walk(headNode)];
  const body = [...walk(bodyNode)];
  const metas = head.filter((e) => e.tagName === 'meta');
  const page: ParsedPage = {
    head,
    body,
    title: head.filter((e) => e.tagName === 'title').map(textOf)[0] ?? '',
    meta: (key) => {
      const found = metas.filter((m) => attr(m, 'name') === key || attr(m, 'property') === key);
      expect(found.length, `one ${key}`).toBeLessThanOrEqual(1);
      return found[0] && attr(found[0], 'content');
    },
    canonical: head
      .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'canonical')
      .map((e) => attr(e, 'href'))[0],
    jsonLd: [...head, ...body]
      .filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')
      .map((e) => JSON.parse(textOf(e)) as Record<string, unknown>),
    text: textOf(bodyNode).replace(/\s+/g, ' '),
  };
  // Only one title: React's, not the template's as well.
  expect(head.filter((e) => e.tagName === 'title')).toHaveLength(1);
  return page;
}

/** Title, description, canonical, Open Graph and Twitter tags every public page has. */
function expectDescribed(page: ParsedPage, title: string, path: string) {
  expect(page.title).toBe(title);
  expect(page.meta('description')?.length).toBeGreaterThan(30);
  expect(page.canonical).toMatch(/^https?:\/\//);
  const canonical = new URL(page.canonical!);
  expect(canonical.pathname).toBe(path);
  expect(page.meta('og:url')).toBe(page.canonical);
  expect(page.meta('og:title')).toBe(title.replace(/ - Resale Zone$/, ''));
  expect(page.meta('og:description')).toBe(page.meta('description'));
  expect(page.meta('og:site_name')).toBe('Resale Zone');
  expect(page.meta('og:type')).toMatch(/^(website|product)$/);
  expect(page.meta('twitter:card')).toMatch(/^summary(_large_image)?$/);
  expect(page.meta('twitter:title')).toBe(page.meta('og:title'));
  expect(page.meta('robots')).toBeUndefined();
  return canonical.origin;
}

function breadcrumbs(page: ParsedPage) {
  const list = page.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as
    { itemListElement: { position: number; name: string; item: string }[] } | undefined;
  expect(list, 'a BreadcrumbList').toBeDefined();
  return list!.itemListElement;
}

test.describe('pages as search engines and link previews see them (no JavaScript)', () => {
  test('home: its featured phones, title, description, canonical and cards', async ({
    request,
  }) => {
    for (const path of ['/', '/home']) {
      const page = await fetchPage(request, path);
      // /home shows the same page as /: one canonical address for both.
      expectDescribed(page, 'Home - Resale Zone', '/');
      expect(page.text).toContain('Featured Mobiles');
    }
  });

  test('a category: its phones, and a breadcrumb trail in JSON-LD', async ({ request }) => {
    const page = await fetchPage(request, '/categories/iphone');
    const origin = expectDescribed(page, 'Iphone - Resale Zone', '/categories/iphone');
    expect(page.text).toMatch(/This Category has \d+ Product/);
    expect(breadcrumbs(page)).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/home` },
      { '@type': 'ListItem', position: 2, name: 'Iphone', item: `${origin}/categories/iphone` },
    ]);
  });

  test('search: described, with its phones', async ({ request }) => {
    const page = await fetchPage(request, '/search?q=iphone');
    expectDescribed(page, 'Search - Resale Zone', '/search');
    expect(page.text).toContain('Phones matching “iphone”');
  });

  test('a listing: its photo, price and condition in the preview, Product and Offer in JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const seller = await signUpThroughApi(baseURL!, 'seller', 'Seo Seller');
    const name = `Pixel 8 <b>&</b> ${unique()}`;
    const id = await listPhoneThroughApi(seller, { productName: name, resalePrice: 420 });

    const page = await fetchPage(request, `/products/${id}`);
    const origin = expectDescribed(page, `${name} - Resale Zone`, `/products/${id}`);
    expect(page.text).toContain(name);
    expect(page.meta('og:type')).toBe('product');
    const image = page.meta('og:image')!;
    expect(image.startsWith(`${origin}/images/`)).toBe(true);
    expect((await request.get(image.slice(origin.length))).status()).toBe(200);
    expect(page.meta('twitter:image')).toBe(image);
    expect(page.meta('product:price:amount')).toBe('420.00');
    expect(page.meta('product:price:currency')).toBe('USD');
    expect(page.meta('product:condition')).toBe('used');
    expect(page.meta('description')).toContain('Good condition');

    const product = page.jsonLd.find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name,
      image: [image],
      offers: {
        '@type': 'Offer',
        price: '420.00',
        priceCurrency: 'USD',
        itemCondition: 'https://schema.org/UsedCondition',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Seo Seller' },
      },
    });
    expect(breadcrumbs(page).map((c) => c.name)).toEqual(['Home', 'Phones', name]);
  });

  test('a paid listing is Reserved until the handover, then still answers 200, its offer SoldOut', async ({
    request,
    baseURL,
  }) => {
    const seller = await signUpThroughApi(baseURL!, 'seller', 'Seo Seller');
    const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Seo Buyer');
    const id = await listPhoneThroughApi(seller, { productName: `Sold ${unique()}` });
    const bookingId = await bookThroughApi(buyer, id, { number: '01711000000', place: 'Banani' });
    await payThroughApi(buyer, bookingId);

    const held = await fetchPage(request, `/products/${id}`);
    const reserved = held.jsonLd.find((d) => d['@type'] === 'Product');
    expect(reserved).toMatchObject({ offers: { availability: 'https://schema.org/Reserved' } });
    expect(held.meta('product:availability')).toBe('out of stock');

    await handOverThroughApi(buyer, seller, bookingId);
    const page = await fetchPage(request, `/products/${id}`);
    const product = page.jsonLd.find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    expect(page.meta('product:availability')).toBe('out of stock');
  });

  test('a deleted listing answers 410, a listing that never was 404, both not indexed', async ({
    request,
    baseURL,
  }) => {
    const seller = await signUpThroughApi(baseURL!, 'seller', 'Seo Seller');
    const id = await listPhoneThroughApi(seller, { productName: `Gone ${unique()}` });
    const deleted = await seller.api.delete(`/api/products/${id}`, { headers: bearer(seller) });
    expect(deleted.ok()).toBe(true);

    const gone = await fetchPage(request, `/products/${id}`, 410);
    expect(gone.meta('robots')).toBe('noindex');
    const never = await fetchPage(request, '/products/00000000-0000-4000-8000-000000000000', 404);
    expect(never.meta('robots')).toBe('noindex');
    expect(never.canonical).toBeUndefined();
  });
});

test('an unknown address answers 404 with its title, not indexed', async ({ request }) => {
  const page = await fetchPage(request, '/no/such/page', 404);
  expect(page.title).toBe('Not Found - Resale Zone');
  expect(page.meta('robots')).toBe('noindex');
  expect(page.canonical).toBeUndefined();
});

test.describe('robots.txt and the sitemap', () => {
  test('robots.txt keeps crawlers out of the dashboard and the API and names the sitemap', async ({
    request,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /deshboard', 'Disallow: /api/']));
    expect(lines.some((l) => /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/.test(l))).toBe(true);
  });

  test('the sitemap index and its sitemaps are valid, and hold a phone listed just now', async ({
    request,
    baseURL,
  }) => {
    const seller = await signUpThroughApi(baseURL!, 'seller', 'Seo Seller');
    const id = await listPhoneThroughApi(seller, { productName: `Sitemap ${unique()}` });

    const index = readSitemap(await (await request.get('/sitemap.xml')).text());
    expect(index.root).toBe('sitemapindex');
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const { loc } of index.entries) {
      const sitemap = readSitemap(await (await request.get(new URL(loc).pathname)).text());
      expect(sitemap.root).toBe('urlset');
      urls.push(...sitemap.entries);
    }
    const listed = urls.find((u) => new URL(u.loc).pathname === `/products/${id}`);
    expect(listed?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(urls.map((u) => new URL(u.loc).pathname)).toEqual(
      expect.arrayContaining(['/', '/categories/iphone', '/categories/oneplus']),
    );
  });
});

/** A sitemap document, parsed strictly (any XML error throws), in the sitemap namespace. */
function readSitemap(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  let root = '';
  const entries: { loc: string; lastmod?: string }[] = [];
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag.local;
      expect(tag.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    }
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
  for (const { loc } of entries) expect(loc).toMatch(/^https?:\/\//);
  return { root, entries };
}
