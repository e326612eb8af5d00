/** Placeholder rows while a dashboard table loads, announced once to screen readers. */
export function TableSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="skeleton h-8 w-64 max-w-full" />
      <div aria-hidden className="grid gap-2 rounded-box border border-base-300 p-4">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-4">
            <div className="skeleton size-14 shrink-0" />
            <div className="skeleton h-4 flex-1" />
            <div className="skeleton h-8 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}
