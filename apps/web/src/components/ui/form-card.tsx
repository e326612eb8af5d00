import type { ReactNode } from 'react';
import { PageHeading, type PageHeadingProps } from './page-text.tsx';

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
