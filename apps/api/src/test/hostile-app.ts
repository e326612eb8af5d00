import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { signUpAs, type SignedUp } from './auth.ts';
import { collectEndpoints, randomSecret, type Endpoint } from './hostile.ts';
import { createTestContext, type TestContext } from './test-app.ts';

export const AUTH_SECRET = `hostile-${randomSecret()}`;
export const UPLOAD_MAX_BYTES = 64 * 1024;

export interface HostileApp {
  t: TestContext;
  buyer: SignedUp;
  otherBuyer: SignedUp;
  seller: SignedUp;
  otherSeller: SignedUp;
  admin: SignedUp;
}

/**
 * The set-up of the hostile request suites: the app serving a stand-in for the built SPA (pages
 * as in production), with a known secret and a small upload cap, and a member of every kind,
 * made before the file's tests (`use` receives them) and closed after. Every route registered
 * lands in `endpoints`.
 */
export function useHostileApp(endpoints: Endpoint[], use: (app: HostileApp) => void) {
  let webDist: string;
  let app: HostileApp | undefined;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(process.env.TMPDIR ?? '/tmp', 'rz-hostile-web-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Resale Zone</title>',
    );
    const t = await createTestContext(
      { AUTH_SECRET, WEB_DIST: webDist, UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) },
      { onRoute: collectEndpoints(endpoints) },
    );
    app = {
      t,
      buyer: await signUpAs(t, { accountType: 'buyer' }),
      otherBuyer: await signUpAs(t, { accountType: 'buyer' }),
      seller: await signUpAs(t, { accountType: 'seller' }),
      otherSeller: await signUpAs(t, { accountType: 'seller' }),
      admin: await signUpAs(t, { accountType: 'admin' }),
    };
    use(app);
  });
  afterAll(async () => {
    await app?.t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });
}

/** The add-a-phone form as the web app sends it, with `fields` over its defaults. */
export const productForm = (fields: Record<string, unknown>) => ({
  productName: 'Pixel 8',
  sellerName: 'Seller',
  productPhoto: '/images/hostile.webp',
  resalePrice: 300,
  orginalPrice: 700,
  location: 'Dhaka',
  categories: 'Iphone',
  condition: 'Good',
  useDuration: '1 year',
  publishDat: '2026-11-01',
  description: 'A phone.',
  ...fields,
});
