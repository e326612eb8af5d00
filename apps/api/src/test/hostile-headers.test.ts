import { describe, expect, test } from 'vitest';
import { imageForm, solidImage } from '../features/images/test-images.ts';
import type { SignedUp } from './auth.ts';
import { databaseChecksum, type Endpoint } from './hostile.ts';
import type { TestContext } from './test-app.ts';
import { productForm, useHostileApp } from './hostile-app.ts';

/**
 * Hostile requests that are not random (security.md items 9, 11, 12, 14, 16): bodies past the
 * cap, mass assignment of server-owned fields, secrets and other people's private data in
 * answers, security headers on pages, API answers and images, and the input the database cannot
 * hold.
 */

let t: TestContext;
const endpoints: Endpoint[] = [];
let buyer: SignedUp;
let seller: SignedUp;
let admin: SignedUp;

useHostileApp(endpoints, (app) => {
  ({ t, buyer, seller, admin } = app);
});

const asUser = (who: SignedUp) => who.headers;

const productBody = (extra: Record<string, unknown> = {}) =>
  productForm({ sellerEmail: seller.user.email, ...extra });

describe('security headers', () => {
  function expectSecurityHeaders(res: { headers: Record<string, unknown> }, what: string) {
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp, what).toMatch(/frame-ancestors 'none'/);
    expect(csp, what).toMatch(/default-src '(self|none)'/);
    expect(csp, what).toMatch(/object-src 'none'/);
    expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by'], what).toBeUndefined();
  }

  test('pages (a deep link served the SPA)', async () => {
    for (const url of ['/', '/category/iphone', '/deshboard/myorders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectSecurityHeaders(res, url);
    }
  });

  test('API answers: success, refusals and errors alike', async () => {
    const cases = [
      { url: '/api/advertise', status: 200 },
      { url: '/api/categories/NOKIA', status: 400 },
      { url: '/api/bookings', status: 401 },
      { url: '/api/nothing-here', status: 404 },
      { url: '/api/bookings/%E0%A4%A', status: 400 },
    ];
    for (const { url, status } of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expectSecurityHeaders(res, url);
    }
  });

  test('stored images', async () => {
    const form = imageForm(await solidImage('png', 64, 64));
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, ...asUser(seller) },
    });
    expect(up.statusCode, up.body).toBe(200);
    const url = (up.json() as { data: { url: string } }).data.url;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(res, url);
    const missing = await t.app.inject({ method: 'GET', url: '/images/..%2F..%2Fetc%2Fpasswd' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toMatch(/root:/);
    expectSecurityHeaders(missing, 'missing image');
  });
});

describe('input the database cannot hold is a 400 naming the field', () => {
  test.each([6e-323, 0.001, 1e-9])('a price of %s dollars (0 cents) is refused', async (price) => {
    const before = await databaseChecksum(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: asUser(seller),
      payload: productBody({ orginalPrice: price }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'orginalPrice' });
    expect(await databaseChecksum(t.database.db)).toBe(before);
  });

  test.each([
    ['a path parameter', 'GET', '/api/bookings/a%00b', undefined, 'id'],
    ['a query parameter', 'GET', '/api/allbuyers?q=a%00b', undefined, 'q'],
    ['a body field', 'POST', '/api/addproduct', { productName: 'a\u0000b' }, 'productName'],
    ['a URL that does not decode', 'GET', '/api/bookings/%E0%A4%A', undefined, 'url'],
  ] as const)('NUL or broken encoding in %s', async (_what, method, url, extra, field) => {
    const before = await databaseChecksum(t.database.db);
    const res = await t.app.inject({
      method,
      url,
      headers: asUser(
        url.startsWith('/api/allbuyers')
          ? admin
          : url.startsWith('/api/addproduct')
            ? seller
            : buyer,
      ),
      ...(extra ? { payload: productBody(extra) } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field });
    expect(await databaseChecksum(t.database.db)).toBe(before);
  });
});
