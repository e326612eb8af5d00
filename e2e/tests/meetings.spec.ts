import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  bearer,
  listPhoneThroughApi,
  signUpThroughApi,
  unique,
  type ApiAccount,
} from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { bookThroughApi, payThroughApi } from '../support/journeys.ts';

/**
 * Issue 39 item 6: a meeting time on each booking, agreed by both sides, and a no-show claim after
 * it that the other side answers; only a settled no-show counts on the absent person's profile.
 * Two accounts, each in its own browser, at 360 px.
 */

const PHONE = { width: 360, height: 780 };

async function signedIn(browser: Browser, who: ApiAccount): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, who.email, E2E_PASSWORD);
  return page;
}

/** The account's id: the access token's subject. */
const idOf = (who: ApiAccount) =>
  (JSON.parse(Buffer.from(who.token.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;

/** Nothing on the page is wider than the phone's screen. */
async function fitsThePhone(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(PHONE.width);
}

test('at 360 px the buyer proposes a time and the seller confirms it; after it, the seller’s no-show claim is answered by the buyer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Tara Seller');
  const phone = `Pixel 7 ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 240 });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Tim Buyer');
  const bookingId = await bookThroughApi(buyer, phoneId, { place: 'Mirpur 10, the metro exit' });
  await payThroughApi(buyer, bookingId);

  // The buyer proposes tomorrow at 18:30 on their booking's page.
  const buyerPage = await signedIn(browser, buyer);
  await buyerPage.goto(`/deshboard/booking/${bookingId}`);
  const buyerPanel = buyerPage.getByRole('region', { name: 'Meeting time' });
  await expect(buyerPanel).toContainText('No time agreed yet');
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T18:30`;
  await buyerPanel.getByLabel('Propose a time').fill(local);
  await buyerPanel.getByRole('button', { name: 'Propose' }).click();
  await expect(buyerPanel.getByText('Waiting for confirmation')).toBeVisible();
  await expect(buyerPanel).toContainText('You proposed this time: the seller confirms it.');
  await fitsThePhone(buyerPage);
  await buyerPage.screenshot({ path: '/tmp/shots/meeting-1-buyer-proposed.png', fullPage: true });

  // The seller opens the meeting from their orders and confirms it.
  const sellerPage = await signedIn(browser, seller);
  await sellerPage.goto('/deshboard/order');
  await sellerPage.getByRole('link', { name: `Meeting time for ${phone}` }).click();
  const sellerPanel = sellerPage.getByRole('region', { name: 'Meeting time' });
  await expect(sellerPanel).toContainText('Proposed by the buyer.');
  await sellerPanel.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(sellerPanel.getByText('Confirmed by both')).toBeVisible();
  await fitsThePhone(sellerPage);
  await sellerPage.screenshot({
    path: '/tmp/shots/meeting-2-seller-confirmed.png',
    fullPage: true,
  });
  await buyerPage.reload();
  await expect(buyerPanel.getByText('Confirmed by both')).toBeVisible();

  // Either side adds it to a calendar: a plain link downloads an iCalendar file of the meeting.
  const download = buyerPage.waitForEvent('download');
  await buyerPanel.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resale-zone-meeting.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const unfolded = ics.replaceAll('\r\n ', '');
  const start = new Date(local).toISOString().slice(0, 19).replace(/[-:]/g, '');
  expect(unfolded).toContain(`\r\nDTSTART:${start}Z\r\n`);
  expect(unfolded).toContain(`\r\nSUMMARY:Meet to hand over the ${phone}\r\n`);
  expect(unfolded).toContain('\r\nLOCATION:Mirpur 10\\, the metro exit\r\n');
  expect(unfolded).toContain(`/deshboard/meeting/${bookingId}`);
  expect(unfolded).toContain('\r\nTRIGGER:-PT1H\r\n');
  // At 360 px the card's buttons are big enough for a finger (not squeezed to a line of text).
  for (const target of [
    buyerPanel.getByRole('link', { name: 'Add to calendar' }),
    buyerPanel.getByRole('button', { name: 'Propose' }),
  ]) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(32);
  }
  await buyerPanel.screenshot({ path: '/tmp/shots/remind-card-360.png' });
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const deskPage = await desk.newPage();
  await signInThroughApi(deskPage, buyer.email, E2E_PASSWORD);
  await deskPage.goto(`/deshboard/booking/${bookingId}`);
  const deskPanel = deskPage.getByRole('region', { name: 'Meeting time' });
  await expect(deskPanel.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await deskPanel.screenshot({ path: '/tmp/shots/remind-card-desktop.png' });
  await desk.close();

  // A meeting a few seconds ahead, agreed through the API, so that it passes during the journey.
  // Both calls must land before it: a busy machine may be slower over them, so a time that has
  // passed by the confirmation is proposed again, further ahead each time, until both agree.
  let ahead = 4_000;
  await expect(async () => {
    const soon = new Date(Date.now() + ahead).toISOString();
    ahead *= 2;
    const proposed = await seller.api.put(`/api/bookings/${bookingId}/meeting`, {
      headers: bearer(seller),
      data: { at: soon },
    });
    expect(proposed.status(), await proposed.text()).toBe(200);
    const confirmed = await buyer.api.post(`/api/bookings/${bookingId}/meeting/confirm`, {
      headers: bearer(buyer),
      data: { at: soon },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }).toPass({ timeout: 60_000 });

  // Confirmed within the hour, it is reminded at once: the buyer finds it in the bell.
  await expect
    .poll(
      async () => {
        await buyerPage.goto('/deshboard/notifications');
        return buyerPage.getByText(`Meeting soon: ${phone}`).count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await sellerPage.goto(`/deshboard/meeting/${bookingId}`);
  await buyerPage.goto(`/deshboard/booking/${bookingId}`);

  // Once it has passed, the seller says the buyer did not come.
  const claimButton = sellerPanel.getByRole('button', { name: 'The buyer didn’t come' });
  await expect
    .poll(
      async () => {
        await sellerPage.reload();
        await expect(sellerPanel).toBeVisible();
        return claimButton.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await claimButton.click();
  const claimDialog = sellerPage.getByRole('dialog', { name: 'The buyer didn’t come' });
  await claimDialog.getByLabel('What happened').fill('I waited 40 minutes at the metro exit.');
  await sellerPage.screenshot({ path: '/tmp/shots/meeting-3-seller-claims.png' });
  await claimDialog.getByRole('button', { name: 'Send the claim' }).click();
  await expect(sellerPanel).toContainText('You said Tim Buyer did not come.');

  // The buyer is asked in the bell, and agrees.
  await buyerPage.reload();
  await expect(buyerPanel).toContainText('Tara Seller says you did not come.');
  await buyerPanel.getByRole('button', { name: 'Answer the claim' }).click();
  const answerDialog = buyerPage.getByRole('dialog', { name: 'Did you miss the meeting?' });
  await answerDialog.getByLabel('I agree: I did not come').check();
  await answerDialog.getByLabel('What happened').fill('Sorry, my bus broke down.');
  await buyerPage.screenshot({ path: '/tmp/shots/meeting-4-buyer-answers.png' });
  await answerDialog.getByRole('button', { name: 'Send my answer' }).click();
  await expect(buyerPanel).toContainText('You agreed that you did not come.');
  await fitsThePhone(buyerPage);
  await buyerPage.screenshot({ path: '/tmp/shots/meeting-5-buyer-agreed.png', fullPage: true });

  // It counts on the buyer's public profile, not on the seller's.
  await buyerPage.goto(`/sellers/${idOf(buyer)}`);
  await expect(
    buyerPage.getByText('Missed 1 meeting (1 as a buyer) in 1 paid booking'),
  ).toBeVisible();
  await buyerPage.goto(`/sellers/${idOf(seller)}`);
  await expect(buyerPage.getByText('No missed meetings in 1 paid booking')).toBeVisible();
  await buyerPage.screenshot({ path: '/tmp/shots/meeting-6-seller-profile.png', fullPage: true });
});

test('at 360 px the Trusted seller page states the configured thresholds', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/trusted-seller');
  await expect(page.getByRole('heading', { name: 'The Trusted seller badge' })).toBeVisible();
  await expect(page.getByText(/At least 10 completed sales/)).toBeVisible();
  await expect(page.getByText(/95% or more of them 4 or 5 stars/)).toBeVisible();
  await fitsThePhone(page);
  await page.screenshot({ path: '/tmp/shots/meeting-7-trusted-page.png', fullPage: true });
});

test('at 360 px a booking from an accepted offer gets its place from a suggested spot, confirmed with the time', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Rina Seller');
  const areas = (await (await seller.api.get('/api/areas')).json()) as {
    id: string;
    name: string;
  }[];
  const gulshan = areas.find((a) => a.name === 'Gulshan')!.id;
  const phone = `Galaxy S21 ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, {
    productName: phone,
    resalePrice: 300,
    location: 'Dhaka, Gulshan',
    areaId: gulshan,
  });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Rafi Buyer');
  const offered = await buyer.api.post('/api/offers', {
    headers: bearer(buyer),
    data: { product_id: phoneId, price: 250 },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = ((await offered.json()) as { _id: string })._id;
  const accepted = await seller.api.post(`/api/offers/${offerId}/accept`, {
    headers: bearer(seller),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { bookingId } = (await accepted.json()) as { bookingId: string };

  // No place yet: the buyer picks the first suggested spot, of the phone's area, and a time.
  const buyerPage = await signedIn(browser, buyer);
  await buyerPage.goto(`/deshboard/booking/${bookingId}`);
  const buyerPanel = buyerPage.getByRole('region', { name: 'Meeting time' });
  await expect(buyerPanel).toContainText('Place: Place not agreed yet');
  const spots = buyerPanel.getByRole('group', { name: 'Suggested public spots' });
  await expect(spots.getByRole('button').first()).toContainText('Gulshan Police Station');
  await spots.getByRole('button').first().click();
  const place = buyerPanel.getByLabel('Propose a place');
  await expect(place).toHaveValue(/^Gulshan Police Station, /);
  const spot = await place.inputValue();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T17:00`;
  await buyerPanel.getByLabel('Propose a time').fill(local);
  await fitsThePhone(buyerPage);
  await buyerPage.screenshot({ path: '/tmp/shots/place-1-buyer-picks.png', fullPage: true });
  await buyerPanel.getByRole('button', { name: 'Propose' }).click();
  await expect(buyerPanel.getByText('Waiting for confirmation')).toBeVisible();
  await expect(buyerPanel).toContainText(`Place: ${spot}`);

  // The seller sees the proposed place with the time and confirms them both.
  const sellerPage = await signedIn(browser, seller);
  await sellerPage.goto(`/deshboard/meeting/${bookingId}`);
  const sellerPanel = sellerPage.getByRole('region', { name: 'Meeting time' });
  await expect(sellerPanel).toContainText(`Place: ${spot}`);
  await sellerPanel.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(sellerPanel.getByText('Confirmed by both')).toBeVisible();
  await fitsThePhone(sellerPage);
  await sellerPage.screenshot({ path: '/tmp/shots/place-2-seller-confirmed.png', fullPage: true });
  await buyerPage.reload();
  await expect(buyerPanel.getByText('Confirmed by both')).toBeVisible();
  await expect(buyerPanel).toContainText(`Place: ${spot}`);
  await buyerPage.context().close();
  await sellerPage.context().close();
});
