import { expect, test } from '@playwright/test';

// The API's docs page as a developer opens it: Swagger UI served by the app itself, under the
// site's content security policy, with nothing blocked and a request tried from the page.

test('the API docs page shows the API and tries a request, with no CSP violation', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const violations: string[] = [];
  const offOrigin: string[] = [];
  // Recorded in the page before any of its scripts run; read back at the end.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  // Everything it loads comes from this server (inline data: images aside): no CDN.
  page.on('request', (r) => {
    if (!/^(data|blob):/.test(r.url()) && new URL(r.url()).origin !== origin) {
      offOrigin.push(r.url());
    }
  });

  const recorded = () =>
    page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  // Swagger UI draws the operations as they scroll into view (over 100 paths), so a test that
  // scrolls to find one is at the mercy of the page's timing. A developer's link to an operation
  // (deep linking: #/tag/operation) opens it and brings it into view instead. One load of the
  // page: parsing and drawing the whole API is the slow part, several seconds of a busy CI
  // machine's CPU, so the test loads it once and gives it twice the usual time.
  test.setTimeout(60_000);
  const answer = await page.goto('/api/docs#/auth/get_api_auth_providers');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Resale Zone API/ })).toBeVisible();

  // Try a public route from the page (the sign-in providers): the UI fetches it from this origin.
  const live = page
    .locator('.opblock', { has: page.locator('[data-path="/api/auth/providers"]') })
    .first();
  await expect(live).toBeVisible({ timeout: 20_000 });
  await live.getByRole('button', { name: 'Try it out' }).click();
  await live.getByRole('button', { name: 'Execute' }).click();
  await expect(live.locator('.live-responses-table tbody .response-col_status')).toContainText(
    '200',
  );

  expect([...(await recorded()), ...violations]).toEqual([]);
  expect(offOrigin).toEqual([]);
});
