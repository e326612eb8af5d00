/**
 * What the entry does before the app's code runs on a server-rendered page (decision 017):
 *
 * - `holdEarlyClicks`: a click on a button before React has taken over the page would do nothing
 *   (the button has no handler yet). It is held instead, and `replay()` clicks it again once the
 *   app hydrates, when React handles it. Links are not held: they work without JavaScript.
 * - `whenIdle`: React commits the root first and hydrates each Suspense boundary afterwards, in
 *   the background; a click that lands on a boundary in between can be lost. Clicks stay held
 *   until the browser is idle, which it is once that background work is done.
 * - `afterLargestPaint`: the page's largest image (the one with `fetchpriority="high"`) is decoded
 *   and on screen before the app's scripts run, so that a slow phone shows it first instead of
 *   after seconds of script evaluation and hydration. Never waits longer than `maxWaitMs`.
 *
 * - `preloadModules`: then the app's code and the page's chunk, listed by the server, download all
 *   at once (on a slow line they would otherwise share the bandwidth with the largest image).
 *
 * All plain DOM code with no imports: the entry stays a few hundred bytes.
 */

/** Held clicks, replayed by `replay()` in the order they were made; `stop` drops them. */
export interface HeldClicks {
  replay(): void;
  stop(): void;
}

export function holdEarlyClicks(root: HTMLElement): HeldClicks {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button, [role="button"]');
    if (!(button instanceof HTMLElement) || !root.contains(button)) return;
    if (button.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', onClick, true);
  const stop = () => document.removeEventListener('click', onClick, true);
  return {
    replay() {
      stop();
      for (const button of held.splice(0)) {
        if (button.isConnected && !button.matches(':disabled')) button.click();
      }
    },
    stop() {
      stop();
      held.length = 0;
    },
  };
}

/** Resolves once the main thread is idle (React's background hydration done), at most `maxWaitMs`. */
export function whenIdle(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
    } else {
      // Safari: no idle callback; a few frames are enough on a phone that has the code loaded.
      setTimeout(resolve, Math.min(maxWaitMs, 200));
    }
  });
}

export function afterLargestPaint(root: ParentNode, maxWaitMs: number): Promise<void> {
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  const decoded = image.complete ? Promise.resolve() : image.decode().catch(() => {});
  // A frame after the decode: the one that paints the image.
  const painted = decoded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const cap = new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs));
  return Promise.race([painted, cap]);
}

/** Starts the download of the module files listed in the JSON element `#id` (none: nothing). */
export function preloadModules(id: string): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(id)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
