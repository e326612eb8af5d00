#!/usr/bin/env node
// What a listing page costs a phone before and at its first use (decision 062): in Debian's
// Chromium with the CPU slowed 4x (Lighthouse's mobile setting), a signed-out visitor opens
// `URL/products/ID`, waits for the page to settle, then presses the photo to enlarge it.
// Prints, per run: the scripts loaded before any interaction (gzip bytes as sent), the main
// thread's blocking time before then (long tasks' time over 50 ms), the time from the press to the
// photo viewer on screen, and the blocking time in between; then the medians.
//
// Usage: node scripts/first-use.mjs http://127.0.0.1:3300 [--runs 3]   (a running server)
import { chromium } from 'playwright';

const origin = process.argv[2];
if (!origin) {
  console.error('Usage: node scripts/first-use.mjs <origin> [--runs N]');
  process.exit(2);
}
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]) || 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const featured = await fetch(`${origin}/api/advertise`).then((res) => res.json());
const listing = featured[0];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
});
const rows = [];
for (let run = 1; run <= RUNS; run += 1) {
  // A phone: touch, no mouse hovering over the page while it loads.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (globalThis);
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${origin}/products/${listing._id}`, { waitUntil: 'networkidle' });
  // The scripts' bytes as sent (compressed), from the page's own resource timing.
  const scriptBytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          /** @type {any} */ (entry).initiatorType === 'script' || entry.name.endsWith('.js'),
      )
      .reduce((sum, entry) => sum + /** @type {any} */ (entry).encodedBodySize, 0),
  );
  const blocking = (from, to) =>
    page.evaluate(
      ([a, b]) =>
        /** @type {any} */ (globalThis).longTasks
          .filter(([start]) => start >= a && start < b)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      [from, to],
    );
  const before = await blocking(0, Infinity);
  const pressedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: `${listing.productName}: enlarge photo` }).tap();
  await page.getByRole('dialog', { name: 'Photo viewer' }).waitFor();
  const shownAt = await page.evaluate(() => performance.now());
  const during = await blocking(pressedAt, Infinity);
  rows.push({ scriptBytes, before, press: shownAt - pressedAt, during });
  console.log(
    `run ${run}: scripts before any interaction ${(scriptBytes / 1024).toFixed(1)} KB, blocking ${before.toFixed(0)} ms; press to viewer ${(shownAt - pressedAt).toFixed(0)} ms, blocking ${during.toFixed(0)} ms`,
  );
  await context.close();
}
await browser.close();
console.log(
  `median: scripts ${(median(rows.map((r) => r.scriptBytes)) / 1024).toFixed(1)} KB, blocking before ${median(rows.map((r) => r.before)).toFixed(0)} ms, press to viewer ${median(rows.map((r) => r.press)).toFixed(0)} ms, blocking after the press ${median(rows.map((r) => r.during)).toFixed(0)} ms`,
);
