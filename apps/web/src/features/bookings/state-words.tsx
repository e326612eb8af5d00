import { CircleAlert, CircleCheck, CircleSlash, Hourglass, Undo2 } from 'lucide-react';
import type { Booking } from '@resale-zone/contract/bookings';
import type { BookingState } from '@resale-zone/contract/handover';

type MoneyState = Pick<Booking, 'state' | 'status' | 'releaseNote'>;

const ICONS: Record<BookingState, typeof Hourglass | null> = {
  open: null,
  held: Hourglass,
  completed: CircleCheck,
  released: CircleSlash,
  disputed: CircleAlert,
  refunded: Undo2,
};

const TONES: Record<BookingState, string> = {
  open: 'text-ink-muted',
  held: 'text-info',
  completed: 'text-success',
  released: 'text-ink-muted',
  disputed: 'text-warning',
  refunded: 'text-info',
};

/**
 * Where the money is, in the server's words ("Payment held until the handover", "Completed",
 * "Cancelled by the buyer – payment released" …), beside the spec's Paid; a released booking adds
 * the words its canceller gave.
 */
export function StateWords({ booking }: { booking: MoneyState }) {
  const Icon = ICONS[booking.state];
  return (
    <span className="block text-sm">
      <span className="flex items-start gap-1.5 font-medium">
        {Icon ? (
          <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${TONES[booking.state]}`} />
        ) : null}
        <span>{booking.status}</span>
      </span>
      {booking.state === 'released' && booking.releaseNote ? (
        <span className="mt-1 block text-ink-muted">Reason: “{booking.releaseNote}”</span>
      ) : null}
    </span>
  );
}
