import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { DEMO_ADMIN, E2E_PASSWORD, signInOnPage, signInThroughApi } from '../support/auth.ts';
import { animationsSettled, axeViolations, shoot } from '../support/axe.ts';

/**
 * Decision 058 on a phone (360 px): a seller pauses a listing from My Products and resumes it; an
 * admin suspends a seller and the seller's listing leaves the brand page. Screenshots at 360 px
 * and at desktop width go to /tmp/shots (not on CI).
 */
test.use({ viewport: { width: 360, height: 800 } });

const SHOTS = '/tmp/shots';

async function shootBoth(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await animationsSettled(page);
    await shoot(page, `${SHOTS}/visibility-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a seller pauses a listing and resumes it; the brand page follows', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Pause Seller');
  const name = `iPhone 11 ${unique()}`;
  await listPhoneThroughApi(seller, { productName: name });

  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.goto('/deshboard/showproduct');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: /^Pause/ }).click();
  await expect(
    page.getByText(`${name}: paused. It is off the lists until you resume it.`),
  ).toBeVisible();
  await expect(row).toContainText('Paused');
  await expect(row).toContainText('Unavailable');
  await expect(row.getByRole('button', { name: /^Resume/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'my-products-paused');

  await page.goto('/categories/iphone');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  await page.goto('/deshboard/showproduct');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /^Resume/ })
    .click();
  await expect(page.getByText(`${name}: back on the lists.`)).toBeVisible();
  await page.goto('/categories/iphone');
  await expect(card(page, name)).toBeVisible();
});

test('an admin suspends a seller; the listing leaves the brand page and sign-in says until when', async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Suspended Seller');
  const name = `iPhone XR ${unique()}`;
  await listPhoneThroughApi(seller, { productName: name });
  await page.goto('/categories/iphone');
  await expect(card(page, name)).toBeVisible();

  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto('/deshboard/allsellers');
  await page.getByRole('searchbox', { name: 'Search sellers' }).fill(seller.email);
  const row = page.getByRole('row', { name: /Suspended Seller/ });
  await row.getByRole('button', { name: /^Suspend/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Suspended Seller' });
  await dialog.getByRole('spinbutton', { name: /For how many days/ }).fill('3');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Listed a phone that was not theirs');
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(page.getByText(/Suspended Seller is suspended until/)).toBeVisible();
  await expect(row).toContainText('Suspended until');
  await expect(row).toContainText('Listed a phone that was not theirs');
  expect(await axeViolations(page)).toEqual([]);
  await shootBoth(page, 'sellers-suspended');

  await page.goto('/categories/iphone');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await shootBoth(page, 'brand-page');

  // The seller is signed out and told until when.
  expect(
    (
      await seller.api.get('/api/wishlist', {
        headers: { authorization: `Bearer ${seller.token}` },
      })
    ).status(),
  ).toBe(401);
  const own = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await own.goto('/singin');
  await signInOnPage(own, seller.email, E2E_PASSWORD);
  await expect(own.locator('form').getByRole('alert')).toHaveText(
    /^Your account is suspended until \d{1,2} \w+ \d{4}, \d\d:\d\d UTC\. You can sign in again after that\.$/,
  );
  await shootBoth(own, 'sign-in-refused');
  await own.close();
});
