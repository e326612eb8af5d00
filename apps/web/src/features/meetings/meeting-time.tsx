import { CalendarPlus } from 'lucide-react';
import { API_BASE } from '@resale-zone/contract/api-paths';
import { meetingCalendarPath, type MeetingAnswer } from '@resale-zone/contract/meetings';
import { formatWhen } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useConfirmMeeting } from './meetings.api.ts';
import { ProposeMeetingForm } from './propose-meeting-form.tsx';

const other = (side: MeetingAnswer['side']) => (side === 'buyer' ? 'the seller' : 'the buyer');
export const whenText = (iso: string) => {
  const { date, time } = formatWhen(iso);
  return `${date}, ${time}`;
};

/** The agreed or proposed time, what it waits for, and the form to propose another (and a place). */
export function MeetingTime({ meeting: m }: { meeting: MeetingAnswer }) {
  const confirm = useConfirmMeeting(m.bookingId);
  const mine = m.proposedBy === m.side;
  return (
    <div className="grid gap-3">
      {m.at ? (
        <p>
          <span className="font-semibold">{whenText(m.at)}</span>{' '}
          <span className={`badge badge-sm ${m.confirmed ? 'badge-success' : 'badge-warning'}`}>
            {m.confirmed ? 'Confirmed by both' : 'Waiting for confirmation'}
          </span>
        </p>
      ) : (
        <p className="text-ink-muted">
          No time agreed yet. Propose one; {other(m.side)} confirms it.
        </p>
      )}
      {m.at && m.confirmed && m.canPropose ? (
        // A plain link: the browser downloads the file with the session's cookie, with or without JS.
        <a
          className="btn btn-outline btn-sm h-auto min-h-8 shrink py-1 justify-self-start"
          href={API_BASE + meetingCalendarPath(m.bookingId)}
          download="resale-zone-meeting.ics"
        >
          <CalendarPlus aria-hidden className="size-4" />
          Add to calendar
        </a>
      ) : null}
      {m.at && !m.confirmed ? (
        <p className="text-sm text-ink-muted">
          {mine
            ? `You proposed this time: ${other(m.side)} confirms it.`
            : `Proposed by ${other(m.side)}.`}
        </p>
      ) : null}
      {m.at && !m.confirmed && !mine && m.canPropose ? (
        <button
          type="button"
          className="btn btn-primary btn-sm h-auto min-h-8 shrink py-1 justify-self-start"
          disabled={confirm.isPending}
          onClick={() =>
            // The proposal as shown: the time and the place (a changed one is refused).
            confirm.mutate(
              { at: m.at!, ...(m.place === null ? {} : { place: m.place }) },
              {
                onSuccess: () => notify.success('Meeting time confirmed'),
                onError: (err) => notify.error(err.message),
              },
            )
          }
        >
          Confirm this time
        </button>
      ) : null}
      {m.canPropose ? (
        <ProposeMeetingForm
          meeting={m}
          holdHint={
            m.heldUntil ? `Before the payment hold ends: ${whenText(m.heldUntil)}` : undefined
          }
        />
      ) : null}
    </div>
  );
}
