import { expect, test, type Page } from '@playwright/test';
import { bearer, listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, openAs, signInThroughApi } from '../support/auth.ts';
import { axeViolations, screenshots } from '../support/axe.ts';

/**
 * Issue 18 parts 4 and 5: the bell, saved searches, price drops on a saved phone and the
 * seller's Edit price. Each test signs up its own people and lists its own phones.
 */

/**
 * The bell's button once it names `unread`: live, without a reload (the job runs within a second
 * or two of the listing; the live channel then tells the open page).
 */
async function bellSays(page: Page, unread: number) {
  const name = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  const bell = page.getByRole('button', { name, exact: true });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  return bell;
}

test('a saved search: the bell tells of a new matching phone, and its link opens it', async ({
  page,
  baseURL,
}, testInfo) => {
  // Three pages shot at two widths, and a background job to wait for.
  test.slow();
  const word = `zx${unique()}`;
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Nadia Buyer');
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto(`/search?q=${word}&brand=iphone&maxPrice=500`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(
    page.getByText('Search saved. We tell you when a new phone matches it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search saved' })).toBeDisabled();

  await page.goto('/deshboard/saved-searches');
  const saved = page.getByRole('link', { name: `“${word}”, Iphone, up to $500.00` });
  await expect(saved).toBeVisible();
  expect(await axeViolations(page, { include: '#main' })).toEqual([]);
  await screenshots(page, testInfo, 'saved-searches');
  const bell = await bellSays(page, 0);

  // A seller lists a matching phone, and one that costs too much.
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Omar Seller');
  await listPhoneThroughApi(seller, { productName: `iPhone 11 ${word} dear`, resalePrice: 900 });
  const phoneId = await listPhoneThroughApi(seller, {
    productName: `iPhone 11 ${word}`,
    resalePrice: 350,
  });

  const ringing = await bellSays(page, 1);
  await expect(bell).toHaveCount(0);
  await ringing.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const link = panel.getByRole('link', { name: `Unread: New match: iPhone 11 ${word}` });
  await expect(link).toBeVisible();
  await expect(panel.getByRole('link', { name: /dear/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'bell-open');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products/${phoneId}$`));
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await page.goto('/deshboard/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('All read', { exact: true })).toBeVisible();
  expect(await axeViolations(page, { include: '#main' })).toEqual([]);
  await screenshots(page, testInfo, 'notifications');
});

test('Edit price: the seller lowers it, the buyer who saved the phone hears, the page shows the drop', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Rina Seller');
  const name = `iPhone 12 ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: name, resalePrice: 420 });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Tariq Buyer');
  const saved = await buyer.api.put(`/api/wishlist/${phoneId}`, { headers: bearer(buyer) });
  expect(saved.ok()).toBe(true);

  // The buyer's page is open on their wishlist while the seller edits the price.
  const buyerPage = await openAs(browser, baseURL!, buyer.email);
  await buyerPage.page.goto('/deshboard/wishlist');
  await bellSays(buyerPage.page, 0);

  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.goto('/deshboard/showproduct');
  await page.getByRole('button', { name: `Edit price of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit the price of ${name}` });
  const price = dialog.getByRole('spinbutton', { name: 'New price (USD)' });
  await price.fill('900');
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(price).toHaveAccessibleDescription(/must not be above the original price/);
  await price.fill('375');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'edit-price');
  await dialog.getByRole('button', { name: 'Save price' }).click();
  await expect(page.getByText(`${name} now costs $375.00`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$375.00');

  try {
    const bell = await bellSays(buyerPage.page, 1);
    await bell.click();
    const link = buyerPage.page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: `Unread: Price drop: ${name}` });
    await expect(link).toBeVisible();
    await expect(buyerPage.page.getByText('Now $375.00, was $420.00.')).toBeVisible();
    await link.click();
    await expect(buyerPage.page.getByText('Price reduced from $420.00')).toBeVisible();
    await expect(
      buyerPage.page.getByRole('button', { name: 'Notifications', exact: true }),
    ).toBeVisible();
  } finally {
    await buyerPage.close();
  }
});
