import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { E2E_PASSWORD, signInOnPage, uniqueEmail } from '../support/auth.ts';

/**
 * A buyer reports a listing from a category page (issue 5). The listing is a fresh one of a seller
 * made for this test, so that no demo row gets reported.
 */

async function signUp(request: APIRequestContext, accountType: 'buyer' | 'seller') {
  const email = uniqueEmail(accountType);
  const name = accountType === 'buyer' ? 'Rita Reporter' : 'Hugo Huawei';
  const answer = await request.post('/api/auth/sign-up', {
    data: { name, email, password: E2E_PASSWORD, accountType },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { name, email };
}

/** A seller lists a Huawei phone through the API (photo through the image service), newest first. */
async function listHuaweiPhone(baseURL: string): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    return await listAs(request);
  } finally {
    await request.dispose();
  }
}

async function listAs(request: APIRequestContext): Promise<string> {
  const seller = await signUp(request, 'seller');
  const jwt = await request.get(`/api/jwt?email=${encodeURIComponent(seller.email)}`);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;

  const demo = (await (await request.get('/api/advertise')).json()) as { productPhoto: string }[];
  const photo = await (await request.get(demo[0]!.productPhoto)).body();
  const upload = await request.post('/api/images', {
    headers: { authorization },
    multipart: { image: { name: 'p60.webp', mimeType: 'image/webp', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { data } = (await upload.json()) as { data: { url: string } };

  const productName = `Huawei P60 ${Date.now().toString(36)}`;
  const created = await request.post('/api/addproduct', {
    headers: { authorization },
    data: {
      productName,
      sellerName: seller.name,
      productPhoto: data.url,
      resalePrice: 420,
      orginalPrice: 899,
      location: 'Sylhet, Zindabazar',
      categories: 'Huawei',
      condition: 'Excellent',
      useDuration: '5 months',
      sellerEmail: seller.email,
      publishDat: '2026-03-04',
      description: 'Like new.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return productName;
}

const cardOf = (page: Page, productName: string) =>
  page.getByRole('article', { name: productName });

test('a signed-out visitor is sent to sign in, and comes back to report the phone', async ({
  page,
  baseURL,
}) => {
  const productName = await listHuaweiPhone(baseURL!);
  const api = await playwrightRequest.newContext({ baseURL });
  const buyer = await signUp(api, 'buyer');
  await api.dispose();

  await page.goto('/categories/huawei');
  await cardOf(page, productName).getByRole('button', { name: 'Report' }).click();

  await expect(page).toHaveURL(/\/singin$/);
  await signInOnPage(page, buyer.email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/categories\/huawei$/);

  await cardOf(page, productName).getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${productName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
  await dialog.getByLabel('Reason (optional)').selectOption('It looks counterfeit');
  await dialog.getByRole('button', { name: 'Report' }).click();

  await expect(page.getByText(`Thanks, ${productName} is reported`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still listed: an admin decides what happens to it.
  await expect(cardOf(page, productName)).toBeVisible();

  // Report now says Reported and is not offered twice, also after a reload (the server knows).
  const reported = cardOf(page, productName).getByRole('button', { name: 'Reported' });
  await expect(reported).toBeDisabled();
  await page.reload();
  await expect(reported).toBeDisabled();
});

test('the report dialog works from the keyboard and Escape cancels it', async ({
  page,
  baseURL,
}) => {
  const productName = await listHuaweiPhone(baseURL!);
  // Signed up through the browser's own request context: the page shares its session.
  await signUp(page.request, 'buyer');

  await page.goto('/categories/huawei');
  const report = cardOf(page, productName).getByRole('button', { name: 'Report' });
  await report.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Report ${productName}` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});
