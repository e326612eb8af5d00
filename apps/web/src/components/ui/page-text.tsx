// The words a page shows about itself: its heading (alone or on a form page's card), or that it
// has nothing to show.
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
  /**
   * Set where the page moves the focus to its heading (after a removal, a step done); such a
   * heading takes the focus (tabIndex -1) but not a place in the Tab order.
   */
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
      tabIndex={ref ? -1 : undefined}
      className={`${SIZES[size]} focus:outline-none ${className}`.trim()}
      {...heading}
    />
  );
}

export interface FormCardProps {
  /** The heading's id; the card is the section it labels. */
  id: string;
  title: ReactNode;
  /** A sentence under the heading on what the form does. */
  lead: ReactNode;
  size?: PageHeadingProps['size'];
  /** The card's width (`max-w-md` unless given). */
  width?: string;
  /** The form. */
  children: ReactNode;
}

/** A page that is one form: a bordered card with the page's heading, a line on the form, the form. */
export function FormCard({ id, title, lead, size, width = 'max-w-md', children }: FormCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto ${width} rounded-box border border-base-300 bg-base-100 p-6 shadow-card sm:p-8`}
    >
      <PageHeading size={size} id={id}>
        {title}
      </PageHeading>
      <p className="mt-2 mb-6 text-ink-muted">{lead}</p>
      {children}
    </section>
  );
}
