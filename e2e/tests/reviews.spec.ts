import { expect, test } from '@playwright/test';
import {
  bearer,
  listPhoneThroughApi,
  signUpThroughApi,
  unique,
  type ApiAccount,
} from '../support/api-accounts.ts';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  E2E_PASSWORD,
  openAs,
  signInThroughApi,
} from '../support/auth.ts';
import { expectNoAxeViolations, screenshots } from '../support/axe.ts';
import { bookThroughApi } from '../support/journeys.ts';

/**
 * Issue 19: every completed sale can leave a trace the next buyer sees. Each test makes its own
 * seller, phones and buyer through the API and completes the sale there (the handover journey is
 * handover.spec.ts); the reviews, replies, profile and moderation happen in the browser.
 */

/** Pays with the test card through the API, then the checklist and the code: a completed sale. */
async function completeThroughApi(buyer: ApiAccount, seller: ApiAccount, bookingId: string) {
  const intent = await buyer.api.post('/api/create-payment-intent', {
    headers: bearer(buyer),
    data: { bookingId },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await buyer.api.post('/api/test-payments/confirm', {
    headers: bearer(buyer),
    data: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10001',
    },
  });
  const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string } };
  const paid = await buyer.api.post('/api/payments', {
    headers: bearer(buyer),
    data: { bookingId, transactionId: paymentIntent.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const checked = await buyer.api.post(`/api/bookings/${bookingId}/checklist`, {
    headers: bearer(buyer),
    data: { screen: true, cameras: true, battery: true, sim: true, activationLock: true },
  });
  const { code } = (await checked.json()) as { code: string };
  const entered = await seller.api.post(`/api/orders/${bookingId}/handover`, {
    headers: bearer(seller),
    data: { code },
  });
  expect(entered.status(), await entered.text()).toBe(200);
}

/** A seller with a phone sold to a buyer (handed over) and another phone still on sale. */
async function completedSale(baseURL: string) {
  const suffix = unique();
  const seller = await signUpThroughApi(baseURL, 'seller', `Rina Seller ${suffix}`);
  const sold = `Pixel 6 ${suffix}`;
  const soldId = await listPhoneThroughApi(seller, { productName: sold, resalePrice: 300 });
  const onSale = `Pixel 7 ${suffix}`;
  const onSaleId = await listPhoneThroughApi(seller, { productName: onSale, resalePrice: 410 });
  const buyer = await signUpThroughApi(baseURL, 'buyer', `Omar Buyer ${suffix}`);
  const bookingId = await bookThroughApi(buyer, soldId, { place: 'Gulshan 2, the bookshop' });
  await completeThroughApi(buyer, seller, bookingId);
  return { seller, buyer, sold, onSale, onSaleId, bookingId };
}

test('after the handover the buyer leaves 5 stars and a text, the seller replies; the profile and the listing show them', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { seller, buyer, sold, onSaleId } = await completedSale(baseURL!);

  // The buyer's dashboard reminds them; the review is written in a dialog.
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto('/deshboard');
  await page.getByRole('link', { name: 'Review your sale' }).click();
  await expect(page).toHaveURL(/\/deshboard\/reviews$/);
  await expect(page).toHaveTitle('Reviews - Resale Zone');
  await expect(page.getByText(sold, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review the seller' }).click();
  const dialog = page.getByRole('dialog', { name: `Review the seller: ${seller.name}` });
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Choose 1 to 5 stars')).toBeVisible();
  await dialog.getByLabel('5 – Excellent').check();
  await dialog
    .getByLabel('What happened (optional)')
    .fill('On time at the bookshop, the phone exactly as described.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText(`Thanks, your review of ${seller.name} is published`)).toBeVisible();
  await expect(page.getByText('Nothing to review')).toBeVisible();
  await screenshots(page, testInfo, 'reviews-buyer');

  // The seller replies once, from their dashboard.
  const sellerSession = await openAs(browser, baseURL!, seller.email);
  const sp = sellerSession.page;
  await sp.goto('/deshboard/reviews');
  const about = sp.getByRole('region', { name: 'Reviews about you' });
  await expect(about).toContainText('On time at the bookshop, the phone exactly as described.');
  await about.getByRole('button', { name: 'Reply' }).click();
  const reply = sp.getByRole('dialog', { name: `Reply to ${buyer.name}` });
  await reply.getByLabel('Your public reply').fill('Thank you, enjoy the Pixel!');
  await reply.getByRole('button', { name: 'Publish reply' }).click();
  await expect(sp.getByText('Your reply is published')).toBeVisible();
  await expect(about.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expectNoAxeViolations(sp);
  await screenshots(sp, testInfo, 'reviews-seller');
  await sellerSession.close();

  // The next buyer: the seller's other phone shows the rating beside the name, which leads to
  // the profile with the review and its reply.
  await page.goto(`/products/${onSaleId}`);
  const sellerSection = page.getByRole('region', { name: new RegExp(`Sold by ${seller.name}`) });
  await expect(sellerSection).toContainText('5.0');
  await expect(sellerSection).toContainText('(1 review)');
  await sellerSection.getByRole('link', { name: seller.name }).click();
  await expect(page).toHaveURL(/\/sellers\//);
  await expect(page.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
  await expect(page).toHaveTitle(`${seller.name} - Resale Zone`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(reviews).toContainText('On time at the bookshop, the phone exactly as described.');
  await expect(reviews).toContainText('Thank you, enjoy the Pixel!');
  await expect(page.getByText(/^Sold$/)).toBeVisible();
  await expect(page.getByRole('list', { name: `Phones ${seller.name} has on sale` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'seller-profile');
});

test('someone reports a review; an admin hides it with a reason its author then reads', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { seller, buyer, bookingId } = await completedSale(baseURL!);
  const text = `Never again, ${unique()}`;
  const written = await buyer.api.post(`/api/bookings/${bookingId}/review`, {
    headers: bearer(buyer),
    data: { stars: 1, text },
  });
  expect(written.status(), await written.text()).toBe(201);

  // The seller reports it from their own profile.
  const sellerSession = await openAs(browser, baseURL!, seller.email);
  const sp = sellerSession.page;
  await sp.goto('/deshboard/reviews');
  await sp.getByRole('link', { name: 'See your public profile' }).click();
  await expect(sp.getByText(text)).toBeVisible();
  await sp.getByRole('button', { name: 'Report review' }).click();
  const report = sp.getByRole('dialog', { name: 'Report this review' });
  await report.getByLabel('Why should an administrator look at it?').fill('Not about our sale');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(sp.getByText('Thanks, the review is reported')).toBeVisible();
  await sellerSession.close();

  // The admin hides it.
  const admin = await openAs(browser, baseURL!, DEMO_ADMIN, DEMO_PASSWORD);
  const ap = admin.page;
  await ap.goto('/deshboard');
  await ap
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Reported reviews' })
    .click();
  const item = ap.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('“Not about our sale”');
  const profileHref = await item.getByRole('link', { name: seller.name }).getAttribute('href');
  await expectNoAxeViolations(ap);
  await screenshots(ap, testInfo, 'reported-reviews');
  await item.getByRole('button', { name: 'Hide review' }).click();
  const hide = ap.getByRole('dialog', { name: `Hide ${buyer.name}’s review` });
  await hide.getByLabel('Reason (its author sees it)').fill('Reviews are about the sale only');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(ap.getByText('The review is hidden')).toBeVisible();
  await expect(ap.getByText(text)).toHaveCount(0);
  await ap.goto('/deshboard/audit');
  await expect(ap.getByText('Reviews are about the sale only').first()).toBeVisible();
  await admin.close();

  // Gone from the profile and the average; its author reads why.
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto('/deshboard/reviews');
  const mine = page.getByRole('region', { name: 'Reviews you wrote' });
  await expect(mine).toContainText('Hidden by an administrator: Reviews are about the sale only');
  await expectNoAxeViolations(page);
  await page.goto(profileHref!);
  await expect(page.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
  await expect(page.getByText(`No reviews of ${seller.name} yet`)).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: seller.name }).getByText('No reviews yet'),
  ).toBeVisible();
});
