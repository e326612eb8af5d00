import { Skeleton } from '../../components/ui/skeleton.tsx';

/** Placeholder cards in the grid's shape while a list loads, so the page does not jump. */
export function ProductGridSkeleton({
  count = 3,
  label = 'Loading phones',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}…</span>
      <ul aria-hidden className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card overflow-hidden border border-base-300 bg-base-100">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-8 w-1/2" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-9" />
                <Skeleton className="h-9" />
              </div>
              <div className="mt-2 flex justify-between">
                <Skeleton className="h-8 w-20" />
                <Skeleton className="h-8 w-28" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
