import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkAxeAtWidths } from '../support/axe.ts';

/**
 * Issue 20 item 4: the price guide from the demo data's completed sales, and the listing page's
 * label against it (decision 031).
 */

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The id of the demo listing of this name (on sale, listed by a demo seller). */
async function demoListing(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/search?${new URLSearchParams({ q: name })}`);
  const { items } = (await res.json()) as {
    items: { _id: string; productName: string; sellerEmail: string }[];
  };
  const found = items.find((p) => p.productName === name && p.sellerEmail.endsWith('@resale.zone'));
  expect(found, name).toBeTruthy();
  return found!._id;
}

test('the price guide: from the footer to a model’s medians, matching the API', async ({
  page,
  request,
}, testInfo) => {
  // Two pages, each scanned and photographed at two widths.
  test.setTimeout(60_000);
  const index = await (await request.get('/api/price-guide')).json();
  expect(index.models.length).toBeGreaterThanOrEqual(5);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Price guide' }).click();
  await expect(page).toHaveTitle('Price guide - Resale Zone');
  const table = page.getByRole('table', { name: 'Models with a guide' });
  await expect(table.locator('tbody tr')).toHaveCount(index.models.length);
  await checkAxeAtWidths(page, testInfo, 'price-guide-index');

  const answer = await (await request.get('/api/price-guide/iphone/iphone-13-128gb')).json();
  await table.getByRole('link', { name: answer.model }).click();
  await expect(page).toHaveURL(/\/price-guide\/iphone\/iphone-13-128gb$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${answer.model} price guide` }),
  ).toBeVisible();
  await expect(page.locator('[data-median]')).toHaveText(money(answer.medianCents));
  const conditions = page.getByRole('table', { name: 'By condition' }).locator('tbody tr');
  await expect(conditions).toHaveCount(3);
  for (const [i, c] of answer.conditions.entries()) {
    await expect(conditions.nth(i)).toContainText(
      c.medianCents === null ? 'Too few sales' : money(c.medianCents),
    );
  }
  // The chart is drawn once it comes into view (an island, decision 062). Scrolled to by its
  // panel's foot: the drawing itself may be put in afresh as the island hydrates.
  const chart = page.getByRole('region', { name: 'Median price per week', exact: true });
  await chart.getByText('Show data').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-chart] .recharts-cartesian-grid')).toBeVisible();
  await chart.getByText('Show data').click();
  const weeks = chart.getByRole('table').locator('tbody tr');
  await expect(weeks).toHaveCount(answer.weeks.length);
  const last = answer.weeks.at(-1);
  await expect(weeks.last().locator('td')).toHaveText(
    last.medianCents === null ? 'No sales' : money(last.medianCents),
  );
  await checkAxeAtWidths(page, testInfo, 'price-guide-model');

  // Rendered on the server: the guide is in the HTML itself.
  const html = await (await request.get('/price-guide/iphone/iphone-13-128gb')).text();
  expect(html).toContain(`${answer.model} price guide`);
  expect((await request.get('/price-guide/huawei/no-such-phone')).status()).toBe(404);
});

test('a listing says "Fair price" or "Above typical price" against the guide', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(`/products/${await demoListing(request, 'iPhone 13 128GB')}`);
  const line = page.locator('[data-price-verdict]');
  await expect(line.getByText('Fair price', { exact: true })).toBeVisible();
  await expect(line.getByRole('link', { name: /^Price guide: typical / })).toHaveAttribute(
    'href',
    '/price-guide/iphone/iphone-13-128gb',
  );
  await checkAxeAtWidths(page, testInfo, 'listing-fair-price');

  await page.goto(`/products/${await demoListing(request, 'iPhone 12 Pro 256GB')}`);
  await expect(line.getByText('Above typical price', { exact: true })).toBeVisible();

  // Too few sales of this model: nothing is said.
  const huawei = await demoListing(request, 'Huawei P60 Pro 256GB');
  const asked = page.waitForResponse((r) => r.url().endsWith(`/api/price-guide/listing/${huawei}`));
  await page.goto(`/products/${huawei}`);
  expect((await (await asked).json()).verdict).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huawei P60 Pro 256GB');
  await expect(line).toBeEmpty();
});
