import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';

/**
 * "Load more phones" and coming back: the address says how many pages are shown (`?pages=`), so
 * the page loaded again (Back from a phone, when the browser did not keep the page; a reload)
 * shows them all, rendered by the server, and the browser puts the visitor back where they were.
 */

/** Marks the page's document: a page loaded afresh no longer has the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { pagingMark: number }).pagingMark = 1));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { pagingMark?: number }).pagingMark === 1);

/** 26 Iphones of a new seller, each named with `word`: more than one page (24) holds. */
async function twentySixPhones(baseURL: string, word: string) {
  const seller = await signUpThroughApi(baseURL, 'seller', 'Paging Priya');
  for (let i = 1; i <= 26; i++) {
    await listPhoneThroughApi(seller, { productName: `Iphone ${word} number ${i}` });
  }
  return seller;
}

test('after “Load more”, Back from a phone shows every phone loaded, where the visitor was', async ({
  page,
  baseURL,
}) => {
  const word = `pagetest${unique()}`;
  const seller = await twentySixPhones(baseURL!, word);
  await page.goto(`/search?q=${word}`);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more phones' }).click();
  await expect(results.getByRole('article')).toHaveCount(26);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&pages=2$`));

  const last = results.getByRole('article').last();
  const name = (await last.getByRole('heading').textContent())!;
  await last.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&pages=2$`));
  await expect(results.getByRole('article')).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Load more phones' })).toHaveCount(0);
  await expect(
    results.getByRole('heading', { name, exact: true }).getByRole('link'),
  ).toBeInViewport();
  await seller.api.dispose();
});

test('a brand page: “Load more” stays on the page, and the page loaded again shows both pages', async ({
  page,
  baseURL,
}) => {
  // Journeys beside this one list Iphones too: the brand has at least these 26 more.
  const seller = await twentySixPhones(baseURL!, `pagetest${unique()}`);
  await page.goto('/categories/iphone');
  const phones = page.getByRole('list', { name: 'Iphone phones' }).getByRole('article');
  await expect(phones).toHaveCount(24);
  await markDocument(page);
  await page.getByRole('button', { name: 'Load more phones' }).click();
  await expect(phones.nth(24)).toBeVisible();
  await expect(page).toHaveURL(/\/categories\/iphone\?pages=2$/);
  expect(await stillSameDocument(page)).toBe(true);

  await page.reload();
  expect(await stillSameDocument(page)).toBe(false);
  expect(await phones.count()).toBeGreaterThan(24);
  await seller.api.dispose();
});
