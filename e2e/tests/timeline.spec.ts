import { expect, test, type Page } from '@playwright/test';
import {
  listPhoneThroughApi,
  signUpThroughApi,
  unique,
  type ApiAccount,
} from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { axeViolations, checkAxeAtWidths } from '../support/axe.ts';
import { bookThroughApi } from '../support/journeys.ts';

/**
 * Issue 21 item 5: on a phone, a row of My bookings (and of the seller's orders) opens the
 * booking's timeline: its states with their times, the next step and who takes it, where to meet
 * and the other person's contact. Each test makes its own seller, phone and buyer.
 */

const PHONE = { width: 390, height: 844 };

async function booked(baseURL: string) {
  const seller = await signUpThroughApi(baseURL, 'seller', 'Tara Seller');
  const phone = `Pixel 6a ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 210 });
  const buyer = await signUpThroughApi(baseURL, 'buyer', 'Tim Buyer');
  await bookThroughApi(buyer, phoneId, { place: 'Mirpur 10, the metro exit' });
  return { seller, buyer, phone };
}

/** Opens a row's timeline on a dashboard list at 390 px; the dialog and the button it came from. */
async function openTimeline(page: Page, who: ApiAccount, path: string, phone: string) {
  await page.setViewportSize(PHONE);
  await signInThroughApi(page, who.email, E2E_PASSWORD);
  await page.goto(path);
  const opener = page.getByRole('button', { name: `Timeline of ${phone}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Timeline: ${phone}` });
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

test('at 390 px the buyer opens a booking’s timeline from its row: the state, their next step, the place and the seller', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const { seller, buyer, phone } = await booked(baseURL!);
  const { dialog, opener } = await openTimeline(page, buyer, '/deshboard/booking', phone);
  await expect(dialog.getByText('Booked – not paid yet')).toBeVisible();
  const happened = dialog.getByRole('list', { name: 'What happened so far' });
  await expect(happened.getByRole('listitem')).toHaveCount(1);
  await expect(happened.getByRole('listitem').first()).toContainText('Booked');
  const next = dialog.getByRole('region', { name: 'Next step' });
  await expect(next).toContainText('Pay for the phone');
  await expect(next).toContainText('Who: You');
  await expect(dialog.getByText('Mirpur 10, the metro exit')).toBeVisible();
  await expect(dialog.getByRole('link', { name: seller.email })).toHaveAttribute(
    'href',
    `mailto:${seller.email}`,
  );
  // The whole sheet fits the phone's width: nothing to scroll sideways.
  const box = await dialog.locator('.modal-box').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await checkAxeAtWidths(page, testInfo, 'timeline-buyer', {
    include: 'dialog[open]',
    fullPage: false,
  });
  await page.setViewportSize(PHONE);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('at 390 px the seller’s order opens the same timeline, with the buyer’s step and contact', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const { seller, buyer, phone } = await booked(baseURL!);
  const { dialog } = await openTimeline(page, seller, '/deshboard/order', phone);
  await expect(dialog.getByRole('region', { name: 'Next step' })).toContainText('Who: The buyer');
  await expect(dialog.getByText('Tim Buyer')).toBeVisible();
  await expect(dialog.getByRole('link', { name: buyer.email })).toBeVisible();
  await expect(dialog.getByRole('link', { name: '01812 000222' })).toHaveAttribute(
    'href',
    'tel:01812000222',
  );
  await checkAxeAtWidths(page, testInfo, 'timeline-seller', {
    include: 'dialog[open]',
    fullPage: false,
  });
  await page.setViewportSize(PHONE);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await axeViolations(page, { include: '#main' })).toEqual([]);
});
