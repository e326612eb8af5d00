import { expect, request as playwrightRequest, type Browser, type Page } from '@playwright/test';

/** The demo seed's accounts share this password (apps/api/src/db/demo/demo-data.ts). */
export const DEMO_PASSWORD = 'resale-demo-2026';
export const DEMO_ADMIN = 'admin@resale.zone';
export const DEMO_SELLER = 'sam.seller@resale.zone';
export const DEMO_BUYER = 'bianca.buyer@resale.zone';

/** A password on no list of common passwords, for accounts the journeys create. */
export const E2E_PASSWORD = 'amber-compass-river-81';

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}@example.test`;
}

/** Fills and sends the /singin form (the page must be on /singin). */
export async function signInOnPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in from /singin and waits until the navbar shows the signed-in controls. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/singin');
  await signInOnPage(page, email, password);
  await expect(page.getByRole('button', { name: 'Sing out' })).toBeVisible();
}

/**
 * Signs the page's browser context in through the API, as the sign-in form does (the session
 * cookie lands in the context's jar; the app takes its access token itself on the next page).
 * For journeys whose subject is not signing in: it saves them loading and sending the form.
 * `auth.spec.ts` and the journeys that sign in on their way (a return after sign-in) keep the form.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const answer = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A photo the image service accepts: one of the demo listings' pictures. */
export async function demoPhoto(baseURL: string): Promise<Buffer> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const featured = (await (await api.get('/api/advertise')).json()) as { productPhoto: string }[];
    const photo = await api.get(featured[0]!.productPhoto);
    expect(photo.ok()).toBe(true);
    return await photo.body();
  } finally {
    await api.dispose();
  }
}

/** A second person: their own browser context, signed in (no page loaded yet); `close` ends it. */
export async function openAs(
  browser: Browser,
  baseURL: string,
  email: string,
  password = E2E_PASSWORD,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, email, password);
  return { page, close: () => context.close() };
}
