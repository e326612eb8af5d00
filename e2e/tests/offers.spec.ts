import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, openAs, signInThroughApi } from '../support/auth.ts';
import { expectNoAxeViolations, shoot } from '../support/axe.ts';
import { handOverThroughApi, payWithCard } from '../support/journeys.ts';

/**
 * Bargaining (decision 054) at 360 px: a buyer offers below the asking price, the seller counters,
 * the buyer accepts and pays the agreed price on the usual payment page; the receipt shows it.
 */
test.use({ viewport: { width: 360, height: 800 } });

/** A full-page picture for people to look at (not compared; none on CI). */
const shot = (page: Page, name: string) => shoot(page, `/tmp/shots/offer-${name}.png`);

/** The page is no wider than the screen. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('offer, counter, accept, pay: the receipt shows the agreed price', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = `iPhone 11 ${unique()}`;
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Omar Seller');
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 400 });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Olga Buyer');

  // The buyer offers from the listing's page; the dialog shows the contract's minimum.
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto(`/products/${phoneId}`);
  await page.getByRole('button', { name: 'Make an offer' }).click();
  const dialog = page.getByRole('dialog', { name: `Make an offer on ${phone}` });
  await expect(
    dialog.getByText('At least $200.00, below the asking price of $400.00.'),
  ).toBeVisible();
  const field = dialog.getByLabel('Your offer (dollars)');
  await field.fill('150');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText('Offer at least $200.00 (half the asking price)')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'dialog');
  await field.fill('300');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer of $300.00 sent')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Your offer: $300.00 – see my offers' }),
  ).toBeVisible();

  // The seller counters from their Offers page.
  const sellerSession = await openAs(browser, baseURL!, seller.email);
  const sellerPage = sellerSession.page;
  await sellerPage.setViewportSize({ width: 360, height: 800 });
  await sellerPage.goto('/deshboard/offers');
  const offerRow = sellerPage.getByRole('row').filter({ hasText: phone });
  await expect(offerRow.getByText('Olga Buyer')).toBeVisible();
  await fitsTheScreen(sellerPage);
  await expectNoAxeViolations(sellerPage);
  await shot(sellerPage, 'seller-list');
  await offerRow.getByRole('button', { name: /Counter/ }).click();
  const counter = sellerPage.getByRole('dialog', { name: 'Counter Olga Buyer’s offer' });
  await counter.getByLabel('Your price (dollars)').fill('350');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(sellerPage.getByText('Counter-offer of $350.00 sent')).toBeVisible();
  await expect(offerRow.getByText('Countered by the seller')).toBeVisible();

  // The buyer's list shows the counter.
  await page.goto('/deshboard/my-offers');
  const mine = page.getByRole('row').filter({ hasText: phone });
  await expect(mine.getByText('$350.00')).toBeVisible();
  await fitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shot(page, 'buyer-list');
  await mine.getByRole('button', { name: /Accept/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept the counter-offer?' });
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Offer accepted')).toBeVisible();
  // The seller's open list follows live: the bell's notification refreshes it.
  await expect(
    sellerPage.getByRole('row').filter({ hasText: phone }).getByText('Accepted'),
  ).toBeVisible();
  await shot(page, 'accepted');

  // The usual payment page, at the agreed price.
  await mine.getByRole('link', { name: /Pay/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Please Pay $350.00 for ${phone}` }),
  ).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(
    page.getByRole('heading', { name: 'Congrats! your payment completed' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/deshboard\/booking$/);

  const bookings = (await (
    await buyer.api.get(`/api/bookings?email=${encodeURIComponent(buyer.email)}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    })
  ).json()) as { _id: string; productName: string; price: number }[];
  const booking = bookings.find((b) => b.productName === phone)!;
  expect(booking.price).toBe(350);
  await handOverThroughApi(buyer, seller, booking._id);
  await page.goto(`/deshboard/receipt/${booking._id}`);
  const receipt = page.getByRole('article', { name: `Receipt: ${phone}` });
  await expect(receipt.getByText('$350.00', { exact: true })).toBeVisible();
  await fitsTheScreen(page);
  await shot(page, 'receipt');
  await sellerSession.close();
});
