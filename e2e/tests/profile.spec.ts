import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { animationsSettled, axeViolations, shoot } from '../support/axe.ts';
import { newestMailLink } from '../support/mailbox.ts';
import { pngPhoto } from '../support/png.ts';

/**
 * Issue 39's own profile at a phone's width: a seller opens Edit profile from the dashboard menu,
 * gives a photo, a bio, a place and a phone number, and sees the bio and place on the public
 * profile (the phone number stays private). Then the add-product form's refusal of a file that is
 * no photo, and its confirmation with Add another. Then the account page: a new email through
 * the mailed link, and the member's data downloaded as a file.
 */

test('a seller edits their profile from the dashboard menu and sees it on the public profile, at 360 px', async ({
  page,
  baseURL,
}) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Profile Seller');
  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto('/deshboard');
  await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Edit profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Profile Seller');

  // A file that is no photo is refused under the field as soon as it is chosen.
  await page.getByLabel('Photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByLabel('Photo')).toHaveAccessibleDescription(
    /Choose a JPEG, PNG or WebP photo/,
  );
  await page.getByLabel('Photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngPhoto(120, 120, 90),
  });
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();

  const bio = `Selling the phones my family outgrows ${unique()}.\nMeet me near Mirpur 10.`;
  await page.getByLabel('Name').fill('Rina Akter');
  await page.getByLabel('About you').fill(bio);
  await page.getByLabel('Location').fill('Dhaka, Mirpur');
  await page.getByLabel('Phone number (optional)').fill('+880 1712-345678');
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, '/tmp/shots/profile-edit-360.png');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('+8801712345678');

  await page.getByRole('link', { name: 'See your public profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rina Akter' })).toBeVisible();
  await expect(page.getByText('Selling the phones my family outgrows')).toBeVisible();
  await expect(page.getByText('Dhaka, Mirpur')).toBeVisible();
  await expect(page.locator('#main')).not.toContainText('1712');
  // The page as a visitor gets it from the server: the same words, still no number.
  const served = await (await page.request.get(page.url())).text();
  expect(served).toContain('Meet me near Mirpur 10.');
  expect(served).not.toContain('8801712345678');
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, '/tmp/shots/profile-public-360.png');
});

test('add a product at 360 px: a file that is no photo is refused at once; after adding, the confirmation has the focus and Add another starts afresh', async ({
  page,
  baseURL,
}) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Form Seller');
  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/deshboard/addproduct');

  await page.getByLabel('Product photo').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByLabel('Product photo')).toHaveAccessibleDescription(
    /Choose a JPEG, PNG or WebP photo/,
  );

  const name = `Pixel 8 ${unique()}`;
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Category').selectOption('Google Pixel');
  await page.getByLabel('Condition').selectOption('Good');
  await page.getByLabel('Use duration').fill('1 year');
  await page.getByLabel('Publish date').fill('2026-03-04');
  await page.getByLabel('Description').fill('Charger included.');
  await page.getByLabel('Resale price (USD)').fill('300');
  await page.getByLabel('Original price (USD)').fill('699');
  await page.getByLabel('Location').fill('Dhaka, Banani');
  await page.getByLabel('Product photo').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: pngPhoto(160, 120, 60),
  });
  await page.getByRole('button', { name: 'Add Product', exact: true }).click();

  const notice = page.getByRole('status').filter({ hasText: `${name} is listed.` });
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(notice.getByRole('link', { name: 'See its page' })).toBeVisible();
  await animationsSettled(page);
  await shoot(page, '/tmp/shots/profile-add-product-done-360.png', { fullPage: false });
  await notice.getByRole('button', { name: 'Add another' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('Product name')).toBeFocused();
  await expect(page.getByLabel('Product name')).toHaveValue('');
});

test('the account page at 360 px: a new email through the mailed link, and my data as a file', async ({
  page,
  baseURL,
}) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Account Seller');
  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto('/deshboard');
  await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Account', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(`You sign in with ${seller.email}`)).toBeVisible();
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, '/tmp/shots/account-page-360.png');

  // A new address: the link goes there; the account keeps the old one until it is followed.
  const newEmail = `moved-${unique()}@example.com`;
  await page.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your email' });
  await dialog.getByLabel('New email address').fill(newEmail);
  await dialog.getByLabel('Your password').fill(E2E_PASSWORD);
  await animationsSettled(page);
  await shoot(page, '/tmp/shots/account-change-email-360.png', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`We sent a link to ${newEmail}.`).first()).toBeVisible();
  await expect(page.getByText(`You sign in with ${seller.email}`)).toBeVisible();

  await page.goto(await newestMailLink(newEmail, 'change-email', '/change-email'));
  await expect(page.getByRole('heading', { name: 'Your email is changed' })).toBeVisible();
  await expect(page).toHaveURL(/\/change-email$/);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText(`You sign in with ${newEmail} (verified).`)).toBeVisible();

  // My data: a plain link that downloads a file, holding the new address.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^resale-zone-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await file.path())!, 'utf8')) as {
    profile: { email: string; name: string };
  };
  expect(data.profile).toMatchObject({ email: newEmail, name: 'Account Seller' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await animationsSettled(page);
  await shoot(page, '/tmp/shots/account-page-desktop.png');
  await page.goto('/deshboard/profile');
  await expect(page.getByLabel('Name')).toHaveValue('Account Seller');
  await animationsSettled(page);
  await shoot(page, '/tmp/shots/account-profile-desktop.png');
  await page.setViewportSize({ width: 360, height: 800 });
  await animationsSettled(page);
  await shoot(page, '/tmp/shots/account-profile-360.png');
});
