import type { ReactNode } from 'react';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** The frame of the sign-in and sign-up pages: a heading, a line of welcome, the form. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-soft to-base-100 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-heading"
        className="mx-auto w-full max-w-md rounded-box border border-base-300 bg-base-100 p-6 shadow-card sm:p-8"
      >
        <PageHeading size="display" id="auth-heading">
          {title}
        </PageHeading>
        <p className="mt-2 mb-6 text-ink-muted">{lead}</p>
        {children}
      </section>
    </div>
  );
}
