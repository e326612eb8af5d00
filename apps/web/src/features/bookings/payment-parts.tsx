import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, FileText } from 'lucide-react';
import type { BookingState } from '@resale-zone/contract/handover';

export function PaidBadge() {
  return (
    <span className="badge badge-success badge-soft gap-1 font-semibold">
      <CheckCircle2 aria-hidden className="size-4" />
      Paid
    </span>
  );
}

/** The states whose sale happened: both sides have a bill of sale. */
export const hasReceipt = (state: BookingState) =>
  state === 'completed' || state === 'disputed' || state === 'refunded';

/** The bill of sale of a booking, for its buyer and its seller. */
export function ReceiptLink({ id, productName }: { id: string; productName: string }) {
  return (
    <Link
      to={`/deshboard/receipt/${id}`}
      className="btn btn-outline btn-sm"
      aria-label={`Receipt for ${productName}`}
    >
      <FileText aria-hidden className="size-4" />
      Receipt
    </Link>
  );
}

/** A payment cell's parts one under the other: the badge, the state in words, the actions. */
export function PaymentStack({ children }: { children: ReactNode }) {
  return <div className="flex min-w-44 flex-col items-start gap-2">{children}</div>;
}
