import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/ui/link.tsx';
import { Inbox } from 'lucide-react';
import type { Order } from '@resale-zone/contract/bookings';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { myOrdersQuery } from './bookings.api.ts';
import { OrdersTable } from './orders-table.tsx';
import { TableSkeleton } from './table-skeleton.tsx';
import { useBookingDelete } from './use-booking-delete.ts';

/** The bookings buyers made on the signed-in seller's phones: 'I have N orders'. */
export function MyOrders({ email }: { email: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(myOrdersQuery(email));
  const deletion = useBookingDelete<Order>();

  if (isPending) return <TableSkeleton label="Loading your orders" />;
  if (isError) {
    return (
      <LoadError
        message="Could not fetch your orders."
        detail={error.message}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <h1 id="orders-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        I have {data.length} orders
      </h1>
      {data.length === 0 ? (
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
      ) : (
        <OrdersTable
          orders={data}
          onDelete={deletion.ask}
          deletingId={deletion.deletingId}
          labelledBy="orders-heading"
        />
      )}
      <ConfirmDeleteDialog
        name={deletion.target?.productName ?? null}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
        isPending={deletion.isPending}
      />
    </div>
  );
}
