import { expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, openAs, signInThroughApi } from '../support/auth.ts';
import { expectNoAxeViolations, shoot } from '../support/axe.ts';
import { browserWithCamera, cameraVideoOf } from '../support/fake-camera.ts';
import { bookThroughApi, payThroughApi } from '../support/journeys.ts';
import { CHECKLIST_ITEMS } from '@resale-zone/contract/handover';

/**
 * Issue 39: the seller scans the buyer's QR code instead of typing it. The camera is Chromium's
 * fake one, showing the QR code from the buyer's page (or another QR code); the real decoder reads
 * its frames. The seller still confirms, as after typing.
 */

const SCAN = 'Scan the buyer’s QR code';

/** The seller's code dialog at 360 px, in `browser`. */
async function sellerDialog(browser: Browser, baseURL: string, email: string, phone: string) {
  const session = await openAs(browser, baseURL, email);
  const page = session.page;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/deshboard/order');
  const order = page.getByRole('row').filter({ hasText: phone });
  await order.getByRole('button', { name: `Enter handover code for ${phone}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enter handover code: ${phone}` });
  return { session, page, dialog, field: dialog.getByLabel('Handover code') };
}

/** The buyer's code page once the checklist is done: the code and its QR image's source. */
async function buyersCode(page: Page, bookingId: string) {
  await page.goto(`/deshboard/booking/${bookingId}`);
  for (const item of CHECKLIST_ITEMS) await page.getByLabel(item.label).check();
  await page.getByRole('button', { name: 'Everything checks out: show my code' }).click();
  const qr = page.getByRole('img', { name: /^QR code of the handover code \d{6}$/ });
  await expect(qr).toBeVisible();
  const code = (await page.getByTestId('handover-code').textContent())!.replace(/\s/g, '');
  return { code, qrSrc: (await qr.getAttribute('src'))! };
}

test('the seller scans the QR code on the buyer’s screen; another QR code or no camera leaves typing', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Sima Seller');
  const phone = `Pixel 7 ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 300 });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Bo Buyer');
  const bookingId = await bookThroughApi(buyer, phoneId);
  await payThroughApi(buyer, bookingId);
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  const { code, qrSrc } = await buyersCode(page, bookingId);

  // The project's browser has no camera: Scan says so, and the seller types.
  const plain = await sellerDialog(browser, baseURL!, seller.email, phone);
  await plain.dialog.getByRole('button', { name: SCAN }).click();
  await expect(plain.dialog.getByRole('status')).toHaveText(/: type the code instead/);
  await expect(plain.field).toBeFocused();
  await expect(plain.dialog.getByRole('button', { name: SCAN })).toBeVisible();
  await expectNoAxeViolations(plain.page, 'dialog');
  await shoot(plain.page, testInfo.outputPath('qr-fallback-360.png'), { fullPage: false });
  await plain.session.close();

  // A camera over another QR code: the picture shows, the field stays empty.
  const otherVideo = testInfo.outputPath('other-qr.y4m');
  const otherQr = await QRCode.toString('https://example.test/not-a-handover-code', {
    type: 'svg',
  });
  await cameraVideoOf(page, `data:image/svg+xml,${encodeURIComponent(otherQr)}`, otherVideo);
  const otherBrowser = await browserWithCamera(otherVideo);
  const other = await sellerDialog(otherBrowser, baseURL!, seller.email, phone);
  await other.dialog.getByRole('button', { name: SCAN }).click();
  await expect(
    other.dialog.getByLabel('Camera picture, looking for the buyer’s QR code'),
  ).toBeVisible();
  await expect(other.dialog.getByRole('status')).toHaveText(
    'That QR code is not a handover code: scan the one on the buyer’s screen.',
  );
  await expect(other.field).toHaveValue('');
  await expect(other.dialog.getByRole('button', { name: 'Stop scanning' })).toBeFocused();
  await expectNoAxeViolations(other.page, 'dialog');
  await shoot(other.page, testInfo.outputPath('qr-scan-360.png'), { fullPage: false });
  await otherBrowser.close();

  // A camera over the buyer's screen: the code fills the field, and the seller confirms.
  const codeVideo = testInfo.outputPath('buyer-qr.y4m');
  await cameraVideoOf(page, qrSrc, codeVideo);
  const cameraBrowser = await browserWithCamera(codeVideo);
  const scan = await sellerDialog(cameraBrowser, baseURL!, seller.email, phone);
  await scan.dialog.getByRole('button', { name: SCAN }).click();
  await expect(scan.field).toHaveValue(code);
  await expect(scan.field).toBeFocused();
  await expect(scan.dialog.getByRole('status')).toHaveText(
    `Read ${code.slice(0, 3)} ${code.slice(3)}: check it, then confirm.`,
  );
  await expect(scan.dialog.getByLabel(/^Camera picture/)).toHaveCount(0);
  await shoot(scan.page, testInfo.outputPath('qr-read-360.png'), { fullPage: false });
  await scan.dialog.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(scan.page.getByText(`${phone}: sale completed`)).toBeVisible();
  await cameraBrowser.close();
});
