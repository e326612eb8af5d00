import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import type { RowDeletion, RowTimeline } from './booking-columns.tsx';
import { TimelineDialog } from './timeline-dialog.tsx';
import { useBookingDelete } from './use-booking-delete.ts';
import { PageHeading } from '../../components/ui/page-text.tsx';

interface BookingListViewProps<Row extends { _id: string; productName: string }> {
  result: UseQueryResult<Row[]>;
  headingId: string;
  /** The spec's heading for N rows: 'I have Booked N products', 'I have N orders'. */
  heading: (count: number) => ReactNode;
  loadingLabel: string;
  errorMessage: string;
  empty: ReactNode;
  /** The table, with what its rows can do: be deleted, open their timeline. */
  table: (rows: Row[], actions: RowDeletion<Row> & RowTimeline<Row>) => ReactNode;
}

/**
 * My bookings and My orders: the heading with the count, the table (or the empty state),
 * deleting a row after the spec's confirmation, and a row's timeline.
 */
export function BookingListView<Row extends { _id: string; productName: string }>({
  result,
  headingId,
  heading,
  loadingLabel,
  errorMessage,
  empty,
  table,
}: BookingListViewProps<Row>) {
  const { data, isPending, isError } = result;
  const deletion = useBookingDelete<Row>();
  const [timelineOf, setTimelineOf] = useState<Row | null>(null);

  if (isPending) return <TableSkeleton label={loadingLabel} />;
  if (isError) {
    return <QueryError query={result} message={errorMessage} />;
  }
  return (
    <div className="grid gap-6">
      <PageHeading id={headingId}>{heading(data.length)}</PageHeading>
      {data.length === 0
        ? empty
        : table(data, {
            onDelete: deletion.ask,
            deletingId: deletion.deletingId,
            onTimeline: setTimelineOf,
          })}
      <ConfirmDeleteDialog
        name={deletion.target?.productName ?? null}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
        isPending={deletion.isPending}
      />
      <TimelineDialog row={timelineOf} onClose={() => setTimelineOf(null)} />
    </div>
  );
}
