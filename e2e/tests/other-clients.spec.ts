import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import {
  OTHER_CLIENT_ORIGIN,
  OTHER_CLIENT_PORT,
  STRANGER_CLIENT_PORT,
} from '../support/other-client-settings.ts';

/**
 * Another web client on its own origin uses the API the way the original app's client does
 * (issue 23, item 9): `fetch` with the stored token as a bearer header, never cookies, and the
 * answers' photo URLs straight into <img>. Its origin is in the server's CORS_ORIGINS
 * (playwright.config.ts); the same page served from another port is not, and the browser keeps
 * the answers from it.
 */
const CLIENT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Other client</title></head>
<body>
<p id="state">loading</p>
<h2>Featured</h2><ul id="featured"></ul>
<h2>Iphone</h2><ul id="iphone"></ul>
<script>
  const api = new URLSearchParams(location.search).get('api');
  const show = (id, products) => {
    for (const product of products) {
      const item = document.createElement('li');
      const img = document.createElement('img');
      img.src = product.productPhoto;
      img.alt = product.productName;
      img.width = 120;
      item.append(img, product.productName);
      document.getElementById(id).append(item);
    }
  };
  (async () => {
    try {
      const featured = await fetch(api + '/api/advertise');
      show('featured', await featured.json());
      const iphone = await fetch(api + '/api/categories/iphone', {
        headers: { authorization: 'bearer ' + localStorage.getItem('accessToken') },
      });
      show('iphone', await iphone.json());
      document.getElementById('state').textContent = 'loaded';
    } catch (err) {
      document.getElementById('state').textContent = 'refused: ' + err.message;
    }
  })();
</script>
</body></html>`;

const servers: http.Server[] = [];

test.beforeAll(async () => {
  for (const port of [OTHER_CLIENT_PORT, STRANGER_CLIENT_PORT]) {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CLIENT_PAGE);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    servers.push(server);
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Opens the client page on `port` with a signed-in buyer's token in its own storage. */
async function openClient(page: Page, port: number, baseURL: string, token: string) {
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), token);
  await page.goto(`http://127.0.0.1:${port}/?api=${encodeURIComponent(baseURL)}`);
}

/** Every image of the list has loaded real pixels (a blocked or broken one has width 0). */
async function expectImagesLoaded(page: Page, list: string) {
  const images = page.locator(`#${list} img`);
  expect(await images.count()).toBeGreaterThan(0);
  for (const img of await images.all()) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('a listed origin reads the featured phones and a brand with a bearer token and shows their photos', async ({
  page,
  baseURL,
}) => {
  expect(new URL(OTHER_CLIENT_ORIGIN).port).toBe(String(OTHER_CLIENT_PORT));
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Far Seller');
  const name = `Iphone from afar ${unique()}`;
  await listPhoneThroughApi(seller, { productName: name });
  const buyer = await signUpThroughApi(baseURL!, 'buyer', 'Far Buyer');

  await openClient(page, OTHER_CLIENT_PORT, baseURL!, buyer.token);
  await expect(page.locator('#state')).toHaveText('loaded');
  await expect(page.locator('#featured li').first()).toBeVisible();
  // The phone listed just now, with its photo: an absolute URL on the API's origin.
  const mine = page.locator('#iphone li', { hasText: name });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`^${baseURL!.replace(/[.]/g, '\\.')}/images/[0-9a-f]{32}-\\d+\\.webp$`),
  );
  await expectImagesLoaded(page, 'featured');
  await expectImagesLoaded(page, 'iphone');
  await seller.api.dispose();
  await buyer.api.dispose();
});

test('an origin that is not listed gets nothing, though it may still embed the photos', async ({
  page,
  baseURL,
  request,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refusals.push(message.text());
  });
  await openClient(page, STRANGER_CLIENT_PORT, baseURL!, 'no-token');
  await expect(page.locator('#state')).toHaveText(/^refused: /);
  await expect(page.locator('#featured li')).toHaveCount(0);
  expect(refusals.join('\n')).toMatch(/CORS policy/);

  // Photos are public: any page may show them (Cross-Origin-Resource-Policy: cross-origin).
  const featured = (await (await request.get('/api/advertise')).json()) as {
    productPhoto: string;
    productName: string;
  }[];
  const photo = featured[0]!.productPhoto;
  expect(photo.startsWith(`${baseURL}/images/`)).toBe(true);
  await page.evaluate((src) => {
    const img = document.createElement('img');
    img.src = src;
    document.getElementById('featured')!.append(img);
  }, photo);
  await expectImagesLoaded(page, 'featured');
});
