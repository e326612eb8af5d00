import { expect, test, type Page } from '@playwright/test';
import { bearer, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { animationsSettled, axeViolations } from '../support/axe.ts';
import { imeiWithTac, TAC } from '../support/imei.ts';
import { pngPhoto } from '../support/png.ts';

/**
 * Issue 22's journey for photos (part 3) with IMEI and edits: a seller lists a Samsung with an
 * IMEI and three photos, reorders the photos, lowers the price, and sees the badge and "Price
 * reduced" on the card. A buyer finds it by searching "samsung", sees only the last 4 digits and
 * goes through the photos with the keyboard.
 */

/** The src of the gallery's main photo. */
const mainPhoto = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}: enlarge photo`) }).getByRole('img');

test('a seller lists a Samsung with an IMEI and three photos, reorders them and lowers the price; a buyer finds it by "samsung"', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Photo Seller');
  const name = `Samsung Galaxy S9 ${unique()}`;
  const imei = imeiWithTac(TAC.galaxyS9);
  await signInThroughApi(page, seller.email, E2E_PASSWORD);

  // The form at a phone's width first (its drawer closed), then at a desktop's.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/deshboard/addproduct');
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Category').selectOption('Samsung');
  await page.getByLabel('Condition').selectOption('Good');
  await page.getByLabel('Use duration').fill('2 years');
  await page.getByLabel('Publish date').fill('2026-03-04');
  await page.getByLabel('Description').fill('Three photos: front, back and side.');
  await page.getByLabel('Resale price (USD)').fill('240');
  await page.getByLabel('Original price (USD)').fill('720');
  await page.getByLabel('Location').fill('Dhaka, Dhanmondi');
  await page.getByLabel('IMEI (optional)').fill(imei);
  await page.getByLabel('Product photo').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: pngPhoto(160, 120, 30) },
    { name: 'back.png', mimeType: 'image/png', buffer: pngPhoto(160, 120, 130) },
    { name: 'side.png', mimeType: 'image/png', buffer: pngPhoto(160, 120, 230) },
  ]);
  const chosen = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen).toHaveCount(3);
  await expect(chosen.first()).toContainText('Cover');
  // side.png becomes the cover, by keyboard.
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  const photoField = page.getByRole('list', { name: 'Chosen photos' }).locator('../..');
  await photoField.screenshot({ path: testInfo.outputPath('add-product-photos-360.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await photoField.screenshot({ path: testInfo.outputPath('add-product-photos-1280.png') });

  await page.getByRole('button', { name: 'Add Product', exact: true }).click();
  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();

  // My Products: the seller swaps the two photos after the cover and lowers the price.
  await page.goto('/deshboard/showproduct');
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByText('3 of 8 photos.', { exact: false })).toBeVisible();
  const before = await dialog.getByRole('img', { name: 'Chosen photo 2' }).getAttribute('src');
  await dialog.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  expect(await dialog.getByRole('img', { name: 'Chosen photo 3' }).getAttribute('src')).toBe(
    before,
  );
  await dialog.getByRole('spinbutton', { name: 'Resale price (USD)' }).fill('199');
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} updated`)).toBeVisible();

  // The card: the IMEI badge and the reduced price.
  await page.goto('/categories/samsung');
  const sellerCard = page.getByRole('article', { name });
  await expect(sellerCard.getByText('IMEI checked')).toBeVisible();
  await expect(sellerCard).toContainText('Price reduced from $240.00');
  await expect(sellerCard).toContainText('$199.00');

  // A buyer searches "samsung" and opens it.
  // axe needs a page of its own context.
  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto('/');
  const search = buyer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('searchbox', { name: 'Search phones' });
  // Typed while the page hydrates, the box may be emptied: typed again then.
  await expect(async () => {
    await search.fill('samsung');
    await search.press('Enter');
    await expect(buyer).toHaveURL(/\/search\?q=samsung$/, { timeout: 2000 });
  }).toPass();
  const card = buyer.getByRole('article', { name });
  await expect(card.getByText('IMEI checked')).toBeVisible();
  await expect(card).toContainText('Price reduced from $240.00');
  await card.getByRole('heading').getByRole('link', { name }).click();
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyer.getByText(`IMEI ending ${imei.slice(-4)}`)).toBeVisible();
  expect(await buyer.content()).not.toContain(imei);

  // The gallery: three photos in the seller's order, the cover first; the keys move through them.
  const gallery = buyer.getByRole('group', { name: `Photos of ${name}` });
  const thumbs = gallery.getByRole('button', { name: /^Show photo \d of 3$/ });
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
  const cover = await mainPhoto(buyer, name).getAttribute('src');
  await thumbs.first().focus();
  await buyer.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('button', { name: 'Show photo 2 of 3' })).toBeFocused();
  await expect(mainPhoto(buyer, name)).toHaveAccessibleName(`${name}, photo 2 of 3`);
  expect(await mainPhoto(buyer, name).getAttribute('src')).not.toBe(cover);
  await buyer.keyboard.press('ArrowLeft');
  await expect(mainPhoto(buyer, name)).toHaveAttribute('src', cover!);
  await animationsSettled(buyer);
  expect(await axeViolations(buyer)).toEqual([]);
  await gallery.screenshot({ path: testInfo.outputPath('gallery-1280.png') });
  await buyer.screenshot({ path: testInfo.outputPath('listing-1280.png') });

  // Zoom: the viewer opens on the photo shown and moves with the arrows too.
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await gallery.getByRole('button', { name: new RegExp(`^${name}: enlarge photo 2 of 3`) }).click();
  const viewer = buyer.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.getByRole('img', { name: `${name}, photo 2 of 3` })).toBeInViewport();
  await buyer.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: `${name}, photo 3 of 3` })).toBeInViewport();
  await buyer.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(mainPhoto(buyer, name)).toHaveAccessibleName(`${name}, photo 3 of 3`);

  // A phone's width: the same page, the gallery in its fixed frame.
  await buyer.setViewportSize({ width: 360, height: 800 });
  await buyer.reload();
  await expect(gallery.getByRole('button', { name: 'Show photo 1 of 3' })).toBeVisible();
  await animationsSettled(buyer);
  expect(await axeViolations(buyer)).toEqual([]);
  await gallery.screenshot({ path: testInfo.outputPath('gallery-360.png') });
  await buyer.screenshot({ path: testInfo.outputPath('listing-360.png'), fullPage: true });
  await buyerContext.close();
});

