import { AXE_ONLY, axeViolations } from '../support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_BUYER,
  DEMO_SELLER,
  E2E_PASSWORD,
  demoPhoto,
  signIn,
  signInOnPage,
  uniqueEmail,
} from '../support/auth.ts';

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const categoriesButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Categories/ });

async function signUpOnPage(
  page: Page,
  baseURL: string,
  account: { name: string; email: string; accountType: 'Buyer' | 'Seller' },
) {
  await page.goto('/singup');
  await expect(page).toHaveTitle('Sign Up - Resale Zone');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByLabel('Account', { exact: true }).selectOption({ label: account.accountType });
  await page.getByLabel(/Photo/).setInputFiles({
    name: 'me.webp',
    mimeType: 'image/webp',
    buffer: await demoPhoto(baseURL),
  });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('user is added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The drawer starts with the spec's menu for the role (later issues may add pages after it). */
async function expectMenu(page: Page, items: string[]) {
  await page.goto('/deshboard');
  const links = drawer(page).getByRole('link');
  // The role's items come once the account is known; the links for every account may be first.
  await expect(drawer(page).getByRole('link', { name: items.at(-1), exact: true })).toBeVisible();
  expect((await links.allTextContents()).slice(0, items.length + 1)).toEqual([
    'Dashboard',
    ...items,
  ]);
}

test('a seller signs up with a photo, sees the seller menu and no Categories', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('seller');
  await signUpOnPage(page, baseURL!, { name: 'Selma Seller', email, accountType: 'Seller' });

  await expect(page.getByRole('button', { name: 'Sing out' })).toBeVisible();
  expect(await accessToken(page)).toBeTruthy();
  await expect(categoriesButton(page)).toBeHidden();

  await expectMenu(page, ['Add A Product', 'Show Product', 'My Order']);
  await expect(page).toHaveTitle('Dashboard - Resale Zone');
  const card = page.getByRole('region', { name: 'Selma Seller' });
  await expect(card.getByText(email)).toBeVisible();
  // The uploaded photo, on this site (answers carry photo URLs absolute).
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^(${baseURL})?/images/`));
});

test('a buyer signs up with a photo and sees the Booking menu and the Categories', async ({
  page,
  baseURL,
}) => {
  await signUpOnPage(page, baseURL!, {
    name: 'Bruno Buyer',
    email: uniqueEmail('buyer'),
    accountType: 'Buyer',
  });
  await expect(categoriesButton(page)).toBeVisible();
  await expectMenu(page, ['Booking']);

  // A seller's page is not for a buyer: it says so (the server refuses the data anyway).
  await page.goto('/deshboard/addproduct');
  await expect(
    page.getByRole('heading', { name: 'This page is not for your account' }),
  ).toBeVisible();
});

test('an admin sees the admin menu', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await expectMenu(page, ['All Sellers', 'All Buyers', 'Reported Products']);
});

test('signing out removes the token and goes home; signing in again works', async ({ page }) => {
  await signIn(page, DEMO_BUYER);
  await page.goto('/deshboard');
  expect(await accessToken(page)).toBeTruthy();

  await page.getByRole('button', { name: 'Sing out' }).click();
  await expect(page.getByText('Sing out Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await accessToken(page)).toBeNull();
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Dashboard' })).toBeHidden();

  // The dashboard now asks to sign in first, and comes back after.
  await page.goto('/deshboard');
  await expect(page).toHaveURL(/\/singin$/);
  await signInOnPage(page, DEMO_BUYER);
  await expect(page).toHaveURL(/\/deshboard$/);
  await expect(drawer(page).getByRole('link', { name: 'Booking' })).toBeVisible();
});

test('/blog sends a signed-out visitor to sign in, then back to /blog', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveURL(/\/singin$/);
  await expect(page).toHaveTitle('Sign In - Resale Zone');
  await signInOnPage(page, DEMO_SELLER);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle('Blog - Resale Zone');
});

test('sign-in and sign-up failures read as sentences on the form, without codes', async ({
  page,
}) => {
  await page.goto('/singin');
  await signInOnPage(page, DEMO_BUYER, 'not-the-password');
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/singin$/);

  await page.goto('/singup');
  await page.getByLabel('Name').fill('Copy Cat');
  await page.getByLabel('Email').fill(DEMO_BUYER);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    /^An account with this email already exists\./,
  );

  await page.getByLabel('Email').fill(uniqueEmail('weak'));
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/too common/);
  await expect(page.getByText(/\(auth\//)).toHaveCount(0);
});

test('an expired or missing token is renewed silently from the session', async ({ page }) => {
  await signIn(page, DEMO_SELLER);
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.or.forged'));
  await page.goto('/deshboard');
  await expect(drawer(page).getByRole('link', { name: 'Add A Product' })).toBeVisible();
  const renewed = await accessToken(page);
  expect(renewed).not.toBe('expired.or.forged');
  expect(renewed?.split('.')).toHaveLength(3);
});

test('Google sign-in in a 500x600 popup registers a new account as a seller', async ({ page }) => {
  await page.goto('/singin');
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([500, 600]);

  // The local OpenID provider's own login page, standing in for Google's.
  const email = uniqueEmail('gina.google');
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('anything');
  const closes = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await closes;

  await expect(page.getByRole('button', { name: 'Sing out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await accessToken(page)).toBeTruthy();
  await expectMenu(page, ['Add A Product', 'Show Product', 'My Order']);
  await expect(page.getByRole('region').getByText(email)).toBeVisible();
  await expect(categoriesButton(page)).toBeHidden();
});

test('closing the Google popup says so', async ({ page }) => {
  await page.goto('/singin');
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  await popup.close();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'The sign-in popup was closed before signing in.',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
});

test(
  'the sign-in, sign-up and dashboard pages pass axe, at 360 px too',
  AXE_ONLY,
  async ({ page }) => {
    // Three pages at two widths, each scanned by axe: past 30 s on a busy machine.
    test.setTimeout(90_000);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/singin', '/singup']) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    }
    await signIn(page, DEMO_SELLER);
    await page.goto('/deshboard');
    await expect(page.getByRole('heading', { name: 'Sam Rahman' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
    await expect(drawer(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();
    // Judged once the drawer has slid in (a frame half-way has the colours half-faded).
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Dashboard menu', exact: true })).toBeFocused();
  },
);
