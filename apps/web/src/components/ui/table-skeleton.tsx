import { Skeleton } from './skeleton.tsx';

// Its own module: the home page's first download has Skeleton but needs no table.
/** Placeholder rows while a table loads, announced once to screen readers. */
export function TableSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="rounded-box border border-base-300 p-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="grid gap-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-4">
            <Skeleton className="h-4 w-6 shrink-0" />
            <Skeleton className="size-11 shrink-0 sm:size-14" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}
