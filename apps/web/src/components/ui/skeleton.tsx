/** A grey placeholder block where content is on its way; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`skeleton ${className}`} />;
}

/**
 * Blocks stacked where a page's content is on its way (each a Skeleton's classes: its height and
 * width), announced once to screen readers.
 */
export function SkeletonStack({
  label,
  blocks,
  className = 'gap-4',
}: {
  label: string;
  blocks: string[];
  /** The gap, and any other class of the stack. */
  className?: string;
}) {
  return (
    <div role="status" className={`grid ${className}`}>
      <span className="sr-only">{label}</span>
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}
