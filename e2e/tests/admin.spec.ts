import { expect, test, type Page } from '@playwright/test';
import {
  bearer,
  listPhoneThroughApi,
  signUpThroughApi,
  unique,
  type ApiAccount,
} from '../support/api-accounts.ts';
import { axeViolations } from '../support/axe.ts';

/**
 * Admins run the marketplace (issue 8). The admin is the demo account that ADMIN_EMAILS makes an
 * admin; every seller, buyer and phone an admin acts on is made fresh through the API, so that no
 * demo row another spec relies on changes.
 */

const ADMIN = { email: 'admin@resale.zone', password: 'resale-demo-2026' };
const PASSWORD = 'admin-journey-2026';

/** A buyer reports a listing, as the Report button does, with a reason. */
async function report(buyer: ApiAccount, listingId: string, reason: string) {
  const answer = await buyer.api.put(`/api/addproduct/report/${listingId}`, {
    headers: bearer(buyer),
    data: { reason },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Opens a signed-in page: the sign-in page asks first and comes back to it. */
async function openSignedIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/singin$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}

const openAsAdmin = (page: Page, path: string) =>
  openSignedIn(page, path, ADMIN.email, ADMIN.password);

/** Narrows an admin table to one name with its search box (the lists hold many rows). */
async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  // In the URL, so that a reload or Back keeps it.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
}

/** The audit trail's newest entries include this action on this record, by the admin. */
async function expectAudited(page: Page, action: string, record: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', {
      name: 'Audit trail',
    })
    .click();
  await expect(page).toHaveURL(/\/deshboard\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  // The record may have several rows (made admin, then removed): the one of this action.
  const row = page.getByRole('row').filter({ hasText: record }).filter({ hasText: action });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ada Admin');
}

const headingCount = async (page: Page, pattern: RegExp) =>
  Number(
    (await page.getByRole('heading', { level: 1, name: pattern }).textContent())
      ?.match(/[\d,]+/)?.[0]
      ?.replaceAll(',', ''),
  );

test('an admin makes a fresh seller an admin, who then gets the admin menu', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Promo Seller ${unique()}`;
  const seller = await signUpThroughApi(baseURL!, 'seller', name, PASSWORD);

  await openAsAdmin(page, '/deshboard/allsellers');
  await expect(page).toHaveTitle('All sellers - Resale Zone');
  const before = await headingCount(page, /^There are [\d,]+ sellers$/);
  await search(page, 'Search sellers', name);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: /Make Admin/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Make this seller an admin?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Make Admin' }).click();

  await expect(page.getByText('Make admin successful.')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: `There are ${before - 1} sellers` }),
  ).toBeVisible();
  // Their sessions ended with the change: the old token no longer works.
  expect((await seller.api.get('/api/addproduct', { headers: bearer(seller) })).status()).toBe(401);

  // Signing in again, the new admin's dashboard shows the admin menu.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await openSignedIn(theirPage, '/deshboard', seller.email, PASSWORD);
  const menu = theirPage.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'All Sellers' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit trail' })).toBeVisible();
  await theirs.close();

  await expectAudited(page, 'Made admin', name);
});

test('Undo on the Make Admin toast makes the person a seller again, and it is audited', async ({
  page,
  baseURL,
}) => {
  const name = `Undo Seller ${unique()}`;
  await signUpThroughApi(baseURL!, 'seller', name, PASSWORD);

  await openAsAdmin(page, '/deshboard/allsellers');
  await search(page, 'Search sellers', name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: /Make Admin/ }).click();
  await page
    .getByRole('dialog', { name: 'Make this seller an admin?' })
    .getByRole('button', { name: 'Make Admin' })
    .click();
  await expect(page.getByText('Make admin successful.')).toBeVisible();
  await expect(row).toBeHidden();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${name} is a seller again.`)).toBeVisible();
  await expect(row).toBeVisible();
  await expectAudited(page, 'Removed admin rights', name);
});

