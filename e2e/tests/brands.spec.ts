import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInThroughApi } from '../support/auth.ts';
import { axeViolations, shoot } from '../support/axe.ts';

/** Brands as data (issue 22 item 5): every logo of the home strip has a working page. */
test.use({ viewport: { width: 390, height: 844 } });

test("the home strip's Samsung logo opens Samsung's page, with its phones", async ({ page }) => {
  await page.goto('/home');
  const strip = page.getByRole('region', { name: 'Phones from the brands you know' });
  await strip.getByRole('link', { name: 'Samsung phones' }).click();

  await expect(page).toHaveURL(/\/categories\/samsung$/);
  await expect(page).toHaveTitle('Samsung - Resale Zone');
  await expect(page.getByRole('heading', { level: 1, name: 'Samsung' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^This Category has [1-9]\d* Product$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Samsung phones' }).getByRole('article').first(),
  ).toContainText('Samsung Galaxy');
  await shoot(page, 'test-results/brands-samsung-390.png', { fullPage: false });
  expect(await axeViolations(page)).toEqual([]);
});

test('every logo of the home strip leads to a page that answers', async ({ page, request }) => {
  await page.goto('/home');
  const strip = page.getByRole('region', { name: 'Phones from the brands you know' });
  const hrefs = await strip
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toHaveLength(10);
  for (const href of hrefs) {
    const answer = await request.get(href!);
    expect(answer.status(), href!).toBe(200);
  }
});

test('an admin adds a brand; its page answers at once', async ({ page }) => {
  const name = `Brand ${Date.now().toString(36)}`;
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto('/deshboard/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel(/^Address/).fill(slug);
  await page.getByRole('button', { name: 'Add brand' }).click();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  // The toast says so. It is scanned too, once shown: it loads with the first toast and fades in,
  // and a scan started before it appeared would judge it half-way through its fade.
  await expect(page.getByText(`${name} is added`)).toBeVisible();
  // The pointer on it pauses its 2 s: on a slow machine the scan outlasted it, and judged the
  // toast half-way through its fade out.
  await page.getByText(`${name} is added`).hover();
  await shoot(page, 'test-results/brands-admin-390.png');
  expect(await axeViolations(page)).toEqual([]);

  // Its page exists at once (the public cache was emptied by the write).
  await page.goto(`/categories/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This Category has 0 Product' })).toBeVisible();
});
