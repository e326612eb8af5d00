import type { ReactNode } from 'react';
import { FormCard } from '../../components/ui/page-text.tsx';

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
      <FormCard id="auth-heading" title={title} lead={lead} size="display" width="w-full max-w-md">
        {children}
      </FormCard>
    </div>
  );
}
