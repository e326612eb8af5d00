import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { Order } from '@resale-zone/contract/bookings';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { notify } from '../../lib/toast.ts';
import { BookingListView } from './booking-list-view.tsx';
import { myOrdersQuery, useReleaseBooking } from './bookings.api.ts';
import { EnterCodeDialog } from './enter-code-dialog.tsx';
import { OrdersTable } from './orders-table.tsx';
import { ReleaseDialog } from './release-dialog.tsx';

/** The bookings buyers made on the signed-in seller's phones: 'I have N orders'. */
export function MyOrders({ email }: { email: string }) {
  const [codeFor, setCodeFor] = useState<Order | null>(null);
  const [declining, setDeclining] = useState<Order | null>(null);
  const decline = useReleaseBooking('seller');

  function confirmDecline(reason: string) {
    if (!declining) return;
    const { _id, productName } = declining;
    decline.mutate(
      { id: _id, reason },
      {
        onSuccess: () => {
          notify.success(`${productName} declined: the buyer's payment is released`);
          setDeclining(null);
        },
      },
    );
  }

  return (
    <>
      <BookingListView
        result={useQuery(myOrdersQuery(email))}
        noun="orders"
        heading={(count) => `I have ${count} orders`}
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
        table={(orders, props) => (
          <OrdersTable
            orders={orders}
            onEnterCode={setCodeFor}
            onDecline={(order) => {
              decline.reset();
              setDeclining(order);
            }}
            {...props}
          />
        )}
      />
      <EnterCodeDialog order={codeFor} onClose={() => setCodeFor(null)} />
      <ReleaseDialog
        side="seller"
        productName={declining?.productName ?? null}
        isPending={decline.isPending}
        error={decline.error}
        onCancel={() => setDeclining(null)}
        onConfirm={confirmDecline}
      />
    </>
  );
}
