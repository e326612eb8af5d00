import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { BookingTimelineView } from './booking-timeline.tsx';
import { timelineQuery } from './bookings.api.ts';

export interface TimelineDialogProps {
  /** The booking or order whose timeline is shown; null keeps the dialog closed. */
  row: { _id: string; productName: string } | null;
  onClose: () => void;
}

/** A row's timeline (My bookings, My orders), fetched when it opens. */
export function TimelineDialog({ row, onClose }: TimelineDialogProps) {
  const ids = useId();
  // The last row shown stays while the dialog closes, so its content does not vanish first.
  const [shown, setShown] = useState(row);
  if (row && row._id !== shown?._id) setShown(row);
  const timeline = useQuery({ ...timelineQuery(shown?._id ?? ''), enabled: row !== null });

  return (
    <Modal open={row !== null} labelledBy={`${ids}-title`} onCancel={onClose}>
      <div className="modal-box">
        <h2 id={`${ids}-title`} className="text-lg font-bold">
          Timeline: {shown?.productName}
        </h2>
        {/* One line held for the state while it loads, so nothing moves when it arrives. */}
        <p className="pt-1 pb-4 text-ink-muted">{timeline.data?.status ?? '\u00a0'}</p>
        {timeline.isError ? (
          <QueryError query={timeline} message="The timeline could not be loaded." />
        ) : timeline.data ? (
          <BookingTimelineView timeline={timeline.data} />
        ) : (
          <div role="status" aria-label="Loading the timeline" className="grid gap-3">
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        <DialogActions onCancel={onClose} cancelLabel="Close" focusCancel />
      </div>
    </Modal>
  );
}
