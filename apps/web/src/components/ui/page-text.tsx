// The words a page shows about itself: its heading, or that it has nothing to show.
import type { HTMLAttributes, ReactNode, Ref } from 'react';

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

const SIZES = {
  /** A dashboard page or a form page: 2xl, 3xl from 640 px. */
  page: 'text-2xl font-bold tracking-tight sm:text-3xl',
  /** One item's view (a receipt, a conversation, a notice): 2xl. */
  item: 'text-2xl font-bold tracking-tight',
  /** A public page's title (search, price guide, brand, phone): 3xl, extra bold. */
  display: 'text-3xl font-extrabold tracking-tight',
} as const;

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  size?: keyof typeof SIZES;
  /** Set where the page moves the focus to its heading (after a removal, a step done). */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * The page's one h1, in the app's sizes. Extra classes (a margin, an icon's row) come after the
 * size's; a heading that takes the focus shows no ring (it is not a control).
 */
export function PageHeading({ size = 'page', className = '', ref, ...heading }: PageHeadingProps) {
  return (
    <h1
      ref={ref}
      className={`${SIZES[size]} focus:outline-none ${className}`.trim()}
      {...heading}
    />
  );
}
