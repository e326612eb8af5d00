import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import type { BookingTableProps } from './booking-columns.tsx';
import { TimelineDialog } from './timeline-dialog.tsx';
import { useBookingDelete } from './use-booking-delete.ts';
import { PageHeading } from '../../components/ui/page-text.tsx';

interface BookingListViewProps<Row extends { _id: string; productName: string }> {
  result: UseQueryResult<Row[]>;
  /** What the rows are: "Loading your bookings", "Could not fetch your bookings.", the heading's id. */
  noun: 'bookings' | 'orders';
  /** The spec's heading for N rows: 'I have Booked N products', 'I have N orders'. */
  heading: (count: number) => ReactNode;
  empty: ReactNode;
  /** The table, named by the heading, with what its rows can do: be deleted, open their timeline. */
  table: (rows: Row[], props: BookingTableProps<Row>) => ReactNode;
}

/**
 * My bookings and My orders: the heading with the count, the table (or the empty state),
 * deleting a row after the spec's confirmation, and a row's timeline.
 */
export function BookingListView<Row extends { _id: string; productName: string }>({
  result,
  noun,
  heading,
  empty,
  table,
}: BookingListViewProps<Row>) {
  const { data, isPending, isError } = result;
  const deletion = useBookingDelete<Row>();
  const [timelineOf, setTimelineOf] = useState<Row | null>(null);
  const headingId = `${noun}-heading`;

  if (isPending) return <TableSkeleton label={`Loading your ${noun}`} />;
  if (isError) {
    return <QueryError query={result} message={`Could not fetch your ${noun}.`} />;
  }
  return (
    <div className="grid gap-6">
      <PageHeading id={headingId}>{heading(data.length)}</PageHeading>
      {data.length === 0
        ? empty
        : table(data, {
            labelledBy: headingId,
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
