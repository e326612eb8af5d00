import { expect, test } from '@playwright/test';
import { CATEGORY_TITLES, type CategorySlug } from '@resale-zone/contract/catalog';
import { TOTAL_COUNT_HEADER } from '@resale-zone/contract/search';

const SLUGS = Object.keys(CATEGORY_TITLES) as CategorySlug[];

for (const slug of SLUGS) {
  test(`the ${CATEGORY_TITLES[slug]} page shows every unsold phone of the brand, counted`, async ({
    page,
    request,
  }) => {
    // The first page of the brand's list, and the count of all its pages (more phones than one
    // page holds once the journeys have listed theirs).
    const answer = await request.get(`/api/categories/${slug}`);
    const firstPage = ((await answer.json()) as unknown[]).length;
    const total = Number(answer.headers()[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(total).toBeGreaterThanOrEqual(firstPage);

    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Categories' }).click();
    await nav.getByRole('link', { name: CATEGORY_TITLES[slug], exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/categories/${slug}$`));
    await expect(page).toHaveTitle(`${CATEGORY_TITLES[slug]} - Resale Zone`);
    await expect(
      page.getByRole('heading', { name: `This Category has ${total} Product` }),
    ).toBeVisible();
    const cards = page
      .getByRole('list', { name: `${CATEGORY_TITLES[slug]} phones` })
      .getByRole('article');
    await expect(cards).toHaveCount(firstPage);

    const card = cards.first();
    await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/);
    for (const label of ['Resale Price', 'Location', 'Publish Date', 'Used']) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole('button', { name: 'Report' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Check out' })).toBeVisible();
  });
}

test('a brand the site does not carry has no page', async ({ page }) => {
  await page.goto('/categories/blackberry');
  await expect(
    page.getByRole('heading', { name: "Sorry, we couldn't find this page." }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Not Found - Resale Zone');
});

test('on a 360 px phone the category page is one column and needs no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Iphone', exact: true }).click();

  const cards = page.getByRole('list', { name: 'Iphone phones' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const [first, second] = await Promise.all([
    cards.nth(0).boundingBox(),
    cards.nth(1).boundingBox(),
  ]);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
