import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3201';
const out = '/tmp/disc-web-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ids = await (await fetch(`${base}/api/search?q=iphone`)).json();
const firstId = ids.items[0]._id;
async function shoot(ctx, name, path, wait, width) {
  const page = await ctx.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(base + path);
  await page.getByText(wait).first().waitFor({ timeout: 15000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: name !== 'category' });
  await page.close();
}
const anon = await browser.newContext();
const buyer = await browser.newContext();
const bp = await buyer.newPage();
await bp.goto(base + '/singin');
await bp.getByLabel('Email', { exact: true }).fill('bianca.buyer@resale.zone');
await bp.getByLabel('Password', { exact: true }).fill('resale-demo-2026');
await bp.getByRole('button', { name: 'Sign in', exact: true }).click();
await bp.getByRole('button', { name: 'Sing out' }).waitFor();
await bp.goto(`${base}/products/${firstId}`);
const heart = bp.getByRole('button', { name: 'Save to wishlist' });
await heart.waitFor();
await heart.click();
await bp.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
await bp.close();
for (const width of [1280, 360]) {
  await shoot(buyer, 'detail', `/products/${firstId}`, 'How we grade', width);
  await shoot(anon, 'search', '/search?q=iphone+13', 'found', width);
  await shoot(buyer, 'search-empty', '/search?q=nokia&condition=Fair&maxPrice=50', 'No phones match', width);
  await shoot(buyer, 'wishlist', '/deshboard/wishlist', 'saved phone', width);
  await shoot(buyer, 'category', '/categories/iphone', 'This Category has', width);
}
await browser.close();
