import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  E2E_PASSWORD,
  openAs,
  signInThroughApi,
} from '../support/auth.ts';
import { expectNoAxeViolations, screenshots } from '../support/axe.ts';

/**
 * Issue 18 parts 1 and 3: buyer and seller talk about a listing, live, on the platform; contact
 * details before a booking are warned about; a reported conversation reaches the admins. Each test
 * makes its own seller, phone and buyer through the API.
 */

/** How long a live event may take to show here: a bound against a hang, not the speed target. */
const LIVE_MS = 5000;

/** The unread badge in the navbar ("Messages 1 unread"); none when nothing is unread. */
const navbarBadge = (page: Page) => page.getByRole('banner').getByTestId('unread-badge');

/** A seller with a phone, and a buyer, both signed up through the API. */
async function sellerAndBuyer(baseURL: string) {
  const seller = await signUpThroughApi(baseURL, 'seller', 'Selim Seller');
  const phone = `Pixel 7 ${unique()}`;
  const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 350 });
  const buyer = await signUpThroughApi(baseURL, 'buyer', 'Bela Buyer');
  return { seller, buyer, phone, phoneId };
}

test('the buyer asks, the seller sees it live with the badge at 1 and answers; the buyer sees the answer live and the badge returns to 0', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two browsers, each signing in, on a machine shared with other runs.
  test.slow();
  const { seller, buyer, phone, phoneId } = await sellerAndBuyer(baseURL!);

  // The seller has the messages page open, with nothing in it yet.
  const sellerSide = await openAs(browser, baseURL!, seller.email);
  const sp = sellerSide.page;
  await sp.goto('/deshboard/messages');
  await expect(sp.getByText('No messages yet')).toBeVisible();
  await expect(navbarBadge(sp)).toHaveCount(0);
  await screenshots(sp, testInfo, 'messages-empty');

  // The buyer opens the phone and asks.
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto(`/products/${phoneId}`);
  await page.getByRole('button', { name: 'Message the seller' }).click();
  await expect(page).toHaveURL(/\/deshboard\/messages\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: phone })).toBeVisible();
  await expect(page.getByText('No messages yet. Ask about the phone')).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('Is the battery original?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Is the battery original?')).toBeVisible();

  // Live on the seller's page, without a reload. (Issue 18 asks for 2 seconds; on a loaded CI
  // machine two browsers and the server share two cores, so the journey allows LIVE_MS.)
  const row = sp.getByRole('link').filter({ hasText: phone });
  await expect(row).toContainText('Is the battery original?', { timeout: LIVE_MS });
  await expect(row).toContainText('Bela Buyer (buyer)');
  await expect(navbarBadge(sp)).toHaveText(/^1/, { timeout: LIVE_MS });
  await screenshots(sp, testInfo, 'messages-list');
  await expectNoAxeViolations(sp);

  // The seller opens it: read, the badge goes, and the buyer sees "Read".
  await row.click();
  await expect(sp.getByText('Is the battery original?')).toBeVisible();
  await expect(navbarBadge(sp)).toHaveCount(0);
  await expect(page.getByText('Read', { exact: true })).toBeVisible({ timeout: LIVE_MS });

  await sp
    .getByLabel('Message', { exact: true })
    .fill('Yes, original. Gate 2 of Bashundhara City at 5?');
  await sp.getByRole('button', { name: 'Send', exact: true }).click();

  // Live on the buyer's open conversation; the buyer has seen it, so no badge stays.
  await expect(page.getByText('Yes, original. Gate 2 of Bashundhara City at 5?')).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(navbarBadge(page)).toHaveCount(0);
  await expect(sp.getByText('Read', { exact: true })).toBeVisible({ timeout: LIVE_MS });
  await screenshots(sp, testInfo, 'conversation');
  await expectNoAxeViolations(sp);
  await sellerSide.close();
});

test('contact details before a booking: the message is sent with a warning; markup stays text', async ({
  page,
  baseURL,
}, testInfo) => {
  const { buyer, phoneId } = await sellerAndBuyer(baseURL!);
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto(`/products/${phoneId}`);
  await page.getByRole('button', { name: 'Message the seller' }).click();
  await expect(page).toHaveURL(/\/deshboard\/messages\//);

  await page.getByLabel('Message', { exact: true }).fill('Text me on WhatsApp: +880 1711 234567');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Keep payments on Resale Zone.');
  await expect(page.getByText('Text me on WhatsApp: +880 1711 234567')).toBeVisible();

  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await page.getByLabel('Message', { exact: true }).fill(hostile);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(hostile)).toBeVisible();
  await page.reload();
  await expect(page.getByText(hostile)).toBeVisible();
  expect(dialogs).toBe(0);
  await screenshots(page, testInfo, 'conversation-warning');
  await expectNoAxeViolations(page);
});

test('the buyer reports the conversation; an admin reads it and stops the seller from messaging', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Three browsers (buyer, seller, admin), each signing in.
  test.slow();
  const { seller, buyer, phone, phoneId } = await sellerAndBuyer(baseURL!);
  // The buyer asks; the seller answers asking for money outside Resale Zone.
  await signInThroughApi(page, buyer.email, E2E_PASSWORD);
  await page.goto(`/products/${phoneId}`);
  await page.getByRole('button', { name: 'Message the seller' }).click();
  await page.getByLabel('Message', { exact: true }).fill('Is it still available?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const conversationUrl = page.url();

  const sellerSide = await openAs(browser, baseURL!, seller.email);
  await sellerSide.page.goto(conversationUrl);
  await sellerSide.page
    .getByLabel('Message', { exact: true })
    .fill('Yes. Send 50 by bKash first to hold it');
  await sellerSide.page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page.getByText('Send 50 by bKash first')).toBeVisible({ timeout: LIVE_MS });
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this conversation' });
  await dialog.getByLabel('Reason').selectOption('off-platform-payment');
  await dialog.getByLabel('What happened (optional)').fill('Wants money before we meet');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();

  const admin = await openAs(browser, baseURL!, DEMO_ADMIN, DEMO_PASSWORD);
  const ap = admin.page;
  await ap.goto('/deshboard/reported-conversations');
  const reportRow = ap.getByRole('row').filter({ hasText: phone });
  await expect(reportRow).toContainText('Asks to pay outside Resale Zone');
  await screenshots(ap, testInfo, 'reported-conversations');
  await expectNoAxeViolations(ap);
  await reportRow.getByRole('link', { name: /Read the conversation/ }).click();
  await expect(ap.getByText('Send 50 by bKash first to hold it')).toBeVisible();
  await expect(ap.getByText('Contact or payment details')).toBeVisible();
  await ap.getByLabel('Stop Selim Seller from sending messages').check();
  await ap.getByLabel('Note (for the audit trail)').fill('Asked for payment outside the platform');
  await screenshots(ap, testInfo, 'reported-conversation');
  await expectNoAxeViolations(ap);
  await ap.getByRole('button', { name: 'Decide' }).click();
  await expect(ap.getByText('Status: Account stopped from messaging.')).toBeVisible();

  await sellerSide.page.reload();
  await expect(
    sellerSide.page.getByText(/An administrator stopped your account from sending messages/),
  ).toBeVisible();
  await expect(sellerSide.page.getByLabel('Message', { exact: true })).toHaveCount(0);
  await ap.goto('/deshboard/audit');
  await expect(ap.getByText('Stopped an account messaging').first()).toBeVisible();
  await admin.close();
  await sellerSide.close();
});
