import { expect, test, type Page } from '@playwright/test';
import { bearer, listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { DEMO_ADMIN, E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { checkAxeAtWidths } from '../support/axe.ts';

/**
 * Issue 20: a listing page counts its view after hydration; the seller's and the admin's
 * dashboards show charts, figures and data tables with the numbers of the API's answer.
 */

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Opens the data table of the chart titled `title` and reads it as [day, ...numbers] rows. */
async function dataOf(page: Page, title: string) {
  const panel = page.getByRole('region', { name: title, exact: true });
  await panel.getByText('Show data').click();
  return panel.getByRole('table').locator('tbody tr');
}

// Each journey loads a dashboard with its chart at two widths and scans both with axe: on a busy
// two-core machine that took past the default 30 s (a guard against hangs, not a speed target).
test.describe.configure({ timeout: 90_000 });

test('a seller’s dashboard: the view counted, a chart and figures that match the API', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Dana Seller');
  const phone = `Pixel 7 ${unique()}`;
  const id = await listPhoneThroughApi(seller, { productName: phone });

  // A visitor opens the listing: the page (cached HTML) sends its view once hydrated.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  const beacon = visit.waitForResponse(
    (r) => r.url().endsWith(`/api/products/${id}/views`) && r.request().method() === 'POST',
  );
  await visit.goto(`/products/${id}`);
  expect((await beacon).status()).toBe(202);
  await visitor.close();
  // Written with others within a few seconds.
  await expect
    .poll(
      async () =>
        (await (await seller.api.get('/api/dashboard/seller', { headers: bearer(seller) })).json())
          .figures.views.current,
      { timeout: 15_000 },
    )
    .toBe(1);

  const answer = page.waitForResponse((r) => r.url().includes('/api/dashboard/seller?days=30'));
  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.goto('/deshboard');
  const data = await (await answer).json();
  await expect(page.getByRole('heading', { name: 'Dana Seller' })).toBeVisible(); // welcome card
  await expect(page.locator('[data-chart] .recharts-cartesian-grid')).toBeVisible();
  await expect(page.locator('[data-figure="Views"]')).toHaveText(count(data.figures.views.current));
  await expect(page.locator('[data-figure="Active listings"]')).toHaveText('1');
  await expect(page.locator('[data-figure="Received"]')).toHaveText(
    money(data.figures.capturedCents.current),
  );
  await expect(page.locator('[data-figure="Held now"]')).toHaveText(
    money(data.figures.heldNowCents.current),
  );
  const rows = await dataOf(page, 'Views and bookings per day');
  await expect(rows).toHaveCount(30);
  const today = data.series.at(-1);
  await expect(rows.last().locator('td')).toHaveText([count(today.views), count(today.bookings)]);
  await expect(page.getByRole('link', { name: phone })).toBeVisible();
  await checkAxeAtWidths(page, testInfo, 'seller-dashboard', { include: '#main' });

  // The sales export downloads as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sales (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('resale-zone-sales.csv');

  // 90 days: a new answer, a longer table.
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('heading', { name: 'Your phones, last 90 days' })).toBeVisible();
  await expect(page.locator('tbody tr[data-day]')).toHaveCount(90);

  // Show Product's new columns.
  await page.goto('/deshboard/showproduct');
  const row = page.getByRole('row', { name: new RegExp(phone) });
  await expect(row.locator('[data-stat="views"]')).toContainText('1');
  await expect(row.locator('[data-stat="saves"]')).toContainText('0');
  await checkAxeAtWidths(page, testInfo, 'show-product', { include: '#main' });
});

test('an admin’s dashboard: a chart per family, figures that match the API', async ({
  page,
}, testInfo) => {
  const answer = page.waitForResponse((r) => r.url().includes('/api/dashboard/admin?days=30'));
  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto('/deshboard');
  const data = await (await answer).json();
  await expect(page.locator('[data-chart] .recharts-cartesian-grid')).toHaveCount(4);
  await expect(page.locator('[data-figure="New listings"]')).toHaveText(
    count(data.totals.newListings.current),
  );
  await expect(page.locator('[data-figure="Received"]')).toHaveText(
    money(data.totals.capturedCents.current),
  );
  await expect(page.locator('[data-figure="Held now"]')).toHaveText(
    money(data.heldNow.cents.current),
  );
  const rows = await dataOf(page, 'Growth: new listings and users');
  await expect(rows).toHaveCount(30);
  const today = data.series.at(-1);
  await expect(rows.last().locator('td')).toHaveText([
    count(today.newListings),
    count(today.newUsers),
  ]);
  const trouble = page.getByRole('region', { name: 'Trouble: reports, disputes, expired holds' });
  await expect(trouble.getByRole('link', { name: 'Reported products' })).toHaveAttribute(
    'href',
    '/deshboard/reported-products',
  );
  const top = data.brandsByListings[0];
  const brands = page.locator('section', {
    has: page.getByRole('heading', { name: 'Brands by listings (now)' }),
  });
  await expect(brands.getByRole('listitem').first()).toHaveText(`${top.brand}${count(top.count)}`);
  await checkAxeAtWidths(page, testInfo, 'admin-dashboard', { include: '#main' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Daily figures (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resale-zone-daily-30-days.csv');
  const { readFile } = await import('node:fs/promises');
  const csv = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(csv).toHaveLength(31);
  // Yesterday's row: today's keeps growing while the other journeys run beside this one.
  const day = data.series.at(-2);
  expect(csv.at(-2)).toBe(
    [
      day.day,
      day.newListings,
      day.newUsers,
      day.bookings,
      day.paid,
      day.completed,
      day.released,
      day.releasedCents / 100,
      day.capturedCents / 100,
      day.refunded,
      day.refundedCents / 100,
      day.reports,
      day.disputes,
      day.expiredHolds,
    ].join(','),
  );
  expect(csv.at(-1)).toMatch(new RegExp(`^${today.day},`));
});
