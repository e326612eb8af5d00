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

  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Resale Zone API/ })).toBeVisible();
  await expect(page.locator('[data-path="/api/products/{id}"]').first()).toBeVisible();

  // Try the liveness route from the page: the UI fetches it from this origin.
  const live = page.locator('.opblock', { has: page.locator('[data-path="/api/health/live"]') });
  await live.locator('.opblock-summary').first().click();
  await live.getByRole('button', { name: 'Try it out' }).click();
  await live.getByRole('button', { name: 'Execute' }).click();
  await expect(live.locator('.live-responses-table tbody .response-col_status')).toContainText(
    '200',
  );

  const inPage = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect([...inPage, ...violations]).toEqual([]);
  expect(offOrigin).toEqual([]);
});
