import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/** A lazy component that can also be asked to load ahead of rendering. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts (or joins) the chunk's download; resolves once the component can render. */
  preload(): Promise<unknown>;
};

/**
 * A page or layout whose code loads on demand, with the spec's time-out: React.lazy over
 * `loadChunk`. `pick` chooses a named export (the signed-in wrappers, the dashboard layout):
 * `lazyComponent(() => import('./role-gate.tsx'), (m) => m.RoleGate)`. The route renders it inside
 * a Suspense boundary and an error boundary (router.tsx). `preload()` lets a server-rendered page
 * load its chunk before hydrating (main.tsx), so that the page is hydrated in one go.
 */
export function lazyComponent<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  const start = () =>
    (loading ??= loadChunk(load).then(
      (module) => (loaded = { default: pick(module) }),
      (err: unknown) => {
        loading = undefined; // a failed download may succeed on the next try
        throw err;
      },
    ));
  // Once loaded, React gets the component in the same call (a thenable that answers at once; a
  // promise always answers later). React then hydrates the page's Suspense boundary as soon as it
  // needs to, e.g. for a click made while it hydrates, instead of suspending and dropping the click.
  const resolved = (): Promise<{ default: ComponentType<P> }> =>
    loaded
      ? ({
          then: (onLoaded: (m: { default: ComponentType<P> }) => void) => onLoaded(loaded!),
        } as never)
      : start();
  return Object.assign(lazy(resolved), { preload: start });
}

/** `lazyComponent` for a page module with a default export. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazyComponent(load, (m) => m.default);
}
