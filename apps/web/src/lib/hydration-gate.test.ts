import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterLargestPaint, holdEarlyInput, preloadModules } from './hydration-gate.ts';
import { replayInput } from './replay-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.useRealTimers();
});

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button id="report">Report</button>
      <a id="details" href="/products/1"><button id="inside-link">Details</button></a>
      <button id="off" disabled>Submit</button>
    </div>
    <button id="outside">Outside</button>`;
  return document.getElementById('root')!;
}

describe('a click on a button before the app has taken over the page', () => {
  test('is held, then made again once the app handles it', async () => {
    const clicks = holdEarlyInput(page());
    const report = document.getElementById('report')!;
    const handled = vi.fn();
    report.addEventListener('click', handled);

    report.click();
    expect(handled).not.toHaveBeenCalled();

    await replayInput(clicks.take());
    expect(handled).toHaveBeenCalledTimes(1);
    // Held once, made once, and nothing is held any more.
    report.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  test('links and buttons outside the app are left alone', () => {
    holdEarlyInput(page());
    const outside = vi.fn();
    document.getElementById('outside')!.addEventListener('click', outside);
    const link = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('details')!.addEventListener('click', link);

    document.getElementById('outside')!.click();
    document.getElementById('inside-link')!.click();
    expect(outside).toHaveBeenCalledTimes(1);
    expect(link).toHaveBeenCalledTimes(1);
  });

  test('a button gone or disabled by the time the app runs is not clicked', async () => {
    const clicks = holdEarlyInput(page());
    const report = document.getElementById('report') as HTMLButtonElement;
    const handled = vi.fn();
    report.addEventListener('click', handled);
    report.click();
    report.disabled = true;
    await replayInput(clicks.take());
    expect(handled).not.toHaveBeenCalled();
  });

  test('once taken, nothing more is held (the app failed to start: what was held is dropped)', () => {
    const clicks = holdEarlyInput(page());
    const report = document.getElementById('report')!;
    const handled = vi.fn();
    report.addEventListener('click', handled);
    report.click();
    // The app failed to start: what was held is taken and dropped; clicks work again natively.
    clicks.take();
    expect(handled).not.toHaveBeenCalled();
    report.click();
    expect(handled).toHaveBeenCalledTimes(1);
  });
});

describe('waiting for the largest image', () => {
  test('a page without one does not wait', async () => {
    await expect(afterLargestPaint(page(), 10_000)).resolves.toBeUndefined();
  });

  test('an image that never arrives holds the app back no longer than the cap', async () => {
    vi.useFakeTimers();
    const root = page();
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    Object.defineProperty(image, 'complete', { value: false });
    image.decode = () => new Promise(() => {});
    root.append(image);
    let done = false;
    void afterLargestPaint(root, 3000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('the page’s modules', () => {
  test('the files the server lists are preloaded as modules', () => {
    document.body.innerHTML = `<script type="application/json" id="mods">["/assets/a.js","/assets/b.js"]</script>`;
    preloadModules('mods');
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ]);
  });

  test('a missing or broken list preloads nothing and throws nothing', () => {
    preloadModules('nowhere');
    document.body.innerHTML = `<script type="application/json" id="mods">not json</script>`;
    preloadModules('mods');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
