import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
 * The accessibility violations of the page, or of the part under `include`, as readable lines.
 * Waits for running animations first: a dialog fading in must be judged by the colours people see
 * once it has settled, not by a frame half-way.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`),
  );
}
