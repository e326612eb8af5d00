/**
 * A route's Suspense fallback while its code arrives: a thin bar along the top of the window (so a
 * slow link does not look dead) and a spinner in the page's place. Fresh on every navigation to a
 * page whose chunk has not arrived yet, so the bar grows in from the left (`starting:`).
 */
export function RouteLoading() {
  return (
    <div
      role="status"
      aria-busy
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4"
    >
      <div
        aria-hidden
        className="fixed inset-x-0 top-0 z-50 h-0.5 origin-left scale-x-75 bg-accent transition-transform duration-700 starting:scale-x-0"
      />
      <span aria-hidden className="loading loading-spinner loading-lg text-primary" />
      <span className="sr-only">Loading the page…</span>
    </div>
  );
}
