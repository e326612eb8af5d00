import { expect, test, type Locator, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { DEMO_ADMIN, E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { AXE_ONLY, axeViolations, checkAxeAtWidths, WCAG22_TAGS } from '../support/axe.ts';
import { bookThroughApi } from '../support/journeys.ts';

/**
 * Issue 21 item 7, phone-sized everything: below 640 px the dashboard's tables are cards with
 * every column and action in view; fields are 16 px; tap targets at least 24 px (axe's
 * `target-size`, WCAG 2.5.8) at 360 and 1280 px.
 */

const PHONE = { width: 390, height: 844 };
// Each journey scans several pages at two widths: room for a busy CI machine.
test.describe.configure({ timeout: 90_000 });

/** The row is a card: nothing off to the side, each cell under its column's title. */
async function expectCard(page: Page, row: Locator, labels: string[]) {
  const region = page.getByRole('region', { name: await tableName(row) });
  expect(
    await region.evaluate((el) => el.scrollWidth <= el.clientWidth),
    'no sideways scroll',
  ).toBe(true);
  for (const label of labels) {
    const cell = row.locator(`td[data-label="${label}"]`);
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toContain(label);
    const box = (await cell.boundingBox())!;
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(PHONE.width);
  }
}

async function tableName(row: Locator) {
  return row.evaluate((el) => {
    const id = el.closest('table')!.getAttribute('aria-labelledby')!;
    return document.getElementById(id)!.textContent!.trim();
  });
}

/** Its whole button on screen, at least 24 px each way. */
async function expectOnScreen(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await button.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
}

test('a seller’s My Products and My Orders are cards on a phone, with Delete in view', async ({
  page,
  baseURL,
}, testInfo) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Dana Seller');
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Ravi Buyer');
  const phone = `Pixel 7 ${unique()}`;
  const id = await listPhoneThroughApi(seller, { productName: phone });
  await bookThroughApi(buyer, id);

  await page.setViewportSize(PHONE);
  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.goto('/deshboard/showproduct');
  const row = page.getByRole('row', { name: new RegExp(phone) });
  await expect(row).toBeVisible();
  await expectCard(page, row, ['No', 'Available', 'Views', 'Advertise', 'Delete']);
  await expectOnScreen(row.getByRole('button', { name: 'Delete' }));
  await expectOnScreen(row.getByRole('button', { name: 'Advertise' }));
  await checkAxeAtWidths(page, testInfo, 'my-products', { include: '#main', tags: WCAG22_TAGS });

  await page.setViewportSize(PHONE);
  await page.goto('/deshboard/order');
  const order = page.getByRole('row', { name: new RegExp(phone) });
  await expect(order).toBeVisible();
  await expectCard(page, order, ['Booked by', 'Meeting place', 'Payment', 'Delete']);
  await expect(order).toContainText('Ravi Buyer');
  await expectOnScreen(order.getByRole('button', { name: /Delete/ }));
  await checkAxeAtWidths(page, testInfo, 'my-orders', { include: '#main', tags: WCAG22_TAGS });

  // From 640 px it is a table again: the headers in view, one line per phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Meeting place' })).toBeInViewport();
  expect(await order.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
});

test('an admin’s All sellers and All buyers are cards on a phone, with Delete in view', async ({
  page,
  baseURL,
}, testInfo) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', `Tara Seller ${unique()}`);
  const buyer = await signUpThroughApi(baseURL!, 'buyer', `Omar Buyer ${unique()}`);

  await page.setViewportSize(PHONE);
  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto(`/deshboard/allsellers?q=${encodeURIComponent(seller.email)}`);
  const row = page.getByRole('row', { name: new RegExp(seller.name) });
  await expect(row).toBeVisible();
  await expectCard(page, row, ['No', 'Photo', 'Make Admin', 'Delete']);
  await expectOnScreen(row.getByRole('button', { name: `Delete ${seller.name}` }));
  await expectOnScreen(row.getByRole('button', { name: `Make Admin ${seller.name}` }));
  // The search field is 16 px, so a phone does not zoom into it.
  const search = page.getByRole('searchbox');
  expect(await search.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(16);
  await checkAxeAtWidths(page, testInfo, 'all-sellers', { include: '#main', tags: WCAG22_TAGS });

  await page.setViewportSize(PHONE);
  await page.goto(`/deshboard/allbuyers?q=${encodeURIComponent(buyer.email)}`);
  const buyerRow = page.getByRole('row', { name: new RegExp(buyer.name) });
  await expect(buyerRow).toBeVisible();
  await expectCard(page, buyerRow, ['No', 'Photo', 'Delete']);
  await expectOnScreen(buyerRow.getByRole('button', { name: `Delete ${buyer.name}` }));
  await checkAxeAtWidths(page, testInfo, 'all-buyers', { include: '#main', tags: WCAG22_TAGS });
});

test('a buyer’s bookings and the dashboard home are clean at 360 and 1280 px', async ({
  page,
  baseURL,
}, testInfo) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Lena Seller');
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Kofi Buyer');
  const phone = `Galaxy S21 ${unique()}`;
  await bookThroughApi(buyer, await listPhoneThroughApi(seller, { productName: phone }));

  await page.setViewportSize(PHONE);
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto('/deshboard/booking');
  const row = page.getByRole('row', { name: new RegExp(phone) });
  await expect(row).toBeVisible();
  await expectCard(page, row, ['No', 'Photo']);
  await checkAxeAtWidths(page, testInfo, 'my-bookings', { include: '#main', tags: WCAG22_TAGS });

  await page.goto('/deshboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAxeAtWidths(page, testInfo, 'dashboard-home', { include: '#main', tags: WCAG22_TAGS });
});

/** Every other dashboard page of each role, at 360 and 1280 px: axe with WCAG 2.2's target size. */
const OTHER_PAGES = {
  admin: [
    '/deshboard/alladmins',
    '/deshboard/reported-products',
    '/deshboard/audit',
    '/deshboard/failed-jobs',
    '/deshboard/disputes',
    '/deshboard/blocked-imeis',
    '/deshboard/brands',
    '/deshboard/reported-reviews',
    '/deshboard/reported-conversations',
  ],
  seller: ['/deshboard/addproduct', '/deshboard/notifications', '/deshboard/saved-searches'],
  buyer: ['/deshboard/wishlist', '/deshboard/reviews', '/deshboard/messages'],
};

for (const [role, paths] of Object.entries(OTHER_PAGES)) {
  test(
    `the ${role}’s other dashboard pages are clean at 360 and 1280 px`,
    AXE_ONLY,
    async ({ page, baseURL }) => {
      if (role === 'admin') await signInThroughApi(page, DEMO_ADMIN);
      else {
        const account = await signUpThroughApi(baseURL!, role as 'buyer' | 'seller', 'Mina Phone');
        await signInThroughApi(page, account.email, E2E_PASSWORD);
      }
      for (const path of paths) {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Loaded: no placeholders, no sign-in or role check under way.
        await expect(page.locator('#main .skeleton')).toHaveCount(0);
        await expect(page.getByText(/^Checking your/)).toHaveCount(0);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(
            await axeViolations(page, { include: '#main', tags: WCAG22_TAGS }),
            `${path} at ${width} px`,
          ).toEqual([]);
        }
      }
    },
  );
}

test('form fields are at least 16 px on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/singin');
  for (const field of [
    page.getByLabel('Email', { exact: true }),
    page.getByLabel('Password', { exact: true }),
  ]) {
    expect(
      await field.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(16);
  }
});
