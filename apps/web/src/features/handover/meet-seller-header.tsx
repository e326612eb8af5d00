import { useEffect, useRef, type ReactNode } from 'react';
import type { Booking } from '@resale-zone/contract/bookings';
import { PageHeading } from '../../components/ui/page-text.tsx';
import { formatDollars } from '../../lib/format.ts';
import { StateWords } from '../bookings/index.ts';

/** The page's heading by state: a meetup to come, a sale made, or a booking that ended. */
export const TITLES: Record<Booking['state'], string> = {
  open: 'Your booking',
  held: 'Meet the seller',
  completed: 'Your purchase',
  disputed: 'Your purchase',
  refunded: 'Your purchase',
  released: 'Booking ended',
};

export function Header({ booking }: { booking: Booking }) {
  // When the booking changes state here (cancelled, handed over), the section that had focus is
  // gone: focus (and screen readers) move to the heading that names the new state.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownState = useRef(booking.state);
  useEffect(() => {
    if (shownState.current === booking.state) return;
    shownState.current = booking.state;
    heading.current?.focus();
  }, [booking.state]);
  return (
    <header className="grid gap-2">
      <PageHeading ref={heading}>{TITLES[booking.state]}</PageHeading>
      <p className="text-lg">
        <span className="font-semibold">{booking.productName}</span>{' '}
        <span className="text-ink-muted">· {formatDollars(booking.price)}</span>
      </p>
      <StateWords booking={booking} />
    </header>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-box bg-base-200 p-4">{children}</p>;
}
