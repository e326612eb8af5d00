import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits until the page's running animations that end (fades, slides) have ended: spinners and
 * skeletons loop for ever, and scroll-driven ones (daisyUI's scroll detection) never finish.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          !(a.timeline instanceof DocumentTimeline) ||
          a.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Whether axe scans in this run. CI runs the journeys on both databases, and axe judges the markup,
 * which does not depend on the database: the PostgreSQL run sets `E2E_AXE=off` (decision 042).
 * There the scans inside journeys are skipped, each noted on its test, and the tests that do
 * nothing but scan (tagged `AXE_ONLY`) are left out with `--grep-invert @axe`.
 */
export const AXE_ON = process.env.E2E_AXE !== 'off';

/** The tag of a test whose only purpose is axe's verdict: `test(title, AXE_ONLY, body)`. */
export const AXE_ONLY = { tag: '@axe' };

/** WCAG 2.2 AA's own rules, e.g. `target-size` (2.5.8: tap targets of at least 24 px). */
export const WCAG22_TAGS = ['wcag22aa'];

/**
 * The accessibility violations of the page, or of the part under `include`, as readable lines.
 * Waits for running animations first: a dialog fading in must be judged by the colours people see
 * once it has settled, not by a frame half-way. `tags` adds rule sets to AXE_TAGS.
 */
export async function axeViolations(
  page: Page,
  { include, tags = [] }: { include?: string; tags?: string[] } = {},
) {
  if (!AXE_ON) {
    test.info().annotations.push({ type: 'axe', description: 'not scanned (E2E_AXE=off)' });
    return [];
  }
  await animationsSettled(page);
  // Only the violations are read: axe then builds no selector for each of the thousands of nodes
  // that pass. On a page without frames axe runs in the page itself; its default runs it in each
  // frame and finishes in a new blank page, which it loads with axe's whole source once more.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...AXE_TAGS, ...tags])
    .setLegacyMode(page.frames().length === 1);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`),
  );
}

/** No accessibility problem in the page's main content (with any dialog opened from it). */
export async function expectNoAxeViolations(page: Page, include = '#main') {
  expect(await axeViolations(page, { include })).toEqual([]);
}

/**
 * Keeps a screenshot for people to look at. CI keeps only its log, so there none is taken: a
 * full-page shot is one of the browser's dearer steps, and the journeys are CPU-bound.
 */
export async function shoot(page: Page, path: string, { fullPage = true } = {}) {
  if (process.env.CI) return;
  await page.screenshot({ path, fullPage });
}

/** The page at 360 px and at desktop width, for people to look at; ends at desktop width. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The drawer slides when the width crosses its breakpoint: shoot once it has settled.
    await animationsSettled(page);
    await shoot(page, testInfo.outputPath(`${name}-${width}.png`));
  }
}

/**
 * axe at 360 px and at desktop width (the part under `include`, with `tags` added), and a
 * screenshot of each, from the top of the page; ends at desktop width.
 */
export async function checkAxeAtWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { include, tags, fullPage }: { include?: string; tags?: string[]; fullPage?: boolean } = {},
) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page, { include, tags }), `${name} at ${width} px`).toEqual([]);
    await shoot(page, testInfo.outputPath(`${name}-${width}.png`), { fullPage });
  }
}
