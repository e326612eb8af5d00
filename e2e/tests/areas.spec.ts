import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { DEMO_ADMIN, openAs, signInThroughApi } from '../support/auth.ts';
import { axeViolations, shoot } from '../support/axe.ts';

/**
 * Meet safely (issue 37, decision 056): areas as data, "Near me", and the public meeting spots
 * admins suggest, which the booking dialog offers first for the phone's area.
 */
test.use({ viewport: { width: 360, height: 800 } });

const PASSWORD = 'areas-journey-2026';

/** An area of the demo list by its name, through the public list. */
async function areaId(page: Page, name: string): Promise<string> {
  const answer = await page.request.get('/api/areas');
  const areas = (await answer.json()) as { id: string; name: string }[];
  return areas.find((a) => a.name === name)!.id;
}

test('an admin adds a meeting spot; a buyer booking a phone of that area sees it first, picks it, and the order shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const suffix = unique();
  const spot = `Agrabad Police Box ${suffix}`;
  const address = 'Sheikh Mujib Road, Agrabad';

  // The admin adds the spot, in Agrabad (Chattogram), from the dashboard page.
  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto('/deshboard/meeting-spots');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting spots' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a meeting spot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a meeting spot' });
  await dialog.getByLabel('Name', { exact: true }).fill(spot);
  await dialog.getByLabel('Area', { exact: true }).selectOption({ label: 'Agrabad, Chattogram' });
  await dialog.getByLabel('Address', { exact: true }).fill(address);
  await dialog.getByLabel(/^Opening hours/).fill('Open 24 hours');
  await dialog.getByLabel(/^Note/).fill('Police box by the roundabout');
  await shoot(page, '/tmp/shots/areas-spot-dialog-360.png');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add spot' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(spot) });
  await expect(row).toContainText('Agrabad, Chattogram');
  await expect(row).toContainText('Open 24 hours');
  await expect(page.getByText(`${spot} is added`)).toBeVisible();
  await page.getByText(`${spot} is added`).hover();
  await shoot(page, '/tmp/shots/areas-spots-admin-360.png');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, '/tmp/shots/areas-spots-admin-desktop.png');
  await page.setViewportSize({ width: 360, height: 800 });

  // A seller lists a phone in Agrabad; the brand page's area filter finds it.
  const agrabad = await areaId(page, 'Agrabad');
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Sadia Seller', PASSWORD);
  const phone = `iPhone 11 ${suffix}`;
  await listPhoneThroughApi(seller, {
    productName: phone,
    location: 'Near the Agrabad roundabout',
    areaId: agrabad,
  });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Babul Buyer', PASSWORD);
  const asBuyer = await openAs(browser, baseURL!, buyer.email, PASSWORD);
  const buyerPage = asBuyer.page;
  await buyerPage.setViewportSize({ width: 360, height: 800 });
  await buyerPage.goto(`/categories/iphone?area=${agrabad}`);
  await expect(buyerPage.getByLabel('Area', { exact: true })).toHaveValue(agrabad);
  const card = buyerPage.getByRole('article', { name: phone });
  await card.getByRole('button', { name: 'Check out' }).click();

  // The booking dialog suggests the Agrabad spot first; the buyer picks it.
  const booking = buyerPage.getByRole('dialog', { name: phone });
  const spots = booking.getByRole('group', { name: 'Suggested public spots' });
  await expect(spots.getByRole('button').first()).toContainText(spot);
  await expect(spots.getByRole('button').first()).toContainText("this phone's area");
  await booking.getByLabel('Phone number').fill('01712 345678');
  await spots.getByRole('button', { name: new RegExp(spot) }).click();
  await expect(booking.getByLabel('Meeting location')).toHaveValue(`${spot}, ${address}`);
  await shoot(buyerPage, '/tmp/shots/areas-booking-dialog-360.png', { fullPage: false });
  expect(await axeViolations(buyerPage)).toEqual([]);
  await booking.getByRole('button', { name: 'Submit' }).click();
  await expect(buyerPage.getByText(`${phone} Booking is successfully`)).toBeVisible();
  await asBuyer.close();

  // The seller's order shows the meeting place the buyer picked.
  const asSeller = await openAs(browser, baseURL!, seller.email, PASSWORD);
  await asSeller.page.goto('/deshboard/order');
  await expect(asSeller.page.getByRole('row', { name: new RegExp(phone) })).toContainText(
    `${spot}, ${address}`,
  );
  await asSeller.close();
});

test('"Near me" filters search by the member’s own area, and the area address works without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = unique();
  const khulshi = await areaId(page, 'Khulshi');
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Kamal Seller', PASSWORD);
  const near = `iPhone XS ${suffix}`;
  const far = `iPhone 8 ${suffix}`;
  await listPhoneThroughApi(seller, { productName: near, areaId: khulshi });
  await listPhoneThroughApi(seller, { productName: far });

  // A member whose profile is in Khulshi presses Near me on the search page.
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Nila Buyer', PASSWORD);
  const profile = await buyer.api.put('/api/users/me/profile', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      name: buyer.name,
      image: null,
      bio: null,
      location: null,
      phone: null,
      areaId: khulshi,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await signInThroughApi(page, buyer.email, PASSWORD);
  await page.goto(`/search?q=${suffix}`);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show filters' }).click();
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(new RegExp(`area=${khulshi}`));
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article', { name: near })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Near me' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await shoot(page, '/tmp/shots/areas-search-near-me-360.png');

  // The server renders the filtered list: a browser without JavaScript gets it too.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/categories/iphone?area=${khulshi}`);
  await expect(plain.getByRole('article', { name: near })).toBeVisible();
  await expect(plain.getByRole('article', { name: far })).toHaveCount(0);
  await expect(plain.getByLabel('Area', { exact: true })).toBeEnabled();
  await plain.setViewportSize({ width: 1280, height: 900 });
  await shoot(plain, '/tmp/shots/areas-brand-filter-desktop.png', { fullPage: false });
  await noScript.close();
});

test('a new member without an area is shown where to set one for "Near me", and the heading names an area', async ({
  page,
  baseURL,
}) => {
  const agrabad = await areaId(page, 'Agrabad');
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Rumi Buyer', PASSWORD);
  await signInThroughApi(page, buyer.email, PASSWORD);
  await page.goto(`/search?area=${agrabad}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Phones in Agrabad, Chattogram' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Show filters' }).click();
  const setArea = page.getByRole('link', { name: 'set your area in your profile' });
  await expect(setArea).toBeVisible();
  await shoot(page, '/tmp/shots/edges-near-me-no-area-360.png');
  await setArea.click();
  await expect(page).toHaveURL(/\/deshboard\/profile$/);
  await expect(page.getByLabel('Area (optional)')).toBeVisible();
});
