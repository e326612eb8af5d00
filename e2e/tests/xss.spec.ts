import {
  expect,
  request as playwrightRequest,
  test,
  type Browser,
  type Page,
} from '@playwright/test';
import { bearer, signUpThroughApi, unique, type ApiAccount } from '../support/api-accounts.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';

/**
 * Text from users renders inert (security.md item 14): every text field a user controls holds a
 * script tag or an image with an error handler, made through the API, and every page that shows
 * it must show it as text, run nothing (`window.__xss` stays undefined, no dialog) and put no such
 * element in the document.
 */

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SVG = '<svg onload="window.__xss=1">';

declare global {
  interface Window {
    __xss?: number;
  }
}

interface World {
  tag: string;
  seller: ApiAccount;
  buyer: ApiAccount;
  productName: string;
  sellerName: string;
  location: string;
  place: string;
  promotedName: string;
  bookingId: string;
  listingId: string;
  description: string;
}

/** Everyone and everything, made once through the API with payloads in every text field. */
async function makeWorld(baseURL: string): Promise<World> {
  const tag = unique();
  const seller = await signUpThroughApi(baseURL, 'seller', `Xss Seller ${tag} ${IMG}`);
  const buyer = await signUpThroughApi(baseURL, 'buyer', `Xss Buyer ${tag} ${SVG}`);
  const promoted = await signUpThroughApi(baseURL, 'buyer', `Xss Promoted ${tag} ${SCRIPT}`);
  const world: World = {
    tag,
    seller,
    buyer,
    productName: `Xss Phone ${tag} ${SCRIPT}`,
    // A listing carries its seller's account name (issue 21), so the payload is the account's.
    sellerName: seller.name,
    location: `Dhaka ${SVG}`,
    place: `Gate ${tag} ${IMG}`,
    promotedName: promoted.name,
    bookingId: '',
    listingId: '',
    description: `${SCRIPT}${IMG}${SVG}`,
  };

  // The listing: a real uploaded photo, payloads in name, seller name, location, description.
  const demo = (await (await seller.api.get('/api/categories/iphone')).json()) as {
    productPhoto: string;
  }[];
  const photo = await seller.api.get(demo[0]!.productPhoto);
  const upload = await seller.api.post('/api/images', {
    headers: bearer(seller),
    multipart: { image: { name: 'p.webp', mimeType: 'image/webp', buffer: await photo.body() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const created = await seller.api.post('/api/addproduct', {
    headers: bearer(seller),
    data: {
      productName: world.productName,
      sellerName: world.sellerName,
      productPhoto: ((await upload.json()) as { data: { url: string } }).data.url,
      resalePrice: 321,
      orginalPrice: 654,
      location: world.location,
      categories: 'Iphone',
      condition: 'Good',
      useDuration: `1 year ${SCRIPT}`,
      sellerEmail: seller.email,
      publishDat: '2026-03-01',
      description: world.description,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { insertedId: string }).insertedId;
  world.listingId = listingId;
  // Advertised, so that it is among the home page's featured phones.
  const advertised = await seller.api.put(`/api/addproduct/advertise/${listingId}`, {
    headers: bearer(seller),
  });
  expect(advertised.ok(), await advertised.text()).toBe(true);

  // A booking (meeting place), a report (note) and a wishlist entry by the buyer.
  const saved = await buyer.api.put(`/api/wishlist/${listingId}`, { headers: bearer(buyer) });
  expect(saved.ok(), await saved.text()).toBe(true);
  const booked = await buyer.api.post('/api/booking', {
    headers: bearer(buyer),
    data: { product_id: listingId, number: '+8801711000000', place: world.place },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  world.bookingId = ((await booked.json()) as { insertedId: string }).insertedId;
  const reported = await buyer.api.put(`/api/addproduct/report/${listingId}`, {
    headers: bearer(buyer),
    data: { reason: 'other', note: `${SCRIPT}${IMG}` },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  // An admin action on the payload-named account puts its name in the audit trail.
  const admin = await playwrightRequest.newContext({ baseURL });
  const signedIn = await admin.post('/api/auth/sign-in', {
    data: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const jwt = await admin.get(`/api/jwt?email=${encodeURIComponent(DEMO_ADMIN)}`);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  const uid = await promotedId(admin, accessToken, tag);
  const made = await admin.put(`/api/allseller/admin/${uid}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await admin.dispose();
  return world;
}

async function promotedId(
  admin: Awaited<ReturnType<typeof playwrightRequest.newContext>>,
  token: string,
  tag: string,
) {
  const list = await admin.get(`/api/allbuyers?q=${encodeURIComponent(`Xss Promoted ${tag}`)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const people = (await list.json()) as { _id: string }[];
  expect(people).toHaveLength(1);
  return people[0]!._id;
}

/** Watches a page for anything a payload could set off. */
function watch(page: Page) {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return fired;
}

/** The page shows these texts literally, ran nothing, and holds no element a payload makes. */
async function expectInert(page: Page, fired: string[], texts: string[]) {
  for (const text of texts) {
    // The first one on screen (the bell's closed panel may hold the same text, hidden).
    await expect(
      page.getByText(text, { exact: false }).filter({ visible: true }).first(),
      text,
    ).toBeVisible();
  }
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(fired).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
  // No script that runs carries a payload. A server-rendered page's data blocks (its state and
  // JSON-LD: JSON, never run) may hold the texts, but with every '<' escaped, so nothing in them can
  // end the element.
  const dataBlocks = 'script[type="application/json"], script[type="application/ld+json"]';
  const scripts = await page
    .locator(`script:not([type="application/json"]):not([type="application/ld+json"])`)
    .evaluateAll((nodes) =>
      nodes.map((n) => n.textContent ?? '').filter((s) => s.includes('__xss')),
    );
  expect(scripts).toEqual([]);
  const data = await page
    .locator(dataBlocks)
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  for (const block of data) expect(block).not.toContain('<');
}

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fired = watch(page);
  await signInThroughApi(page, email, password);
  return { page, fired, close: () => context.close() };
}

test('a script in every text field renders as text on every page that shows it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const w = await makeWorld(baseURL!);

  // Anyone: the featured phones on the home page and the brand page.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fired = watch(page);
    for (const url of ['/', '/categories/iphone', `/search?q=${encodeURIComponent(w.tag)}`]) {
      await page.goto(url);
      await expectInert(page, fired, [w.productName, w.sellerName, w.location]);
    }
    // The listing's own page: every text field, and the seller's account name.
    await page.goto(`/products/${w.listingId}`);
    await expectInert(page, fired, [
      w.productName,
      w.sellerName,
      w.location,
      w.description,
      w.seller.name,
    ]);
    await context.close();
  }

  // The seller: My Products and the orders on them (buyer's name, meeting place).
  {
    const s = await signedInPage(browser, w.seller.email, E2E_PASSWORD);
    await s.page.goto('/deshboard/showproduct');
    await expectInert(s.page, s.fired, [w.productName]);
    await s.page.goto('/deshboard/order');
    await expectInert(s.page, s.fired, [w.productName, w.buyer.name, w.place]);
    await s.close();
  }

  // The buyer: My bookings and the payment page (their name, the phone's name).
  {
    const b = await signedInPage(browser, w.buyer.email, E2E_PASSWORD);
    await b.page.goto('/deshboard/booking');
    await expectInert(b.page, b.fired, [w.productName]);
    await b.page.goto('/deshboard/wishlist');
    await expectInert(b.page, b.fired, [w.productName]);
    await b.page.goto(`/deshboard/payment/${w.bookingId}`);
    await expect(b.page.getByLabel('Name', { exact: true })).toHaveValue(w.buyer.name);
    await expectInert(b.page, b.fired, [w.productName]);
    await b.close();
  }

  // The admin: sellers, buyers, reported products and the audit trail.
  {
    const a = await signedInPage(browser, DEMO_ADMIN, DEMO_PASSWORD);
    const q = encodeURIComponent(w.tag);
    await a.page.goto(`/deshboard/allsellers?q=${q}`);
    await expectInert(a.page, a.fired, [w.seller.name]);
    await a.page.goto(`/deshboard/allbuyers?q=${q}`);
    await expectInert(a.page, a.fired, [w.buyer.name]);
    await a.page.goto(`/deshboard/reported-products?q=${q}`);
    await expectInert(a.page, a.fired, [w.productName, w.sellerName]);
    await a.page.goto('/deshboard/audit');
    await expectInert(a.page, a.fired, [w.promotedName]);
    await a.close();
  }
});
