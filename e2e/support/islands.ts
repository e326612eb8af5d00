import type { Page } from '@playwright/test';

/**
 * Holds the islands' code back (their runtime, decision 062), as a slow line would; the function
 * returned lets it through.
 */
export async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-runtime-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