test('before the app starts, the server-rendered page shows the cover in its frame', async ({
  browser,
  baseURL,
}) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Photo Seller');
  const name = `Samsung Galaxy S9 ${unique()}`;
  const upload = async (blue: number) => {
    const res = await seller.api.post('/api/images', {
      headers: bearer(seller),
      multipart: {
        image: { name: 'p.png', mimeType: 'image/png', buffer: pngPhoto(160, 120, blue) },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: { url: string } }).data.url;
  };
  const photos = [await upload(40), await upload(140)];
  const listed = await seller.api.post('/api/addproduct', {
    headers: bearer(seller),
    data: {
      productName: name,
      sellerName: 'Photo Seller',
      productPhoto: photos[0],
      photos,
      resalePrice: 200,
      orginalPrice: 600,
      location: 'Dhaka',
      categories: 'Samsung',
      condition: 'Good',
      useDuration: '1 year',
      sellerEmail: seller.email,
      publishDat: '2026-03-04',
      description: 'Two photos.',
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const id = ((await listed.json()) as { insertedId: string }).insertedId;

  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(`/products/${id}`);
  const main = mainPhoto(page, name);
  await expect(main).toHaveAttribute('src', new RegExp(`${photos[0]}$`));
  // The frame is 4:3 whatever the photo's own size: nothing moves once it loads.
  const box = (await page
    .getByRole('button', { name: new RegExp(`^${name}: enlarge`) })
    .boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  await expect(page.getByRole('button', { name: /^Show photo \d of 2$/ })).toHaveCount(2);
  await page.close();
});
