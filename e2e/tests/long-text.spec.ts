import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  bearer,
  listPhoneThroughApi,
  signUpThroughApi,
  unique,
  type ApiAccount,
} from '../support/api-accounts.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { bookThroughApi, handOverThroughApi, payThroughApi } from '../support/journeys.ts';

/**
 * Issue 39: one review holding one long unbroken word made a profile 7,500 px wide. Every text a
 * person writes (names, profiles' bios and places, listing names and descriptions, places,
 * messages, reviews, replies, dispute text, report reasons) wraps inside its box on a 360 px
 * phone: each page that shows them is no wider than the screen. And a phone whose payment is held reads Reserved, not Sold, until
 * the handover; a released hold puts it back on sale.
 */

const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });

/** One unbroken word of `length` characters, starting with `tag` so each is told apart. */
const word = (tag: string, length: number) => `${tag}${'W'.repeat(length)}`.slice(0, length);

/** Where to save what a person looks at (the issue asks for the screenshots at 360 px). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** A browser of one's own at 360 px, signed in as `email`. */
async function phoneOf(browser: Browser, baseURL: string, email: string, password = E2E_PASSWORD) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, email, password);
  return { page, close: () => context.close() };
}

const softly = expect.configure({ soft: true });

/**
 * How far the page reaches past the screen's right edge (0 or less: it fits), and the innermost
 * elements that stick out, to say where the fix is needed.
 */
function overflow() {
  const width = window.innerWidth;
  const out = Array.from(document.body.querySelectorAll('*')).filter(
    (el) => el.getBoundingClientRect().right > width + 1,
  );
  const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
  return {
    past: document.documentElement.scrollWidth - width,
    where: innermost.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  };
}

