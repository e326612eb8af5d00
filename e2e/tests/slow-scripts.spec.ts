import { expect, test } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { signInThroughApi } from '../support/auth.ts';

/**
 * A listing's page is rendered as islands (decision 062): it reads without any script, loads none
 * of the app's code until a part of it is used, and a press made before that code arrives is not
 * lost. Here every script reaches the browser 3 s late, as on a slow phone line.
 */

const PASSWORD = 'slow-scripts-2026';
const SCRIPT_DELAY_MS = 3000;

test('with every script 3 s late, a buyer books a phone from its listing page at 360 px', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const suffix = unique();
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Sara Slowline', PASSWORD);
  const phone = `Pixel 7 ${suffix}`;
  const id = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 310 });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Bilal Buyer', PASSWORD);
  await signInThroughApi(page, buyer.email, PASSWORD);
  await page.setViewportSize({ width: 360, height: 740 });

  const scripts: string[] = [];
  await page.route(/\.js$/, async (route) => {
    scripts.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });

  await page.goto(`/products/${id}`);
  // Readable at once: the server's HTML has the phone, its price and the button.
  await expect(page.getByRole('heading', { level: 1, name: phone })).toBeVisible();
  const checkOut = page.getByRole('button', { name: 'Check out' });
  await expect(checkOut).toBeVisible();
  // Nothing of React has been asked for yet: only the entry and what it needs.
  expect(scripts.some((file) => /island-runtime|start-app/.test(file))).toBe(false);

  // Pressed before its code has arrived: held, and made once the actions have hydrated.
  await checkOut.click();
  // Each script is 3 s late and the actions' code arrives in a few steps (the entry, the islands'
  // runtime, the actions, the dialog): the dialog is waited for that much longer.
  const dialog = page.getByRole('dialog', { name: phone });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(scripts.some((file) => file.includes('island-runtime'))).toBe(true);
  expect(scripts.some((file) => file.includes('start-app'))).toBe(false);

  await dialog.getByLabel('Phone number').fill('01712 345678');
  await dialog.getByLabel('Meeting location').fill('Gulshan 1, the bank at the circle');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`${phone} Booking is successfully`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Booked – see my bookings' })).toBeVisible();

  // To the bookings, scripts on time again: the app takes over the page without a reload.
  await page.unrouteAll();
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('link', { name: 'Booked – see my bookings' }).click();
  await expect(page).toHaveURL(/\/deshboard\/booking$/);
  await expect(page.getByRole('heading', { name: 'I have Booked 1 products' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});
