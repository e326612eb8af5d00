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
