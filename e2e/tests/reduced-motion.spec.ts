import { expect, test } from '@playwright/test';
import { listPhoneThroughApi, signUpThroughApi, unique } from '../support/api-accounts.ts';
import { E2E_PASSWORD, signInThroughApi } from '../support/auth.ts';

// Someone whose system asks for reduced motion (prefers-reduced-motion: reduce) gets the same
// dialogs, without their transitions: focus still moves into a dialog as it opens.
test.use({ reducedMotion: 'reduce' });

test('with reduced motion a dialog opens with focus on its first control, and Escape gives focus back', async ({
  page,
  baseURL,
}) => {
  const seller = await signUpThroughApi(baseURL!, 'seller', 'Rhea Seller');
  const phone = `Pixel 7 ${unique()}`;
  await listPhoneThroughApi(seller, { productName: phone });
  await signInThroughApi(page, seller.email, E2E_PASSWORD);
  await page.goto('/deshboard/showproduct');

  const row = page.getByRole('row').filter({ hasText: phone });
  const opener = row.getByRole('button', { name: 'Delete' });
  await opener.click();
  const dialog = page.getByRole('dialog');
  // The confirmation's safe choice takes focus, as it does with motion.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Nothing keeps moving: no time-based animation is still running (daisyUI's scroll-driven
  // bookkeeping on <html> is not motion).
  expect(
    await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.timeline instanceof DocumentTimeline)
        .map((a) => (a as CSSAnimation).animationName),
    ),
  ).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(row).toBeVisible();
});
