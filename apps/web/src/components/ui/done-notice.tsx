import type { ComponentType, ReactNode } from 'react';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';

/**
 * What a finished step says (a link sent, a password changed): a green box with its icon, which
 * takes the focus when it appears, so that a screen reader reads it at once.
 */
export function DoneNotice({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  children: ReactNode;
}) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex gap-3 rounded-box bg-success/10 p-4 focus:outline-none"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
      {/* min-w-0: a long address wraps instead of widening the box. */}
      <p className="min-w-0">{children}</p>
    </div>
  );
}
