import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}

/** A list with nothing in it: says so plainly, with an optional way onward. */
export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-12 text-center">
      {icon}
      <p className="text-lg font-semibold">{title}</p>
      {children ? <div className="max-w-md text-ink-muted">{children}</div> : null}
    </div>
  );
}
