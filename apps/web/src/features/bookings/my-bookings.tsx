import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/ui/link.tsx';
import { ShoppingBag } from 'lucide-react';
import type { Booking } from '@resale-zone/contract/bookings';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { myBookingsQuery } from './bookings.api.ts';
import { BookingsTable } from './bookings-table.tsx';
import { TableSkeleton } from './table-skeleton.tsx';
import { useBookingDelete } from './use-booking-delete.ts';

/** The signed-in buyer's bookings under the spec's heading 'I have Booked N products'. */
export function MyBookings({ email }: { email: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(
    myBookingsQuery(email),
  );
  const deletion = useBookingDelete<Booking>();

  if (isPending) return <TableSkeleton label="Loading your bookings" />;
  if (isError) {
    return (
      <LoadError
        message="Could not fetch your bookings."
        detail={error.message}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <h1 id="bookings-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        I have Booked {data.length} products
      </h1>
      {data.length === 0 ? (
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
      ) : (
        <BookingsTable
          bookings={data}
          onDelete={deletion.ask}
          deletingId={deletion.deletingId}
          labelledBy="bookings-heading"
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
