import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { BookingListView } from './booking-list-view.tsx';
import { myOrdersQuery } from './bookings.api.ts';
import { OrdersTable } from './orders-table.tsx';

/** The bookings buyers made on the signed-in seller's phones: 'I have N orders'. */
export function MyOrders({ email }: { email: string }) {
  return (
    <BookingListView
      result={useQuery(myOrdersQuery(email))}
      headingId="orders-heading"
      heading={(count) => `I have ${count} orders`}
      loadingLabel="Loading your orders"
      errorMessage="Could not fetch your orders."
      empty={
        <EmptyState
          title="No one has booked your phones yet."
          icon={<Inbox aria-hidden className="size-8 text-primary" />}
        >
          Bookings appear here with the buyer&apos;s phone number and meeting place.{' '}
          <Link to="/deshboard/showproduct" className="link link-primary">
            Advertise a phone
          </Link>{' '}
          to show it on the home page.
        </EmptyState>
      }
      table={(orders, deletion) => (
        <OrdersTable orders={orders} labelledBy="orders-heading" {...deletion} />
      )}
    />
  );
}
