import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  E2E_PASSWORD,
  openAs,
  signInThroughApi,
} from '../support/auth.ts';
import { expectNoAxeViolations, screenshots } from '../support/axe.ts';
import { imeiWithTac, TAC } from '../support/imei.ts';
import { bookThroughApi, handOverThroughApi, payWithCard } from '../support/journeys.ts';

/**
 * Issue 17: paying holds the money; the buyer meets the seller, checks the phone and gets a
 * handover code; the seller's entering it completes the sale. Each test makes its own seller,
 * phone and buyer through the API, so that no demo row changes.
 */

const CHECKLIST = [
  'The screen works: no dead pixels, touch responds everywhere',
  'Front and back cameras take clear photos',
  'The battery charges and its health matches the listing',
  'A SIM card works: calls and mobile data',
  'Activation lock is off (signed out of iCloud / Google)',
];

/** A seller's phone (with an IMEI when given) booked and paid with 4242 by a buyer on `page`. */
async function heldSale(page: Page, baseURL: string, imei?: string) {
  const suffix = unique();
  const seller = await signUpThroughApi(baseURL, 'seller', 'Hana Seller');
  const phone = `iPhone 8 ${suffix}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 480, imei });
  const buyer = await signUpThroughApi(baseURL, 'buyer', 'Hugo Buyer');
  const bookingId = await bookThroughApi(buyer, phoneId, { place: 'Banani 11, food court' });

  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto(`/deshboard/payment/${bookingId}`);
  await payWithCard(page, '4242 4242 4242 4242');
  // The spec's journey as it was, with the hold explained beside it.
  await expect(
    page.getByRole('heading', { name: 'Congrats! your payment completed' }),
  ).toBeVisible();
  await expect(page.getByText(/^pi_test_[0-9a-z_]+$/i)).toBeVisible();
  await expect(page.getByText('Payment Successfull')).toBeVisible();
  await expect(page.getByText(/^Payment held until the handover: the seller gets/)).toBeVisible();
  await expect(page).toHaveURL(/\/deshboard\/booking$/);
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('Payment held until the handover')).toBeVisible();
  return { seller, buyer, phone, bookingId, row };
}

test('held, checked, handed over: the buyer gets the code, the seller enters it, both see Completed and the receipt', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const imei = imeiWithTac(TAC.iphone8);
  const { seller, phone, bookingId, row } = await heldSale(page, baseURL!, imei);
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'bookings-held');

  await row.getByRole('link', { name: `Meet the seller of ${phone}` }).click();
  await expect(page).toHaveURL(new RegExp(`/deshboard/booking/${bookingId}$`));
  await expect(page).toHaveTitle('Meet the seller - Resale Zone');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the seller' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Where and whom you meet' });
  await expect(details).toContainText('Banani 11, food court');
  await expect(details).toContainText('Hana Seller');
  await expect(details.getByRole('link', { name: seller.email })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stay safe at the meetup' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'meet-the-seller');

  // The listing has an IMEI: the phone in hand must show the same one under *#06#.
  for (const item of CHECKLIST) await page.getByLabel(item).check();
  const imeiField = page.getByLabel('IMEI', { exact: true });
  await imeiField.fill(imeiWithTac('35676300'));
  await page.getByRole('button', { name: 'Everything checks out: show my code' }).click();
  await expect(page.getByText("This phone doesn't match the listing")).toBeVisible();
  await expect(page.getByTestId('handover-code')).toHaveCount(0);
  await imeiField.fill(imei);
  await page.getByRole('button', { name: 'Everything checks out: show my code' }).click();
  const shown = page.getByTestId('handover-code');
  await expect(shown).toHaveText(/^\d{3} \d{3}$/);
  await expect(
    page.getByRole('img', { name: /^QR code of the handover code \d{6}$/ }),
  ).toBeVisible();
  const code = (await shown.textContent())!.replace(/\s/g, '');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'handover-code');

  // The seller, at the meetup: a wrong code first, then the buyer's.
  const sellerSession = await openAs(browser, baseURL!, seller.email);
  const sellerPage = sellerSession.page;
  await sellerPage.goto('/deshboard/order');
  const order = sellerPage.getByRole('row').filter({ hasText: phone });
  await expect(order.getByText('Payment held until the handover')).toBeVisible();
  await order.getByRole('button', { name: `Enter handover code for ${phone}` }).click();
  const dialog = sellerPage.getByRole('dialog', { name: `Enter handover code: ${phone}` });
  const field = dialog.getByLabel('Handover code');
  await expect(field).toBeFocused();
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await field.fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(dialog.getByText(/not the buyer's code\. 4 tries left/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(sellerPage);
  await screenshots(sellerPage, testInfo, 'enter-code-wrong');

  await field.fill(code);
  await dialog.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(sellerPage.getByText(`${phone}: sale completed`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(order.getByText('Completed', { exact: true })).toBeVisible();
  await screenshots(sellerPage, testInfo, 'orders-completed');
  await order.getByRole('link', { name: `Receipt for ${phone}` }).click();
  await expect(
    sellerPage.getByRole('heading', { level: 1, name: `Receipt: ${phone}` }),
  ).toBeVisible();
  await expect(sellerPage.getByText('$480.00', { exact: true })).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(sellerPage);
  await screenshots(sellerPage, testInfo, 'receipt');
  await sellerSession.close();

  // The buyer's side: Completed, and the same receipt.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/deshboard/booking');
  const done = page.getByRole('row').filter({ hasText: phone });
  await expect(done.getByText('Completed', { exact: true })).toBeVisible();
  await expect(done.getByText('Paid', { exact: true })).toBeVisible();
  await done.getByRole('link', { name: `Receipt for ${phone}` }).click();
  const receipt = page.getByRole('article', { name: `Receipt: ${phone}` });
  await expect(receipt).toContainText('Hana Seller');
  await expect(receipt).toContainText('Hugo Buyer');
  for (const item of CHECKLIST) await expect(receipt).toContainText(item);
  await expect(receipt).toContainText(imei.slice(-4));
  await expect(receipt).not.toContainText(imei);
});

test('a buyer cancels a held booking with a reason, and the seller sees it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { seller, phone, row } = await heldSale(page, baseURL!);
  await row.getByRole('link', { name: `Meet the seller of ${phone}` }).click();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking: ${phone}` });
  await dialog.getByLabel('Reason').fill('The seller cannot meet this week');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    page.getByText(`Booking of ${phone} cancelled: your payment is released`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking ended' })).toBeFocused();
  await expect(page.getByText('“The seller cannot meet this week”')).toBeVisible();

  const sellerSession = await openAs(browser, baseURL!, seller.email);
  await sellerSession.page.goto('/deshboard/order');
  const order = sellerSession.page.getByRole('row').filter({ hasText: phone });
  await expect(order.getByText(/^Cancelled by the buyer/)).toBeVisible();
  await expect(order.getByText('Reason: “The seller cannot meet this week”')).toBeVisible();
  await expect(order.getByRole('button', { name: `Enter handover code for ${phone}` })).toHaveCount(
    0,
  );
  await sellerSession.close();
});

