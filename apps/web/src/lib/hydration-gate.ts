/**
 * What the entry does before the app's code runs on a server-rendered page (decision 017):
 *
 * - `holdEarlyInput`: a click on a button before React has taken over the page would do nothing
 *   (the button has no handler yet). It is held instead, and clicked again once the app hydrates,
 *   when React handles it. Links are not held: they work without JavaScript. A field changed
 *   before then (a ticked filter, a typed search) keeps what the person chose, and the app is told
 *   of it first, as if it had just been changed (replay-input.ts, in the app's code).
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

/** A form field whose change before hydration is noted. */
export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A key pressed on a part that had no code yet (an arrow on a photo's thumbnail). */
export interface HeldKey {
  target: HTMLElement;
  init: KeyboardEventInit;
}

/**
 * What was held: buttons clicked, in order, each changed field with the tick or text chosen, and
 * the keys that move within a part (arrows, Home, End, Escape) pressed outside a field.
 */
export interface EarlyInput {
  clicks: HTMLElement[];
  fields: Map<Field, boolean | string>;
  keys: HeldKey[];
}

/** Keys a part handles itself (a gallery, a menu): pressed before its code, they are made again. */
const MOVES = /^(?:Arrow(?:Up|Down|Left|Right)|Home|End|Escape)$/;

/**
 * Holds clicks on buttons and notes changed fields until `take()`, which stops and hands over what
 * was held (`replayInput` of replay-input.ts, in the app's code, makes it again).
 */
export function holdEarlyInput(
  root: HTMLElement,
  /** Whether input on this element waits (default: all of `root`'s); islands: only theirs, until hydrated. */
  holds: (element: Element) => boolean = () => true,
): { take(): EarlyInput; takeWithin(part: Element): EarlyInput } {
  const held: EarlyInput = { clicks: [], fields: new Map(), keys: [] };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button, [role="button"]');
    if (!(button instanceof HTMLElement) || !root.contains(button) || !holds(button)) return;
    if (button.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.clicks.includes(button)) held.clicks.push(button);
  };
  // A field's own change goes ahead (the person sees their tick or text), and is noted: a render
  // once React has taken over would put back what the server sent. A chosen file cannot be set
  // again by code; the person picks it again.
  const note = (field: Field) => {
    if (!root.contains(field) || !holds(field) || !('value' in field) || field.type === 'file') {
      return;
    }
    held.fields.set(
      field,
      /^(checkbox|radio)$/.test(field.type) ? (field as HTMLInputElement).checked : field.value,
    );
  };
  const onChange = (event: Event) => note(event.target as Field);
  // A key goes ahead too (it may scroll the page), and is noted; a field's keys are its own.
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target || !MOVES.test(event.key) || !root.contains(target) || !holds(target)) return;
    if (target.closest('input, select, textarea, [contenteditable]')) return;
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    held.keys.push({ target, init: { key, code, shiftKey, altKey, ctrlKey, metaKey } });
  };
  const kinds = ['click', 'input', 'change', 'keydown'] as const;
  const listeners = [onClick, onChange, onChange, onKey] as EventListener[];
  kinds.forEach((kind, i) => document.addEventListener(kind, listeners[i]!, true));
  // A field changed before this ran (a box ticked while the entry was on its way) counts too.
  root.querySelectorAll<Field>('input, select, textarea').forEach((f) => changed(f) && note(f));
  return {
    take() {
      kinds.forEach((kind, i) => document.removeEventListener(kind, listeners[i]!, true));
      return held;
    },
    /** What was held inside `part` (an island now hydrated): handed over, and no longer held. */
    takeWithin(part) {
      const within: EarlyInput = { clicks: [], fields: new Map(), keys: [] };
      held.clicks = held.clicks.filter((button) => {
        if (!part.contains(button)) return true;
        within.clicks.push(button);
        return false;
      });
      held.keys = held.keys.filter((pressed) => {
        if (!part.contains(pressed.target)) return true;
        within.keys.push(pressed);
        return false;
      });
      for (const [field, chosen] of held.fields) {
        if (!part.contains(field)) continue;
        within.fields.set(field, chosen);
        held.fields.delete(field);
      }
      return within;
    },
  };
}

/** Whether a field no longer shows what the server's HTML gave it. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(initial, 0);
  }
  if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
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
