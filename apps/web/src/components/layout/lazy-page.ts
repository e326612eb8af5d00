import type { ComponentType, ReactElement } from 'react';

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
 * A route's `lazy` for a page module with a default export:
 * `{ path: 'blog', lazy: lazyPage(() => import('../../pages/blog-page.tsx')) }`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const page = await loadChunk(load);
    return { Component: page.default };
  };
}

/**
 * A route's `lazy` for a layout route whose element comes from a module loaded on demand (the
 * signed-in wrappers and the dashboard layout stay out of the public pages' first download):
 * `lazy: lazyElement(() => import('./role-gate.tsx'), (m) => <m.RoleGate allow={['admin']} />)`.
 */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => ReactElement) {
  return async () => ({ element: render(await loadChunk(load)) });
}
