import { lazy, type ComponentType } from 'react';

/** The spec's limit for loading a script chunk on demand (section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A page's code could not be loaded: the network failed, the chunk took longer than the time-out,
 * or a new release replaced the file. Reloading the page is the fix, so the error page says so.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(message: string, options?: ErrorOptions & { timedOut?: boolean }) {
    super(message, options);
    this.timedOut = options?.timedOut ?? false;
  }
  /** True when the chunk did not arrive within the time-out (rather than failing outright). */
  readonly timedOut: boolean;
}

/** Runs `load` and rejects with a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ChunkLoadError(`This page took more than ${timeoutMs / 1000} s to load.`, {
          timedOut: true,
        }),
      );
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('This page could not be loaded.', { cause }));
      },
    );
  });
}

/**
 * A page or layout whose code loads on demand, with the spec's time-out: React.lazy over
 * `loadChunk`. `pick` chooses a named export (the signed-in wrappers, the dashboard layout):
 * `lazyComponent(() => import('./role-gate.tsx'), (m) => m.RoleGate)`. The route renders it inside
 * a Suspense boundary and an error boundary (router.tsx).
 */
export function lazyComponent<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(async () => ({ default: pick(await loadChunk(load)) }));
}

/** `lazyComponent` for a page module with a default export. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazyComponent(load, (m) => m.default);
}
