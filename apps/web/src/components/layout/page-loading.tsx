/** Shown while the first page's code arrives (the router's HydrateFallback). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4">
      <span aria-hidden className="loading loading-spinner loading-lg text-primary" />
      <span className="text-ink-muted">Loading Resale Zone…</span>
    </div>
  );
}
