import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { QueryState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { MeetingTime } from './meeting-time.tsx';
import { meetingQuery } from './meetings.api.ts';
import { NoShow } from './no-show.tsx';

/**
 * A booking's meeting, for its buyer and its seller: the place and the time both agreed (or the one
 * waiting for the other side), and after it "the other person didn't come".
 */
export function MeetingPanel({ bookingId }: { bookingId: string }) {
  const meeting = useQuery(meetingQuery(bookingId));
  return (
    <QueryState
      query={meeting}
      loading={<Skeleton className="h-32 w-full" />}
      errorMessage="Could not load the meeting."
    >
      {(m) => (
        <section
          aria-labelledby={`meeting-${bookingId}`}
          className="grid gap-3 rounded-box border border-base-300 p-4"
        >
          <h2 id={`meeting-${bookingId}`} className="flex items-center gap-2 text-lg font-semibold">
            <CalendarClock aria-hidden className="size-5 text-primary" />
            Meeting time
          </h2>
          <p className="text-sm">
            <span className="text-ink-muted">Place: </span>
            {m.place ?? <span className="italic">Place not agreed yet</span>}
          </p>
          <MeetingTime meeting={m} />
          <NoShow meeting={m} />
        </section>
      )}
    </QueryState>
  );
}
