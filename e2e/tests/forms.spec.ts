import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, uniqueEmail } from '../support/auth.ts';
import { axeViolations } from '../support/axe.ts';
import { pngPhoto } from '../support/png.ts';

/**
 * Work is never lost, and every step says what happened (issue 21, items 3 and 4), on a phone:
 * the add-product draft survives a reload, the photo upload counts its percentage, a booked phone
 * says so on its card, also after a reload.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** A new account of `accountType`, signed in in this browser (sign-up sets the session). */
async function signUpHere(page: Page, accountType: 'buyer' | 'seller', name: string) {
  const email = uniqueEmail(accountType);
  const answer = await page.request.post('/api/auth/sign-up', {
    data: { name, email, password: E2E_PASSWORD, accountType },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { name, email };
}

/** The page's own content passes axe (with any dialog open from it). */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
}

test('add product: a reload keeps the draft, the upload counts its percentage, then links to the new phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpHere(page, 'seller', 'Dina Drafter');
  const productName = `Redmi Note 13 ${unique()}`;
  await page.goto('/deshboard/addproduct');

  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Category').selectOption('Xiaomi');
  await page.getByLabel('Condition').selectOption('Good');
  await page.getByLabel('Use duration').fill('8 months');
  await page.getByLabel('Resale price (USD)').fill('245.50');

  // A file that is not a photo is refused as soon as it is chosen.
  await page.getByLabel('Product photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByLabel('Product photo')).toHaveAccessibleDescription(
    /Choose a JPEG, PNG or WebP photo/,
  );

  // The browser asks before a reload loses the form; the draft brings it back anyway.
  let asked = false;
  page.once('dialog', (dialog) => {
    asked = dialog.type() === 'beforeunload';
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toBe(true);
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByLabel('Product name')).toHaveValue(productName);
  await expect(page.getByLabel('Category')).toHaveValue('Xiaomi');
  await expect(page.getByLabel('Resale price (USD)')).toHaveValue('245.50');
  await expectNoAxeViolations(page);

  await page.getByLabel('Publish date').fill('2026-03-04');
  await page.getByLabel('Description').fill('No scratches, charger included.');
  await page.getByLabel('Original price (USD)').fill('399');
  await page.getByLabel('Location').fill('Dhaka, Dhanmondi');
  // A large photo (3,000 × 2,250 px): shrunk in the browser to 2,048 px before it is sent.
  const large = pngPhoto(3000, 2250);
  await page.getByLabel('Product photo').setInputFiles({
    name: 'large.png',
    mimeType: 'image/png',
    buffer: large,
  });
  await expect(page.getByRole('img', { name: 'Chosen photo' })).toBeVisible();

  // A slow uplink, so that the upload takes long enough to be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 16 * 1024,
  });
  // What the page hands the network: the file in the upload's form data.
  await page.evaluate(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get('image') : null;
      if (file instanceof File) {
        document.documentElement.dataset.sentPhoto = `${file.type} ${file.size}`;
      }
      return send.call(this, body);
    };
  });
  await page.getByRole('button', { name: 'Add Product', exact: true }).click();

  const progress = page.getByRole('progressbar', { name: 'Photo upload' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Uploading photo… \d{1,3}%$/)).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page.getByText(`${productName} is added successfully`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Draft restored')).toBeHidden();
  // What was sent is the shrunk photo, far smaller than the 3,000 px PNG.
  const [type, size] = (
    (await page.evaluate(() => document.documentElement.dataset.sentPhoto)) ?? ''
  ).split(' ');
  expect(type).toMatch(/^image\/(webp|jpeg)$/);
  expect(Number(size)).toBeLessThan(large.length / 2);
  await expect(page.getByRole('link', { name: 'Go to My Products' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See its page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // Sent: the draft is gone.
  await page.goto('/deshboard/addproduct');
  await expect(page.getByLabel('Product name')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});

test('leaving a half-filled add-product form asks first', async ({ page }) => {
  await signUpHere(page, 'seller', 'Lena Leaver');
  await page.goto('/deshboard/showproduct');
  await page.getByRole('link', { name: 'Add A Product' }).first().click();
  await page.getByLabel('Product name').fill('Half a phone');

  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/deshboard\/addproduct$/);
  await expect(page.getByLabel('Product name')).toHaveValue('Half a phone');
});

/**
 * A seller's phone named `model` plus a unique suffix, and a buyer signed in here with its booking
 * dialog open from the search results (`before`: a page visited first, for Back to return to).
 */
async function bookingDialogFromSearch(
  page: Page,
  baseURL: string,
  model: string,
  options: { buyer: string; before?: string },
) {
  const seller = await signUpThroughApi(baseURL, 'seller', 'Selma Seller');
  const suffix = unique();
  const phone = `${model} ${suffix}`;
  await listPhoneThroughApi(seller, { productName: phone, resalePrice: 310 });
  await signUpHere(page, 'buyer', options.buyer);
  if (options.before) await page.goto(options.before);
  await page.goto(`/search?q=${suffix}`);
  const card = page.getByRole('article', { name: phone });
  await card.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('dialog', { name: phone });
  await expect(dialog).toBeVisible();
  return { suffix, phone, card, dialog };
}

test('reloaded with the booking dialog open, the page shows no dialog, Back leaves it at once, and Forward never reopens a dead entry', async ({
  page,
  baseURL,
}) => {
  const { card, dialog } = await bookingDialogFromSearch(page, baseURL!, 'Pixel 8', {
    buyer: 'Rita Reloader',
    before: '/home',
  });

  await page.reload();
  await expect(card.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The page stepped back to its own entry: one Back returns to the page before.
  await expect.poll(() => page.evaluate(() => window.history.state?.usr ?? null)).toBeNull();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);

  // Forward twice reaches the dialog's old entry: nothing opens, and the page steps back over it,
  // so that Back still leaves at once.
  await page.goForward();
  await expect(card.getByRole('button', { name: 'Check out' })).toBeVisible();
  await page.goForward();
  await expect.poll(() => page.evaluate(() => window.history.state?.usr ?? null)).toBeNull();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('after booking, the card says Booked, also after a reload; Back closes the booking dialog', async ({
  page,
  baseURL,
}) => {
  const { suffix, phone, card, dialog } = await bookingDialogFromSearch(
    page,
    baseURL!,
    'iPhone 14',
    {
      buyer: 'Boris Booker',
    },
  );

  // Back closes the dialog and stays on the results.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${suffix}$`));
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Check out' }).click();
  await dialog.getByLabel('Phone number').fill('01712 345678');
  await dialog.getByLabel('Meeting location').fill('Dhanmondi 27, near the lake');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`${phone} Booking is successfully`)).toBeVisible();

  const booked = card.getByRole('link', { name: 'Booked – see my bookings' });
  await expect(booked).toBeVisible();
  await expect(card.getByRole('button', { name: 'Check out' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(booked).toBeVisible();
  await booked.click();
  await expect(page).toHaveURL(/\/deshboard\/booking$/);
  await expect(page.getByRole('row', { name: new RegExp(phone) })).toBeVisible();
});
