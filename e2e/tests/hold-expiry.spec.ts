import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';
import { axeViolations } from '../support/axe.ts';
import { bookThroughApi, payWithCard } from '../support/journeys.ts';

/**
 * Issue 17: a hold that no handover ends is released by the expiry job. The shared server holds
 * payments for 5 days; this journey starts a server of its own (the same compiled server, on its
 * own embedded database) whose holds last 20 seconds, and watches a held booking expire: the
 * buyer sees "Expired – payment released", the seller too, and the phone is back on sale.
 *
 * Tagged `@own-server`: its server is the same on CI's two journey runs (its own embedded
 * database either way), so the PostgreSQL run leaves it out (decision 044).
 */
/** Its server's address, on a port the system gives when the journey starts. */
let BASE = '';
let server: ChildProcess | undefined;

/** The journey's server runs on its own embedded database, on either CI run. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}
let dataDir = '';

/** A port free now on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rz-hold-expiry-'));
  const port = await freePort();
  BASE = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../apps/api/dist/server.js')],
    {
      env: {
        ...withoutDatabaseUrl(process.env),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'off',
        PASSWORD_HASH_COST: 'test',
        HOLD_DAYS: String(20 / 86_400),
      },
      stdio: 'ignore',
    },
  );
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test(
  'a hold nobody hands over expires: the payment is released and the phone is back on sale',
  { tag: '@own-server' },
  async ({ browser }) => {
    test.setTimeout(120_000);
    const seller = await signUpThroughApi(BASE, 'seller', 'Esme Seller');
    const phone = `iPhone 8 ${unique()}`;
    const phoneId = await listPhoneThroughApi(seller, { productName: phone, resalePrice: 350 });
    const buyer = await signUpThroughApi(BASE, 'buyer', 'Eli Buyer');
    const bookingId = await bookThroughApi(buyer, phoneId, { place: 'Gulshan 2 circle' });

    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    await signInThroughApi(page, buyer.email, E2E_PASSWORD);
    await page.goto(`/deshboard/payment/${bookingId}`);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByText('Payment Successfull')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: phone });
    await expect(row.getByText('Payment held until the handover')).toBeVisible();

    // Nobody meets: the job releases the hold once its 20 seconds are over.
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Expired – payment released')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [2000] });
    await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);
    expect(await axeViolations(page, { include: '#main' })).toEqual([]);

    const orders = await seller.api.get('/api/order', {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const order = ((await orders.json()) as { _id: string; status: string }[]).find(
      (o) => o._id === bookingId,
    );
    expect(order?.status).toBe('Expired – payment released');

    // Back on sale: the phone's brand page lists it again for everyone.
    const visitor = await browser.newContext({ baseURL: BASE });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/categories/iphone');
    await expect(visitorPage.getByRole('link', { name: phone }).first()).toBeVisible();
    await visitor.close();
    await context.close();
  },
);
