import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer, listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { animationsSettled, expectNoAxeViolations } from '../support/axe.ts';
import { bookThroughApi, handOverThroughApi, payThroughApi } from '../support/journeys.ts';
import { pngPhoto } from '../support/png.ts';

/**
 * Issue 39, item 7: a dispute hears both sides, on a 360 px phone. The buyer reports a problem
 * with a photo, the seller answers with a photo, the admin reads both with their photos and the
 * receipt's link, and the buyer's bell says the seller answered. Long unbroken words wrap.
 */
const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';
const LONG = (tag: string) => `${tag}${'W'.repeat(60)}`;

async function phoneOf(browser: Browser, baseURL: string, email: string, password = E2E_PASSWORD) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, email, password);
  return { page, close: () => context.close() };
}

/** Nothing on the page reaches past the right edge of the screen. */
async function fitsTheScreen(page: Page) {
  const past = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(past).toBeLessThanOrEqual(0);
}

test('buyer reports with a photo, seller answers with a photo, admin sees both, buyer hears of it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Dora Seller');
  const phone = `Pixel 6 ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 300 });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Dino Buyer');
  // They talked about the phone first: both sides' dispute links to that conversation.
  const chat = await buyer.api.post('/api/conversations', {
    headers: bearer(buyer),
    data: { listingId: phoneId },
  });
  expect(chat.status(), await chat.text()).toBe(201);
  const chatId = ((await chat.json()) as { _id: string })._id;
  const said = await buyer.api.post(`/api/conversations/${chatId}/messages`, {
    headers: bearer(buyer),
    data: { body: 'Does it restart by itself?' },
  });
  expect(said.status(), await said.text()).toBe(201);
  const bookingId = await bookThroughApi(buyer, phoneId);
  await payThroughApi(buyer, bookingId);
  await handOverThroughApi(buyer, seller, bookingId);

  // The buyer reports the problem with a photo.
  const b = await phoneOf(browser, baseURL!, buyer.email);
  await b.page.goto(`/deshboard/booking/${bookingId}`);
  await b.page.getByLabel('What went wrong').selectOption({ label: 'The phone stopped working' });
  await b.page.getByLabel('Description').fill(`It restarts every hour. ${LONG('Buyer')}`);
  await b.page.getByLabel('Photos (optional, up to 4)').setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: pngPhoto(320, 240, 40),
  });
  await expect(b.page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await b.page.getByRole('button', { name: 'Report a problem' }).click();
  const buyerView = b.page.getByRole('region', { name: 'The problem you reported' });
  await expect(buyerView).toContainText('Open: an admin is looking at it');
  await expect(buyerView.getByRole('img', { name: 'Your report: photo 1' })).toBeVisible();
  await expect(buyerView).toContainText('No answer yet.');

  // The seller answers on the receipt, with a photo of their own.
  const s = await phoneOf(browser, baseURL!, seller.email);
  await s.page.goto('/deshboard/order');
  await s.page.getByRole('link', { name: `Problem reported: read and answer (${phone})` }).click();
  await expect(s.page).toHaveURL(new RegExp(`/deshboard/receipt/${bookingId}$`));
  const sellerView = s.page.getByRole('region', { name: 'A problem was reported' });
  await expect(sellerView).toContainText('It restarts every hour.');
  await expect(
    sellerView.getByRole('link', { name: 'Your conversation about this phone' }),
  ).toBeVisible();
  await sellerView.getByLabel('Your answer').fill(`It worked at the meetup. ${LONG('Seller')}`);
  await sellerView.getByLabel('Photos (optional, up to 4)').setInputFiles({
    name: 'working.png',
    mimeType: 'image/png',
    buffer: pngPhoto(320, 240, 220),
  });
  await expect(sellerView.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await sellerView.getByRole('button', { name: 'Send my answer' }).click();
  await expect(sellerView.getByRole('img', { name: 'Your answer: photo 1' })).toBeVisible();
  await expect(sellerView.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);
  await expect(sellerView).toContainText(LONG('Seller'));
  await fitsTheScreen(s.page);
  await expectNoAxeViolations(s.page);
  await expect(s.page.getByText('Your answer was sent: an admin reads both sides')).toBeHidden({
    timeout: 15_000,
  });
  await sellerView.screenshot({ path: `${SHOTS}/dispute-seller.png` });
  await s.close();

  // The admin sees both sides, their photos, and the receipt.
  const a = await phoneOf(browser, baseURL!, DEMO_ADMIN, DEMO_PASSWORD);
  await a.page.goto('/deshboard/disputes');
  const row = a.page.getByRole('row').filter({ hasText: phone });
  await expect(row).toContainText('It worked at the meetup.');
  await expect(row.getByRole('img', { name: "Buyer's photo 1" })).toBeVisible();
  await expect(row.getByRole('img', { name: "Seller's photo 1" })).toBeVisible();
  await expect(row.getByRole('link', { name: `Receipt of ${phone}` })).toHaveAttribute(
    'href',
    `/deshboard/receipt/${bookingId}`,
  );
  await row.screenshot({ path: `${SHOTS}/dispute-admin-row.png` });
  await row.getByRole('button', { name: `Decide the dispute on ${phone}` }).click();
  const dialog = a.page.getByRole('dialog', { name: `Decide: ${phone}` });
  await expect(dialog.getByRole('img', { name: "The buyer's report: photo 1" })).toBeVisible();
  await expect(dialog.getByRole('img', { name: "The seller's answer: photo 1" })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'See the receipt' })).toBeVisible();
  await fitsTheScreen(a.page);
  await animationsSettled(a.page);
  await a.page.screenshot({ path: `${SHOTS}/dispute-admin-dialog.png` });
  // The conversation between the two, read through the dispute.
  await dialog.getByRole('link', { name: 'Read their conversation' }).click();
  await expect(
    a.page.getByRole('heading', { level: 1, name: `Conversation: ${phone}` }),
  ).toBeVisible();
  await expect(a.page.getByText('Does it restart by itself?')).toBeVisible();
  await expectNoAxeViolations(a.page);
  await a.close();

  // The buyer's bell says the seller answered; its link shows both sides.
  await b.page.reload();
  const bell = b.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await b.page.getByRole('link', { name: `Unread: The seller answered: ${phone}` }).click();
  await expect(b.page).toHaveURL(new RegExp(`/deshboard/booking/${bookingId}$`));
  await expect(buyerView.getByRole('img', { name: "The seller's answer: photo 1" })).toBeVisible();
  await expect(buyerView).toContainText(LONG('Seller'));
  await fitsTheScreen(b.page);
  await buyerView.screenshot({ path: `${SHOTS}/dispute-buyer.png` });
  await b.close();
});