test('a buyer reports a problem after the handover; an admin refunds part, and the buyer sees the outcome', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { seller, buyer, phone, bookingId } = await heldSale(page, baseURL!);
  await handOverThroughApi(buyer, seller, bookingId);

  await page.goto('/deshboard/booking');
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Report a problem: ${phone}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your purchase' })).toBeVisible();
  await page.getByLabel('What went wrong').selectOption({ label: 'The phone stopped working' });
  await page.getByLabel('Description').fill('The screen went black the next morning.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('region', { name: 'The problem you reported' });
  await expect(report).toContainText('Open: an admin is looking at it');

  const admin = await openAs(browser, baseURL!, DEMO_ADMIN, DEMO_PASSWORD);
  await admin.page.goto('/deshboard');
  await admin.page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Disputes' })
    .click();
  await expect(admin.page).toHaveTitle('Disputes - Resale Zone');
  const dispute = admin.page.getByRole('row').filter({ hasText: phone });
  await expect(dispute).toContainText('The screen went black the next morning.');
  await expectNoAxeViolations(admin.page);
  await screenshots(admin.page, testInfo, 'disputes');
  await dispute.getByRole('button', { name: `Decide the dispute on ${phone}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Decide: ${phone}` });
  await dialog.getByLabel('Refund part').check();
  await dialog.getByLabel('Amount to refund (dollars)').fill('50');
  await dialog.getByLabel('Note to the buyer and the seller').fill('Half the screen repair.');
  await expectNoAxeViolations(admin.page);
  await dialog.getByRole('button', { name: 'Decide' }).click();
  await expect(admin.page.getByText(`Refunded $50.00 for ${phone}`)).toBeVisible();
  await expect(dispute).toContainText('Refunded $50.00');
  await admin.close();

  await page.reload();
  await expect(report).toContainText('Decided: refunded');
  await expect(report).toContainText('$50.00');
  await expect(report).toContainText('Half the screen repair.');
});
