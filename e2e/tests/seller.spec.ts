import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi, uniqueEmail } from '../support/auth.ts';
import { pngPhoto } from '../support/png.ts';

/**
 * Sellers list phones (issue 5): add a phone with a photo, see it in My Products, advertise it into
 * Featured Mobiles, delete it. Each test signs up its own seller, so no demo row changes.
 */

/** A new seller account, signed in in this browser (the sign-up answer sets the session). */
async function signUpSeller(page: Page) {
  const name = `Sally Seller ${Date.now().toString(36)}`;
  const email = uniqueEmail('seller');
  const answer = await page.request.post('/api/auth/sign-up', {
    data: { name, email, password: E2E_PASSWORD, accountType: 'seller' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { name, email };
}

async function fillPhone(page: Page, productName: string) {
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Category').selectOption('Xiaomi');
  await page.getByLabel('Condition').selectOption('Good');
  await page.getByLabel('Use duration').fill('8 months');
  await page.getByLabel('Publish date').fill('2026-03-04');
  await page.getByLabel('Description').fill('No scratches, charger included.');
  await page.getByLabel('Resale price (USD)').fill('245.50');
  await page.getByLabel('Original price (USD)').fill('399');
  await page.getByLabel('Location').fill('Dhaka, Dhanmondi');
}

const addProductButton = (page: Page) =>
  page.getByRole('button', { name: 'Add Product', exact: true });

test('a seller adds a phone, advertises it into Featured Mobiles and deletes it', async ({
  page,
}) => {
  const seller = await signUpSeller(page);
  const productName = `Redmi Note 12 ${Date.now().toString(36)}`;

  await page.goto('/deshboard/addproduct');
  await expect(page).toHaveTitle('Add A Product - Resale Zone');
  await expect(page.getByRole('heading', { level: 1, name: 'Add A Product' })).toBeVisible();
  await expect(page.getByLabel('Seller email')).toHaveValue(seller.email);
  await expect(page.getByLabel('Seller name')).toHaveValue(seller.name);

  // Sending it empty names every missing field under the field itself.
  await addProductButton(page).click();
  await expect(page.getByLabel('Product name')).toHaveAccessibleDescription(
    'Product name is required',
  );
  await expect(page.getByLabel('Product photo')).toHaveAccessibleDescription(
    /Product photo is required/,
  );
  await expect(page.getByLabel('Product name')).toBeFocused();

  await fillPhone(page, productName);
  await page.getByLabel('Product photo').setInputFiles({
    name: 'redmi.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  await expect(page.getByRole('img', { name: 'Chosen photo' })).toBeVisible();
  await addProductButton(page).click();

  await expect(page.getByText(`${productName} is added successfully`)).toBeVisible();
  await expect(page.getByLabel('Product name')).toHaveValue('');

  // My Products, through the dashboard menu.
  await page.getByRole('link', { name: 'Show Product' }).click();
  await expect(page).toHaveTitle('Show Product - Resale Zone');
  const table = page.getByRole('table', { name: 'My Products' });
  const row = table.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row.getByText('Sales')).toBeVisible();
  // The stored photo loads (the service's card-width variant).
  await expect(row.locator('img')).toHaveJSProperty('naturalWidth', 96);

  await row.getByRole('button', { name: 'Advertise' }).click();
  await expect(page.getByText('Make advertise successfully')).toBeVisible();
  await expect(row.getByText('Advertised')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Advertise' })).toHaveCount(0);

  // The newest advertised phone leads 'Featured Mobiles'.
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Mobiles' });
  await expect(featured.getByRole('article').first()).toHaveAccessibleName(productName);

  await page.goto('/deshboard/showproduct');
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog).toContainText(`If you delete ${productName}. It cannot be undone.`);
  // Escape cancels; the phone stays.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${productName} deleted successfully`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('You have not listed any phones yet')).toBeVisible();

  // Gone from the featured grid and from its brand's page too.
  await page.goto('/');
  await expect(featured.getByRole('article').first()).toBeVisible();
  await expect(featured.getByRole('article', { name: productName })).toHaveCount(0);
  await page.goto('/categories/xiaomi');
  await expect(
    page.getByRole('heading', { name: /^This Category has \d+ Product$/ }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: productName })).toHaveCount(0);
});

test('a photo the image service refuses is reported and the phone is not saved', async ({
  page,
}) => {
  await signUpSeller(page);
  const productName = `Poco F5 ${Date.now().toString(36)}`;
  await page.goto('/deshboard/addproduct');

  await fillPhone(page, productName);
  // An HTML page dressed up as a PNG: the service checks the content, not the name.
  await page.getByLabel('Product photo').setInputFiles({
    name: 'poco.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await addProductButton(page).click();

  await expect(page.getByLabel('Product photo')).toHaveAccessibleDescription(
    /The photo could not be uploaded: /,
  );
  await expect(page.getByText(/so the product was not saved/)).toBeVisible();
  // Everything typed is still there for another try.
  await expect(page.getByLabel('Product name')).toHaveValue(productName);

  await page.goto('/deshboard/showproduct');
  await expect(page.getByText('You have not listed any phones yet')).toBeVisible();
});

for (const width of [1280, 360]) {
  // The add-product page and My Products are two journeys: together they made three axe scans
  // around an upload, which a loaded machine took past the runner's 30 s.
  test(`the add-product page passes axe and fits a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpSeller(page);
    const productName = `Mi 11 Lite ${Date.now().toString(36)}`;

    await page.goto('/deshboard/addproduct');
    await expect(page.getByLabel('Product name')).toBeVisible();
    await addProductButton(page).click();
    await expect(page.getByText('Location is required')).toBeVisible();
    await fillPhone(page, productName);
    await page.getByLabel('Product photo').setInputFiles({
      name: 'mi.png',
      mimeType: 'image/png',
      buffer: pngPhoto(),
    });
    await expectAccessibleAndFitting(page, width);
    await addProductButton(page).click();
    await expect(page.getByText(`${productName} is added successfully`)).toBeVisible();
  });

  test(`My Products passes axe and fits a ${width} px screen`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const seller = await signUpThroughApi(baseURL!, 'seller', 'Sally Seller');
    const productName = `Mi 11 Lite ${unique()}`;
    await listPhoneThroughApi(seller, { productName });
    await signInThroughApi(page, seller.email, E2E_PASSWORD);

    await page.goto('/deshboard/showproduct');
    const row = page.getByRole('row', { name: new RegExp(productName) });
    await expect(row).toBeVisible();
    await expectAccessibleAndFitting(page, width);
    // However narrow the screen, every action of the row can be reached and used.
    await row.getByRole('button', { name: 'Advertise' }).click();
    await expect(row.getByText('Advertised')).toBeVisible();
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessibleAndFitting(page, width);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You have not listed any phones yet')).toBeVisible();
  });
}

/** No axe violations, and the page itself never scrolls sideways (wide tables scroll inside). */
async function expectAccessibleAndFitting(page: Page, width: number) {
  // The page content and the dashboard menu (the navbar has its own specs).
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(width);
}
