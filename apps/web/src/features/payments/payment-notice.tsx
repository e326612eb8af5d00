import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/ui/page-text.tsx';

interface PaymentNoticeProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** Why this booking cannot be paid here, with the way back to the buyer's bookings. */
export function PaymentNotice({ icon, title, children }: PaymentNoticeProps) {
  return (
    <section
      aria-labelledby="payment-notice-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-box border border-base-300 bg-base-200/60 px-6 py-12 text-center"
    >
      {icon}
      <PageHeading size="item" id="payment-notice-title">
        {title}
      </PageHeading>
      <p className="text-ink-muted">{children}</p>
      <Link to="/deshboard/booking" className="btn btn-primary">
        Back to my bookings
      </Link>
    </section>
  );
}
