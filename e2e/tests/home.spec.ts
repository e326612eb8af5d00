import { expect, test } from '@playwright/test';

test('a newcomer sees the featured phones from the demo data on the home page', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page).toHaveTitle('Home - Resale Zone');
  const featured = page.getByRole('region', { name: 'Featured Mobiles' });
  await expect(featured.getByRole('heading', { name: 'Featured Mobiles' })).toBeVisible();
  const cards = featured.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(cards.first().getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(cards.first().getByRole('button', { name: 'Report' })).toBeVisible();
});
