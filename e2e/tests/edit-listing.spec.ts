import { expect, test } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { animationsSettled, axeViolations, shoot } from '../support/axe.ts';

/**
 * Issue 22 parts 2 and 4: on a phone (390 px) a seller edits a listing's price down, its
 * description and its condition details from My Products; the listing's page and its card show
 * the drop, the new text and the declaration badges at once.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a seller edits price, description and declarations; the page and the card show them', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Edit Seller');
  const word = unique();
  const name = `iPhone 12 ${word}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: name, resalePrice: 420 });

  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.goto('/deshboard/showproduct');
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  const price = dialog.getByRole('spinbutton', { name: 'Resale price (USD)' });
  await expect(price).toHaveValue('420');
  await price.fill('900');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(price).toHaveAccessibleDescription(/must not be above the original price/);

  await price.fill('379');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`Fresh battery, ${word} case.`);
  await dialog.getByRole('spinbutton', { name: /Battery health/ }).fill('97');
  await dialog.getByRole('checkbox', { name: /Fully paid/ }).check();
  await dialog.getByRole('checkbox', { name: /No cracked glass/ }).check();
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo.outputPath('edit-dialog-390.png'));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} updated`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$379.00');

  // The listing's page: the drop, the new text, the battery health and the badges.
  await page.goto(`/products/${phoneId}`);
  await expect(page.getByText('Price reduced from $420.00')).toBeVisible();
  await expect(page.getByText(`Fresh battery, ${word} case.`)).toBeVisible();
  await expect(page.getByText('Battery health 97%')).toBeVisible();
  const badges = page.getByRole('list', { name: 'The seller declares' });
  await expect(badges).toContainText('Fully paid');
  await expect(badges).toContainText('No cracked glass');
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo.outputPath('listing-390.png'));

  // Its card in search: the new price and the badges (the search answer was emptied).
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('$379.00');
  await expect(card.getByRole('list', { name: 'The seller declares' })).toContainText('Fully paid');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo.outputPath('card-390.png'));

  // The same pages at desktop width: axe clean too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/products/${phoneId}`);
  await expect(page.getByText('Battery health 97%')).toBeVisible();
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo.outputPath('listing-1280.png'));
  await page.goto('/deshboard/showproduct');
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${name}` })).toBeVisible();
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo.outputPath('edit-dialog-1280.png'), { fullPage: false });
});
