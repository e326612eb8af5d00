import { expect, type Page } from '@playwright/test';
import { bearer, type ApiAccount } from './api-accounts.ts';

/** Books a phone through the API as `buyer` (the booking dialog has its own journey); its id. */
export async function bookThroughApi(
  buyer: ApiAccount,
  productId: string,
  { number = '01812 000222', place = 'Banani 11' } = {},
): Promise<string> {
  const booked = await buyer.api.post('/api/booking', {
    headers: bearer(buyer),
    data: { product_id: productId, number, place },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { insertedId: string }).insertedId;
}

/** Fills the payment page's test-mode card form and presses Pay (the page must be on it). */
export async function payWithCard(page: Page, cardNumber: string) {
  // Exact names: the page's heading names the phone, whose name may hold any of these words.
  await page.getByLabel('Card number', { exact: true }).fill(cardNumber);
  await page.getByLabel('Expiration (MM/YY)', { exact: true }).fill('12/34');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('ZIP', { exact: true }).fill('10001');
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await pay.click();
}

/** Pays a booking with the test card through the API: the payment is held until the handover. */
export async function payThroughApi(buyer: ApiAccount, bookingId: string) {
  const headers = bearer(buyer);
  const intent = await buyer.api.post('/api/create-payment-intent', {
    headers,
    data: { bookingId },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await buyer.api.post('/api/test-payments/confirm', {
    headers,
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
    headers,
    data: { bookingId, transactionId: paymentIntent.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The checklist and the code through the API, as the buyer and the seller would at the meetup. */
export async function handOverThroughApi(buyer: ApiAccount, seller: ApiAccount, bookingId: string) {
  const checked = await buyer.api.post(`/api/bookings/${bookingId}/checklist`, {
    headers: bearer(buyer),
    data: { screen: true, cameras: true, battery: true, sim: true, activationLock: true },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  const { code } = (await checked.json()) as { code: string };
  const entered = await seller.api.post(`/api/orders/${bookingId}/handover`, {
    headers: bearer(seller),
    data: { code },
  });
  expect(entered.status(), await entered.text()).toBe(200);
}
