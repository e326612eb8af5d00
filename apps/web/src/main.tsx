import {
  afterLargestPaint,
  holdEarlyInput,
  preloadModules,
  whenIdle,
} from './lib/hydration-gate.ts';
import { PAGE_MODULES_ID, PAGE_STATE_ID } from './lib/page-state-id.ts';
import './index.css';

/**
 * The entry: a few hundred bytes that run first. On a page rendered by the server (decision 017)
 * the content is already there; the app's code (`start-app.tsx`) and the page's chunk download and
 * run once the largest image is on screen, and clicks on buttons and changed fields made before
 * then are replayed after hydration. Without a server render (the Vite dev server) the app starts at once.
 */
/** How long hydration may wait for the largest image (a slow line may never bring it). */
const LARGEST_PAINT_MAX_WAIT_MS = 3000;
/** How long held clicks may wait for React's background hydration once the root is committed. */
const HYDRATION_IDLE_MAX_WAIT_MS = 2000;

const container = document.getElementById('root')!;
const state = document.getElementById(PAGE_STATE_ID);

if (state) {
  const input = holdEarlyInput(container);
  await afterLargestPaint(container, LARGEST_PAINT_MAX_WAIT_MS);
  preloadModules(PAGE_MODULES_ID);
  try {
    const { hydrateApp, replayInput } = await import('./start-app.tsx');
    await hydrateApp(container, state.textContent ?? '');
    await whenIdle(HYDRATION_IDLE_MAX_WAIT_MS);
    await replayInput(input.take());
  } catch (error) {
    input.take();
    throw error;
  }
} else {
  const { renderApp } = await import('./start-app.tsx');
  renderApp(container);
}
