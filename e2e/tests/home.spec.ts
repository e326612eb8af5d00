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

test('a newcomer browses the home page, views a photo full screen and follows a brand', async ({
  page,
}) => {
  await page.goto('/');

  // Featured phones from the demo data.
  const featured = page.getByRole('region', { name: 'Featured Mobiles' });
  await expect(featured.getByRole('article').first()).toBeVisible();

  // The gallery: five photos; one opens in the viewer, zooms, and Escape closes it.
  const gallery = page.getByRole('region', { name: 'Life on Resale Zone' });
  const photos = gallery.getByRole('button', { name: /enlarge photo/ });
  await expect(photos).toHaveCount(5);
  await photos.nth(1).click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: /Five phones in different colours/ })).toBeVisible();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(photos.nth(1)).toBeFocused();

  // A category card leads to its page, which counts the phones it shows.
  await page
    .getByRole('region', { name: 'Shop by brand' })
    .getByRole('link', { name: /^Xiaomi/ })
    .click();
  await expect(page).toHaveURL(/\/categories\/xiaomi$/);
  await expect(page).toHaveTitle('Xiaomi - Resale Zone');
  const heading = page.getByRole('heading', { name: /^This Category has \d+ Product$/ });
  const shown = Number((await heading.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Xiaomi phones' }).getByRole('article')).toHaveCount(
    shown,
  );
});

test('the gallery works from the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const photos = page
    .getByRole('region', { name: 'Life on Resale Zone' })
    .getByRole('button', { name: /enlarge photo/ });

  await photos.first().focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.getByRole('img', { name: /wooden desk/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(
    viewer.getByRole('img', { name: /Five phones in different colours/ }),
  ).toBeInViewport();
  await page.keyboard.press('Escape');

  await expect(viewer).toBeHidden();
  await expect(photos.first()).toBeFocused();
});

test('the hero image is the only image loaded eagerly; the others wait until needed', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured Mobiles' }).getByRole('article').first(),
  ).toBeVisible();

  const loading = await page
    .locator('main img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
  expect(loading.filter((value) => value === 'eager')).toHaveLength(1);
  expect(loading.filter((value) => value !== 'eager' && value !== 'lazy')).toEqual([]);
  await expect(page.locator('main img[loading="eager"]')).toHaveAttribute('srcset', /480w.*1200w/);
});

test('a featured list that fails to load offers a retry that works', async ({ page }) => {
  let fail = true;
  await page.route('**/api/advertise', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The database is not reachable. Try again shortly.',
          }),
        })
      : route.continue(),
  );
  // The server renders the home page with its list; the browser asks for the list itself when the
  // visitor comes to the home page from a page the app runs whole (what earns the Trusted badge:
  // not rendered as islands).
  await page.goto('/trusted-seller');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Hydrated (the entry marks the root): the link below is the app's own navigation, not a full
  // page load, which the server would answer with the list already in it.
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await nav.getByRole('link', { name: 'Home' }).click();

  const featured = page.getByRole('region', { name: 'Featured Mobiles' });
  const alert = featured.getByRole('alert');
  await expect(alert).toContainText('Featured phones could not be loaded.');
  await expect(featured.getByRole('article')).toHaveCount(0);

  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(featured.getByRole('article').first()).toBeVisible();
});