/** Opens `path`, waits for `text` to be shown, then checks nothing is wider than the screen. */
async function fitsThePhone(page: Page, path: string, text: string) {
  await test.step(`${path} fits 360 px`, async () => {
    await page.goto(path);
    // A busy machine may take a while over the sign-in and role checks of a dashboard page.
    await expect(page.getByText(text.slice(0, 40)).filter({ visible: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    // Soft: one page too wide does not hide the others. A page too wide answers where it is.
    await softly
      .poll(
        async () => {
          const found = await page.evaluate(overflow);
          return found.past <= 0 ? 'fits' : found;
        },
        { message: `${path} is wider than the phone` },
      )
      .toBe('fits');
  });
}

async function post(who: ApiAccount, url: string, data: object, status = 200) {
  const res = await who.api.post(url, { headers: bearer(who), data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

test('every text people write wraps inside its box at 360 px, on each page that shows it', async ({
  browser,
  baseURL,
}) => {
  // Many accounts, pages and a busy machine.
  test.setTimeout(360_000);
  const texts = {
    sellerName: word(`Seller${unique()}`, 100),
    buyerName: word(`Buyer${unique()}`, 100),
    productName: word(`Phone${unique()}`, 200),
    onSaleName: word(`OnSale${unique()}`, 200),
    location: word('Location', 200),
    description: word('Description', 300),
    place: word('Place', 200),
    message: word('Message', 300),
    answer: word('Answer', 300),
    review: word('Review', 300),
    reply: word('Reply', 300),
    dispute: word('Dispute', 300),
    reviewReport: word('ReviewReport', 300),
    conversationReport: word('ConversationReport', 300),
    bio: word('Bio', 500),
    town: word('Town', 100),
  };

  // A seller and a buyer with long names; a phone sold between them (every text on the way), and
  // one still on sale that the buyer saved and booked.
  const seller = await signUpThroughApi(baseURL!, 'seller', texts.sellerName);
  const buyer = await signUpThroughApi(baseURL!, 'buyer', texts.buyerName);
  const phoneId = await listPhoneThroughApi(seller, {
    productName: texts.productName,
    location: texts.location,
    description: texts.description,
  });
  const onSaleId = await listPhoneThroughApi(seller, {
    productName: texts.onSaleName,
    location: texts.location,
    description: texts.description,
  });
  const sellerId = (
    (await (await seller.api.get(`/api/products/${phoneId}`)).json()) as { sellerId: string }
  ).sellerId;

  // The seller's own words on their profile, as long as they may be.
  const profile = await seller.api.put('/api/users/me/profile', {
    headers: bearer(seller),
    data: {
      name: texts.sellerName,
      image: null,
      bio: texts.bio,
      location: texts.town,
      phone: null,
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  const conversation = await post(buyer, '/api/conversations', { listingId: phoneId }, 201);
  const conversationId = conversation._id as string;
  await post(buyer, `/api/conversations/${conversationId}/messages`, { body: texts.message }, 201);
  await post(seller, `/api/conversations/${conversationId}/messages`, { body: texts.answer }, 201);
  await post(
    buyer,
    `/api/conversations/${conversationId}/report`,
    { reason: 'spam', note: texts.conversationReport },
    201,
  );

  const bookingId = await bookThroughApi(buyer, phoneId, { place: texts.place });
  await payThroughApi(buyer, bookingId);
  await handOverThroughApi(buyer, seller, bookingId);
  const review = await post(
    buyer,
    `/api/bookings/${bookingId}/review`,
    { stars: 2, text: texts.review },
    201,
  );
  const reviewId = review._id as string;
  await post(seller, `/api/reviews/${reviewId}/reply`, { text: texts.reply });
  await post(seller, `/api/reviews/${reviewId}/report`, { reason: texts.reviewReport });
  await post(
    buyer,
    `/api/bookings/${bookingId}/dispute`,
    { reason: 'other', description: texts.dispute },
    201,
  );

  const saved = await buyer.api.put(`/api/wishlist/${onSaleId}`, { headers: bearer(buyer) });
  expect(saved.ok(), await saved.text()).toBe(true);
  await bookThroughApi(buyer, onSaleId, { place: texts.place });
  const reported = await buyer.api.put(`/api/addproduct/report/${onSaleId}`, {
    headers: bearer(buyer),
    data: { reason: 'other', note: texts.description },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  // Signed out: the public pages.
  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await visitor.newPage();
  await fitsThePhone(page, `/sellers/${sellerId}`, texts.review);
  await expect(page.getByText(texts.bio)).toBeVisible();
  await expect(page.getByText(texts.town)).toBeVisible();
  await expect(page.getByText(texts.reply.slice(0, 40))).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/long-review-360.png`, fullPage: true });
  await fitsThePhone(page, `/products/${phoneId}`, texts.description);
  await fitsThePhone(page, `/products/${onSaleId}`, texts.onSaleName);
  await fitsThePhone(page, '/categories/iphone', texts.onSaleName);
  await visitor.close();

  // The buyer's pages.
  const asBuyer = await phoneOf(browser, baseURL!, buyer.email);
  await fitsThePhone(asBuyer.page, '/deshboard/booking', texts.onSaleName);
  await fitsThePhone(asBuyer.page, `/deshboard/booking/${bookingId}`, texts.dispute);
  await fitsThePhone(asBuyer.page, `/deshboard/receipt/${bookingId}`, texts.place);
  await fitsThePhone(asBuyer.page, '/deshboard/wishlist', texts.onSaleName);
  await fitsThePhone(asBuyer.page, '/deshboard/messages', texts.productName);
  await fitsThePhone(asBuyer.page, `/deshboard/messages/${conversationId}`, texts.message);
  await fitsThePhone(asBuyer.page, '/deshboard/reviews', texts.review);
  await fitsThePhone(asBuyer.page, '/deshboard/notifications', texts.productName);
  await asBuyer.close();

  // The seller's pages.
  const asSeller = await phoneOf(browser, baseURL!, seller.email);
  await fitsThePhone(asSeller.page, '/deshboard/showproduct', texts.onSaleName);
  await fitsThePhone(asSeller.page, '/deshboard/order', texts.place);
  await fitsThePhone(asSeller.page, `/deshboard/messages/${conversationId}`, texts.answer);
  await fitsThePhone(asSeller.page, '/deshboard/reviews', texts.reply);
  await asSeller.close();

  // An admin's lists.
  const asAdmin = await phoneOf(browser, baseURL!, DEMO_ADMIN, DEMO_PASSWORD);
  await fitsThePhone(asAdmin.page, '/deshboard/disputes', texts.dispute);
  await fitsThePhone(asAdmin.page, '/deshboard/reported-products', texts.onSaleName);
  await fitsThePhone(asAdmin.page, '/deshboard/reported-reviews', texts.reviewReport);
  await fitsThePhone(asAdmin.page, '/deshboard/reported-conversations', texts.conversationReport);
  await asAdmin.close();
});

test('a phone whose payment is held reads Reserved, not Sold, and a release puts it back on sale', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Rita Seller');
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Rafi Buyer');
  const phone = `iPhone 12 ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 380 });
  const bookingId = await bookThroughApi(buyer, phoneId);
  await payThroughApi(buyer, bookingId);

  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await visitor.newPage();
  await page.goto(`/products/${phoneId}`);
  await expect(page.getByRole('heading', { level: 1, name: phone })).toBeVisible();
  await expect(
    page.getByText('A buyer has paid and is meeting the seller.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Sold$|This phone is sold/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check out' })).toHaveCount(0);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/reserved-360.png` });

  // The seller's My Products says Reserved too; the buyer's booking still says the spec's Paid.
  const asSeller = await phoneOf(browser, baseURL!, seller.email);
  await asSeller.page.goto('/deshboard/showproduct');
  const row = asSeller.page.getByRole('row').filter({ hasText: phone });
  await expect(row.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(row.getByText(/^(Sold|Sales)$/)).toHaveCount(0);
  await asSeller.close();
  const asBuyer = await phoneOf(browser, baseURL!, buyer.email);
  await asBuyer.page.goto('/deshboard/booking');
  const booking = asBuyer.page.getByRole('row').filter({ hasText: phone });
  await expect(booking.getByText('Paid', { exact: true })).toBeVisible();

  // Cancelled: back on sale at once.
  await post(buyer, `/api/bookings/${bookingId}/cancel`, { reason: 'Found another one' });
  await asBuyer.close();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(page.getByText('Reserved', { exact: true })).toHaveCount(0);
  await visitor.close();
});
