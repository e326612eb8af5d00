import { afterEach, describe, expect, test, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes, type RouteHandle } from '../router.tsx';
import { holdEarlyInput } from './hydration-gate.ts';
import { isIslandPage, leaveByLinks, onFirstUse, onVisible } from './island-pages.ts';
import { replayInput } from './replay-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const markedInRoutes = (path: string) =>
  (matchRoutes(routes, path) ?? []).some((m) => (m.route.handle as RouteHandle)?.islands);

describe('the pages rendered as islands', () => {
  test.each([
    '/products/abc',
    '/home',
    '/',
    '/search',
    '/categories/apple',
    '/categories/apple/',
    '/sellers/abc',
    '/homes',
    '/price-guide',
    '/price-guide/iphone/iphone-13',
    '/price-guide/iphone',
    '/deshboard',
    '/singin',
  ])('the entry and the route table agree on %s', (path) => {
    expect(isIslandPage(path)).toBe(markedInRoutes(path));
  });

  test.each(['/', '/home', '/products/abc', '/categories/apple', '/sellers/abc', '/search'])(
    '%s is one of them',
    (path) => {
      expect(isIslandPage(path)).toBe(true);
    },
  );
});

function islandsPage() {
  document.body.innerHTML = `
    <div id="root">
      <a id="trusted" href="/trusted-seller">Trusted sellers</a>
      <a id="other" href="/products/2">Another phone</a>
      <a id="ics" href="/api/bookings/1/meeting.ics">Calendar</a>
      <a id="skip" href="#main">Skip</a>
      <div data-island="actions" class="contents"><button id="book">Check out</button></div>
      <div data-island="done" data-hydrated class="contents"><a id="routed" href="/singin">Sign in</a></div>
      <button id="static">Static</button>
    </div>`;
  return document.getElementById('root')!;
}

const click = (id: string) =>
  document
    .getElementById(id)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('on an islands page', () => {
  test('a link to a page that is not islands is handed to the app; the others load as pages', () => {
    islandsPage();
    const leave = vi.fn();
    leaveByLinks(leave);
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    try {
      click('trusted');
      expect(leave).toHaveBeenCalledWith('http://localhost:3000/trusted-seller');
      for (const id of ['other', 'ics', 'skip', 'routed']) click(id);
      expect(leave).toHaveBeenCalledTimes(1);
    } finally {
      // The test files share one page (isolate: false): no click elsewhere may stay stopped.
      document.removeEventListener('click', stop);
    }
  });

  test('a click on an island before its code runs is held, and made again inside it only', async () => {
    const root = islandsPage();
    const input = holdEarlyInput(root, (el) =>
      Boolean(el.closest('[data-island]:not([data-hydrated])')),
    );
    const booked = vi.fn();
    const statics = vi.fn();
    document.getElementById('book')!.addEventListener('click', booked);
    document.getElementById('static')!.addEventListener('click', statics);
    document.getElementById('book')!.click();
    document.getElementById('static')!.click();
    expect(booked).not.toHaveBeenCalled();
    expect(statics).toHaveBeenCalledTimes(1);

    const island = root.querySelector<HTMLElement>('[data-island="actions"]')!;
    island.dataset.hydrated = '';
    await replayInput(input.takeWithin(island));
    expect(booked).toHaveBeenCalledTimes(1);
    expect(input.take().clicks).toEqual([]);
  });

  test('an arrow pressed on an island before its code runs is made again where the focus is', async () => {
    const root = islandsPage();
    const input = holdEarlyInput(root, (el) =>
      Boolean(el.closest('[data-island]:not([data-hydrated])')),
    );
    const book = document.getElementById('book')!;
    book.focus();
    const pressed = vi.fn((event: KeyboardEvent) => event.key);
    book.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    book.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    book.addEventListener('keydown', pressed);

    const island = root.querySelector<HTMLElement>('[data-island="actions"]')!;
    island.dataset.hydrated = '';
    await replayInput(input.takeWithin(island));
    // Only the key that moves within a part; a letter means nothing to a button.
    expect(pressed.mock.results.map((result) => result.value as string)).toEqual(['ArrowRight']);
    expect(input.take().keys).toEqual([]);
  });

  test('an island starts on its first use, once, and not when a pointer passes over it', () => {
    const root = islandsPage();
    const island = root.querySelector('[data-island="actions"]')!;
    const start = vi.fn();
    onFirstUse(island, start);
    const book = document.getElementById('book')!;
    book.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    book.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    book.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('an island drawn once in view', () => {
  test('its wrapper has no box, so its children are watched, and it starts once', () => {
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <div id="chart" data-island="chart" class="contents"><section id="panel"></section></div>`;
    const start = vi.fn();
    onVisible(document.getElementById('chart')!, start);
    expect(observed.map((element) => element.id)).toEqual(['panel']);
    report([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
