import type { CSSProperties, ReactNode } from 'react';

/**
 * Scroll shadows: the white covers move with the content (`local`) and the shadows stay at the
 * edges (`scroll`), so a shadow shows exactly where more columns are hidden. A phone user sees at
 * a glance that the table goes on sideways.
 */
const scrollShadows: CSSProperties = {
  background: [
    'linear-gradient(to right, var(--color-base-100) 30%, transparent) left center / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, var(--color-base-100) 30%, transparent) right center / 2.5rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(15 27 45 / 0.18), transparent) left center / 0.75rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(15 27 45 / 0.18), transparent) right center / 0.75rem 100% no-repeat scroll',
    'var(--color-base-100)',
  ].join(', '),
};

/**
 * A table that scrolls sideways on narrow screens. The region is named by the page's heading and
 * focusable, so keyboard users can scroll it with the arrow keys.
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300"
      style={scrollShadows}
    >
      {children}
    </div>
  );
}