test('an admin deletes a fresh buyer and a fresh seller through the confirmation dialog', async ({
  page,
  baseURL,
}) => {
  const buyer = await signUpThroughApi(baseURL!, 'buyer', `Gone Buyer ${unique()}`, PASSWORD);
  const seller = await signUpThroughApi(baseURL!, 'seller', `Gone Seller ${unique()}`, PASSWORD);
  const phone = `Gone Seller Phone ${unique()}`;
  await listPhoneThroughApi(seller, { productName: phone });

  await openAsAdmin(page, '/deshboard/allbuyers');
  await expect(page).toHaveTitle('All buyers - Resale Zone');
  await search(page, 'Search buyers', buyer.name);
  const buyerRow = page.getByRole('row', { name: new RegExp(buyer.name) });
  await buyerRow.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog).toContainText(`If you delete ${buyer.name}. It cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Buyer ${buyer.name} deleted successfully`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`No buyers match “${buyer.name}”.`)).toBeVisible();
  expect((await buyer.api.get('/api/bookings', { headers: bearer(buyer) })).status()).toBe(401);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', {
      name: 'All Sellers',
    })
    .click();
  await search(page, 'Search sellers', seller.name);
  const sellerRow = page.getByRole('row', { name: new RegExp(seller.name) });
  await sellerRow.getByRole('button', { name: /Delete/ }).click();
  await expect(dialog).toContainText(`If you delete ${seller.name}. It cannot be undone.`);
  // Cancel first: nothing happens.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(sellerRow).toBeVisible();
  await sellerRow.getByRole('button', { name: /Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Seller ${seller.name} deleted successfully`)).toBeVisible();
  await expect(sellerRow).toBeHidden();

  // The deleted seller's unsold phone left the public pages with them.
  await page.goto('/categories/iphone');
  await expect(
    page.getByRole('heading', { name: /^This Category has \d+ Product$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: phone })).toHaveCount(0);

  await page.goto('/deshboard/allbuyers');
  await expectAudited(page, 'Deleted a buyer', buyer.name);
  await expectAudited(page, 'Deleted a seller', seller.name);
});

test('an admin deletes a listing a buyer reported, and dismisses the reports on another', async ({
  page,
  baseURL,
}) => {
  const seller = await signUpThroughApi(
    baseURL!,
    'seller',
    `Reported Seller ${unique()}`,
    PASSWORD,
  );
  const buyer = await signUpThroughApi(baseURL!, 'buyer', `Careful Buyer ${unique()}`, PASSWORD);
  const fake = `Suspicious iPhone ${unique()}`;
  const fine = `Honest iPhone ${unique()}`;
  await report(buyer, await listPhoneThroughApi(seller, { productName: fake }), 'counterfeit');
  await report(buyer, await listPhoneThroughApi(seller, { productName: fine }), 'wrong-condition');

  await openAsAdmin(page, '/deshboard/reported-products');
  await expect(page).toHaveTitle('Reported products - Resale Zone');
  await expect(
    page.getByRole('heading', { level: 1, name: /^There are [\d,]+ reported products$/ }),
  ).toBeVisible();

  await search(page, 'Search reported products', fake);
  const fakeRow = page.getByRole('row', { name: new RegExp(fake) });
  await expect(fakeRow).toContainText('1 report');
  await expect(fakeRow).toContainText('Counterfeit');
  // Delete asks first, naming the listing and what it was reported for.
  await fakeRow.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this reported listing?' });
  await expect(confirm).toContainText(`${fake} by ${seller.name} was reported once: Counterfeit.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${fake} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(`No reported products match “${fake}”.`)).toBeVisible();

  await search(page, 'Search reported products', fine);
  const fineRow = page.getByRole('row', { name: new RegExp(fine) });
  await expect(fineRow).toContainText('Wrong condition');
  await fineRow.getByRole('button', { name: /Dismiss reports/ }).click();
  await expect(page.getByText(`Reports on ${fine} dismissed; it stays listed`)).toBeVisible();
  await expect(fineRow).toBeHidden();

  // The dismissed one is still for sale; the deleted one is not.
  await page.goto('/categories/iphone');
  await expect(page.getByRole('heading', { name: fine })).toBeVisible();
  await expect(page.getByRole('heading', { name: fake })).toHaveCount(0);

  await page.goto('/deshboard/reported-products');
  await expectAudited(page, 'Deleted a listing', fake);
  await expectAudited(page, 'Dismissed reports', fine);
});

test('the admin pages pass axe at 1280 and 360 px and work at 360 px', async ({ page }) => {
  // Six pages scanned twice: 28.5 s for five in CI with two workers.
  test.setTimeout(90_000);
  await openAsAdmin(page, '/deshboard/allsellers');
  const pages = [
    { path: '/deshboard/allsellers', heading: /^There are [\d,]+ sellers$/ },
    { path: '/deshboard/allbuyers', heading: /^There are [\d,]+ buyers$/ },
    { path: '/deshboard/reported-products', heading: /^There are [\d,]+ reported products$/ },
    { path: '/deshboard/audit', heading: 'Audit trail' },
    { path: '/deshboard/alladmins', heading: /^There are [\d,]+ admins$/ },
  ];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Settled: the table, or the list's empty state, instead of the loading skeleton.
      await expect(
        page.getByRole('table').or(page.getByText(/ yet\.$|^Nothing is reported right now\.$/)),
      ).toBeVisible();
      // The page and the dashboard drawer; the site navbar is scanned by the public pages' spec.
      expect(await axeViolations(page, { include: '#main' }), `${path} at ${width} px`).toEqual([]);
      // Nothing but the table itself scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} @${width} overflows the page`).toBeLessThanOrEqual(0);
    }
  }
});
