import { expect, test, type Page } from '@playwright/test';
import { bearer, signUpThroughApi } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInOnPage } from '../support/auth.ts';
import { holdIslandCode } from '../support/islands.ts';

/**
 * The search page as islands (decision 062): the server's HTML with no app code until the page is
 * used; then a new search stays on the page (no reload) and Back returns to the one before. Its
 * filters are a GET form, so they work before the code arrives and without JavaScript at all.
 */

/** The scripts the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Marks the page's document: a page loaded afresh no longer has the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { searchMark: number }).searchMark = 1));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { searchMark?: number }).searchMark === 1);

/** The navbar's Sign in, from a page that is islands: the app takes over and shows sign-in. */
async function signInFromNavbar(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
}

test('a search page loads no React before it is used; a new filter stays on the page, and Back undoes it', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/search?q=iphone');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones matching “iphone”');
  expect(scripts.filter((s) => /island-runtime|start-app|search-islands/.test(s))).toEqual([]);
  await expect(page.locator('[data-island]')).toHaveCount(3);
  await markDocument(page);

  const status = page.getByRole('status').filter({ hasText: /found$/ });
  await expect(status).toHaveText(/^\d[\d,]* phones? found$/);
  const excellent = page.getByRole('checkbox', { name: 'Excellent' });
  await excellent.check();
  await expect(page).toHaveURL(/\/search\?q=iphone&condition=Excellent$/);
  await expect(excellent).toBeChecked();
  const results = page.getByRole('list', { name: 'Search results' });
  // Each card shown is in Excellent condition (retried as a whole: the list may change meanwhile).
  await expect(
    results.getByRole('article').filter({ hasNot: page.getByText('Excellent', { exact: true }) }),
  ).toHaveCount(0);
  expect(await stillSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=iphone$/);
  await expect(excellent).not.toBeChecked();
  expect(await stillSameDocument(page)).toBe(true);
});

test('Back and Forward after a reload still move between the searches, before any use', async ({
  page,
}) => {
  await page.goto('/search?q=iphone');
  await page.getByRole('checkbox', { name: 'Good' }).check();
  await expect(page).toHaveURL(/\/search\?q=iphone&condition=Good$/);
  // The reloaded page has no code running until it is used; its history holds both searches.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=iphone$/);
  await expect(page.getByRole('checkbox', { name: 'Good' })).not.toBeChecked();
  await page.goForward();
  await expect(page.getByRole('checkbox', { name: 'Good' })).toBeChecked();
  expect(await stillSameDocument(page)).toBe(true);
});

test('after a new search, Sign in lets the app take over; Back shows the search in the app, quietly', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto('/search?q=iphone');
  await page.getByRole('checkbox', { name: 'Good' }).check();
  await expect(page).toHaveURL(/\/search\?q=iphone&condition=Good$/);
  await markDocument(page);
  await signInFromNavbar(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=iphone&condition=Good$/);
  await expect(page.getByRole('checkbox', { name: 'Good' })).toBeChecked();
  // Back once more: the search before, in the app that now runs the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=iphone$/);
  await expect(page.getByRole('checkbox', { name: 'Good' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Fair' }).check();
  await expect(page).toHaveURL(/\/search\?q=iphone&condition=Fair$/);
  expect(await stillSameDocument(page)).toBe(true);
  // The app's parts were not taken for islands to hydrate a second time over it.
  await expect(page.locator('[data-island][data-hydrating]')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=iphone$/);
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});

test('Forward onto a page the app made before the search was loaded afresh shows that page', async ({
  page,
}) => {
  await page.goto('/home');
  await page.goto('/search?q=iphone');
  await signInFromNavbar(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=iphone$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  // The search's document is gone: the browser loads it afresh, as islands.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones matching “iphone”');
  // The sign-in entry the app made shares that document's history.
  await page.goForward();
  await expect(page).toHaveURL(/\/singin$/);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the navbar’s search on the search page shows the new words’ phones without a reload', async ({
  page,
}) => {
  await page.goto('/search?q=iphone');
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  const box = page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox');
  await box.fill('samsung');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=samsung$/);
  // The search's island, not used until then, hydrates and follows the address.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones matching “samsung”');
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
  expect(await stillSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones matching “iphone”');
  await expect(box).toHaveValue('iphone');
});

test('“Save this search” pressed before the page’s code has arrived still asks to sign in', async ({
  page,
}) => {
  const release = await holdIslandCode(page);
  await page.goto('/search?q=iphone', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/search\?q=iphone$/);

  release();
  // Signed out: the held press, made again once the search has hydrated, leads to sign-in.
  await expect(page).toHaveURL(/\/singin$/);
});

test('“Save this search” pressed signed out saves the search once the person has signed in', async ({
  page,
  baseURL,
}) => {
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Saved Search Sara');
  await page.goto('/search?q=iphone&condition=Good');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/singin$/);
  await signInOnPage(page, buyer.email, E2E_PASSWORD);

  await expect(page).toHaveURL(/\/search\?q=iphone&condition=Good$/);
  await expect(
    page.getByText('Search saved. We tell you when a new phone matches it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search saved' })).toBeDisabled();

  // It is on the person's account.
  const saved = await buyer.api.get('/api/saved-searches', { headers: bearer(buyer) });
  expect(((await saved.json()) as { queryString: string }[]).map((s) => s.queryString)).toEqual([
    'q=iphone&condition=Good',
  ]);
  await buyer.api.dispose();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the search’s filters are a form that loads the filtered search from the server', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search?q=iphone&sort=price-asc');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Good' }).check();
    await filters.getByLabel('Max price').fill('2000');
    await filters.getByRole('button', { name: 'Apply filters' }).click();

    // The words and the order ride along; the server's page shows the filters in effect.
    await expect(page).toHaveURL(/[?&]condition=Good(&|$)/);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('iphone');
    expect(url.searchParams.get('sort')).toBe('price-asc');
    expect(url.searchParams.get('maxPrice')).toBe('2000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones matching “iphone”');
    await expect(page.getByRole('checkbox', { name: 'Good' })).toBeChecked();
    await expect(page.getByLabel('Max price')).toHaveValue('2000');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  });
});
