import { expect, test, type Page } from '@playwright/test';
import { AXE_ONLY, axeViolations } from '../support/axe.ts';
import {
  DEMO_ADMIN,
  E2E_PASSWORD,
  signInOnPage,
  signInThroughApi,
  uniqueEmail,
} from '../support/auth.ts';
import { newestMailLink } from '../support/mailbox.ts';

const NEW_PASSWORD = 'willow-lantern-harbor-47';

/** The spec's sign-up journey, unchanged: the toast, then home, signed in. */
async function signUp(page: Page, name: string, email: string) {
  await page.goto('/singup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('user is added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sing out' })).toBeVisible();
}

const unverifiedBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Please verify your email address.' });

test('sign up, verify the address from the mail, forget the password and reset it from the mail', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('verify');
  await signUp(page, 'Vera Verify', email);

  await page.goto('/deshboard');
  await expect(unverifiedBanner(page)).toBeVisible();

  // The verification mail's link: the page says so, and the token leaves the address bar.
  await page.goto(await newestMailLink(email, 'verify-email', '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`${email} is verified.`);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Vera Verify' })).toBeVisible();
  await expect(unverifiedBanner(page)).toBeHidden();

  await page.getByRole('button', { name: 'Sing out' }).click();
  await expect(page.getByText('Sing out Successfully')).toBeVisible();

  // "Forget password" keeps its text and opens the reset request.
  await page.goto('/singin');
  // The page is the server's until it hydrates (its Sign in waits for that): a link clicked before
  // then loads the next page in full and could replace a form already being filled.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.getByRole('link', { name: 'Forget password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address bar changes first; the sign-in page (with its own Email field) stays on screen
  // until the new page's code has loaded. Type into the new page's field, as a person would.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${email}, we sent a link`,
  );

  const resetLink = await newestMailLink(email, 'reset-password', '/reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/singin$/);

  // The old password no longer works; the new one does.
  await signInOnPage(page, email, E2E_PASSWORD);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
  await signInOnPage(page, email, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sing out' })).toBeVisible();

  // The link worked once, and says so as soon as it is opened again: no form to fill in first.
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('the account pages pass axe, at 1280 and 360 px', AXE_ONLY, async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('axe');
  await signUp(page, 'Axel Axe', email);
  const scan = async (what: string, width: number) =>
    expect(await axeViolations(page), `${what} at ${width}px`).toEqual([]);
  let lastResetLink: string | undefined;

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/deshboard');
    await expect(unverifiedBanner(page)).toBeVisible();
    await scan('the dashboard with the unverified banner', width);

    await page.goto('/deshboard/change-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await scan('change password with field errors', width);

    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await scan('a verification link that is not valid', width);

    // A dead reset link says so when it is opened.
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await scan('a reset link that is not valid', width);

    await page.goto('/forgot-password');
    await scan('forgot password', width);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists');
    await scan('the reset link confirmation', width);

    // The form behind a live link (each request's link replaces the one before).
    let link = '';
    await expect
      .poll(async () => (link = await newestMailLink(email, 'reset-password', '/reset-password')))
      .not.toBe(lastResetLink);
    lastResetLink = link;
    await page.goto(link);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await scan('the new password form', width);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Sing out' }).click();
  await expect(page.getByText('Sing out Successfully')).toBeVisible();
  await signInThroughApi(page, DEMO_ADMIN);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/deshboard/failed-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Failed jobs' })).toBeVisible();
    await expect(page.getByText('No failed jobs.').or(page.getByRole('table'))).toBeVisible();
    await scan('failed jobs', width);
  }
});
