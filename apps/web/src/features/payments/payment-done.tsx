import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Hourglass, PartyPopper } from 'lucide-react';
import { PageHeading } from '../../components/ui/page-text.tsx';

export const BOOKINGS_PATH = '/deshboard/booking';

interface PaymentDoneProps {
  transactionId: string;
  /** The booking just paid: its page is where the buyer meets the seller. */
  bookingId: string;
  /** The congratulation stays this long, then the bookings page opens (spec section 4). */
  redirectDelayMs?: number;
}

/** The spec's 'Congrats! your payment completed' with the transaction id, then the bookings. */
export function PaymentDone({
  transactionId,
  bookingId,
  redirectDelayMs = 4000,
}: PaymentDoneProps) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form the buyer was in is gone: bring focus (and screen readers) to the outcome.
    headingRef.current?.focus();
    const timer = setTimeout(
      () => void navigate(BOOKINGS_PATH, { replace: true }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, redirectDelayMs]);

  return (
    <section
      aria-labelledby="payment-done-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-box border border-success/30 bg-success/5 px-6 py-12 text-center"
    >
      <PartyPopper aria-hidden className="size-10 text-success" />
      <PageHeading size="item" id="payment-done-title" ref={headingRef}>
        Congrats! your payment completed
      </PageHeading>
      <p>
        Your transaction id is{' '}
        <span className="font-mono font-semibold break-all">{transactionId}</span>
      </p>
      <p className="flex items-start gap-2 text-left text-sm">
        <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
        <span>
          Payment held until the handover: the seller gets the money when you give them your
          handover code at the meetup.{' '}
          <Link to={`/deshboard/booking/${bookingId}`} className="link link-primary">
            How to meet the seller
          </Link>
        </span>
      </p>
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <span aria-hidden className="loading loading-dots loading-sm" />
        Taking you to your bookings…
      </p>
      <Link to={BOOKINGS_PATH} replace className="btn btn-primary">
        Go to my bookings now
      </Link>
    </section>
  );
}
