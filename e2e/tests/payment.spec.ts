import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { unique, uploadDemoPhoto } from '../support/api-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { payWithCard } from '../support/journeys.ts';

/**
 * A buyer pays for a booking by card in the built-in test mode (issue 7). The spec makes its own
 * seller, phones and buyer, so that paying (which sells the phone) changes no demo row.
 */

const PASSWORD = 'payment-journey-2026';

interface Seller {
  name: string;
  email: string;
  api: APIRequestContext;
  token: string;
}

async function tokenFor(api: APIRequestContext, email: string) {
  const jwt = await api.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  expect(jwt.ok(), await jwt.text()).toBe(true);
  return ((await jwt.json()) as { accessToken: string }).accessToken;
}

/** A seller signed up through the API, in a cookie jar of its own. */
async function signUpSeller(baseURL: string): Promise<Seller> {
  const api = await playwrightRequest.newContext({ baseURL });
  const name = 'Paula Seller';
  const email = `pay-seller-${unique()}@example.com`;
  const res = await api.post('/api/auth/sign-up', {
    data: { name, email, password: PASSWORD, accountType: 'seller' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { name, email, api, token: await tokenFor(api, email) };
}

/** A new Iphone listing of this seller, with a demo phone's photo uploaded as its own. */
async function listPhone(seller: Seller, productName: string, resalePrice: number) {
  const productPhoto = await uploadDemoPhoto(seller.api, seller.token);
  const res = await seller.api.post('/api/addproduct', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: {
      productName,
      sellerName: seller.name,
      productPhoto,
      resalePrice,
      orginalPrice: resalePrice * 2,
      location: 'Dhaka, Gulshan',
      categories: 'Iphone',
      condition: 'Excellent',
      useDuration: '8 months',
      sellerEmail: seller.email,
      publishDat: '2026-03-01',
      description: 'Boxed, with the original charger.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/** A fresh buyer signs up on the sign-up page (and is signed in in this browser). */
async function signUpBuyerOnPage(page: Page) {
  const email = `pay-buyer-${unique()}@example.com`;
  await page.goto('/singup');
  await page.getByLabel('Name', { exact: true }).fill('Pablo Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Buyer' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** Books through the API with the buyer's own session (the page's cookies) and bearer token. */
async function book(page: Page, email: string, productId: string) {
  const token = await tokenFor(page.request, email);
  const res = await page.request.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: productId, number: '01911 222333', place: 'Gulshan 1 circle' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

test('a buyer pays a booking with 4242…, sees the congratulation and lands on Paid; a declined card leaves another booking unpaid', async ({
  page,
  baseURL,
}) => {
  const suffix = unique();
  const seller = await signUpSeller(baseURL!);
  const phone = `iPhone 13 ${suffix}`;
  const otherPhone = `iPhone 11 ${suffix}`;
  const phoneId = await listPhone(seller, phone, 389);
  const otherPhoneId = await listPhone(seller, otherPhone, 212.5);

  const email = await signUpBuyerOnPage(page);
  const bookingId = await book(page, email, phoneId);
  const otherBookingId = await book(page, email, otherPhoneId);

  // The booking, loaded on entering: disabled fields and the spec's sentence.
  await page.goto(`/deshboard/payment/${bookingId}`);
  await expect(page).toHaveTitle('Payment - Resale Zone');
  await expect(
    page.getByRole('heading', { level: 1, name: `Please Pay $389.00 for ${phone}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pablo Buyer');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Product name')).toHaveValue(phone);
  for (const label of ['Name', 'Email', 'Product name']) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('note')).toContainText('4242 4242 4242 4242');

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(
    page.getByRole('heading', { name: 'Congrats! your payment completed' }),
  ).toBeVisible();
  await expect(page.getByText(/^pi_test_[0-9a-f]+$/)).toBeVisible();
  await expect(page.getByText('Payment Successfull')).toBeVisible();

  // Then the bookings page, where the row shows Paid.
  await expect(page).toHaveURL(/\/deshboard\/booking$/);
  const paidRow = page.getByRole('row').filter({ hasText: phone });
  await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paidRow.getByRole('link', { name: /^Pay/ })).toHaveCount(0);

  // A declined card: the provider's words in red under the form, and the booking stays unpaid.
  await page.goto(`/deshboard/payment/${otherBookingId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Please Pay $212.50 for ${otherPhone}` }),
  ).toBeVisible();
  await payWithCard(page, '4000 0000 0000 0002');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Your card was declined.');
  await expect(alert).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page.getByRole('heading', { name: 'Congrats! your payment completed' })).toHaveCount(
    0,
  );

  await page.goto('/deshboard/booking');
  const unpaidRow = page.getByRole('row').filter({ hasText: otherPhone });
  await expect(unpaidRow.getByRole('link', { name: `Pay for ${otherPhone}` })).toBeVisible();
  await expect(unpaidRow.getByText('Paid', { exact: true })).toHaveCount(0);

  // The paid booking's page now says it is paid instead of offering the form again.
  await page.goto(`/deshboard/payment/${bookingId}`);
  await expect(page.getByRole('heading', { name: 'This booking is already paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
});

for (const width of [1280, 360]) {
  test(`the payment page has no accessibility violations at ${width} px and works from the keyboard`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const seller = await signUpSeller(baseURL!);
    const phone = `iPhone SE ${unique()}`;
    const phoneId = await listPhone(seller, phone, 150);
    const email = await signUpBuyerOnPage(page);
    const bookingId = await book(page, email, phoneId);

    await page.goto(`/deshboard/payment/${bookingId}`);
    await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Keyboard only: focus the card number, type the card field by field, press Enter.
    await page.getByLabel('Card number').focus();
    await page.keyboard.type('4000000000000002');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expiration (MM/YY)')).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10001');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expectNoAxeViolations(page);
  });
}
