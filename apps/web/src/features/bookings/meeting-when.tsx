import { Link } from 'react-router';
import type { Booking } from '@resale-zone/contract/bookings';
import { formatWhen } from '../../lib/format.ts';

/**
 * A booking's meeting time on a list row: when, and whether both confirmed it, leading to the page
 * where it is proposed and confirmed (decision 052).
 */
export function MeetingWhen({
  meeting,
  to,
  productName,
}: {
  meeting: Booking['meeting'];
  to: string;
  productName: string;
}) {
  const when = meeting ? formatWhen(meeting.at) : null;
  return (
    <span className="block text-sm">
      {when ? (
        <span className="block">
          {when.date}, {when.time}{' '}
          <span className="text-ink-muted">
            {meeting!.confirmed ? '(confirmed)' : '(proposed)'}
          </span>
        </span>
      ) : null}
      <Link to={to} className="link link-primary" aria-label={`Meeting time for ${productName}`}>
        {when ? 'Meeting time' : 'Agree a meeting time'}
      </Link>
    </span>
  );
}
