import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { BookingListView } from './booking-list-view.tsx';
import { myBookingsQuery } from './bookings.api.ts';
import { BookingsTable } from './bookings-table.tsx';

/** The signed-in buyer's bookings under the spec's heading 'I have Booked N products'. */
export function MyBookings({ email }: { email: string }) {
  return (
    <BookingListView
      result={useQuery(myBookingsQuery(email))}
      noun="bookings"
      heading={(count) => `I have Booked ${count} products`}
      empty={
        <EmptyState
          title="You have not booked any phones yet."
          icon={<ShoppingBag aria-hidden className="size-8 text-primary" />}
        >
          Find a phone you like and press Check out to book it.{' '}
          <Link to="/home" className="link link-primary">
            See the featured phones
          </Link>
          .
        </EmptyState>
      }
      table={(bookings, props) => <BookingsTable bookings={bookings} {...props} />}
    />
  );
}
