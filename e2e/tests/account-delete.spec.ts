import { expect, test } from '@playwright/test';
import { bearer, listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInOnPage, signInThroughApi } from '../support/auth.ts';
import { animationsSettled, axeViolations, shoot } from '../support/axe.ts';

/**
 * Deleting one's own account at a phone's width (decision 057): a seller with a phone for sale
 * and a buyer's message opens Account, confirms in the dialog with their password, and lands home
 * signed out. The phone has left the public pages, their profile is gone, the buyer sees the
 * conversation from "A former member", and the account cannot sign in again.
 */
test('a seller deletes their account at 360 px: phone and profile gone, messages kept, no sign-in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Leaving Seller');
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Staying Buyer');
  const productName = `iPhone 12 ${unique()}`;
  const listingId = await listPhoneThroughApi(seller, { productName });
  const opened = await buyer.api.post('/api/conversations', {
    headers: bearer(buyer),
    data: { listingId },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const chatId = ((await opened.json()) as { _id: string })._id;
  const sent = await buyer.api.post(`/api/conversations/${chatId}/messages`, {
    headers: bearer(buyer),
    data: { body: 'Is the battery still good?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const me = (await (
    await seller.api.get('/api/users/me/profile', { headers: bearer(seller) })
  ).json()) as { _id: string };

  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/deshboard/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByLabel('Your password').fill('not-my-password-at-all');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(
    'Your password is not right.',
  );
  await dialog.getByLabel('Your password').fill(E2E_PASSWORD);
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, '/tmp/shots/account-delete-dialog-360.png', { fullPage: false });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();

  // The phone and the profile are gone from the public pages.
  expect((await page.request.get(`/products/${listingId}`)).status()).toBe(410);
  const category = await page.request.get('/api/categories/iphone');
  expect(await category.text()).not.toContain(productName);
  expect((await page.request.get(`/api/sellers/${me._id}`)).status()).toBe(404);

  // The buyer keeps the conversation, from a former member.
  const chat = await buyer.api.get(`/api/conversations/${chatId}`, { headers: bearer(buyer) });
  expect(await chat.json()).toMatchObject({ otherName: 'A former member' });

  // The account cannot sign in again.
  await page.goto('/singin');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await signInOnPage(page, seller.email, E2E_PASSWORD);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
});
