import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BookingEvent, Message, TimelineItem } from '@resale-zone/contract/conversations';
import { formatWhen } from '../../lib/format.ts';

const EVENT_WORDS: Record<BookingEvent['event'], string> = {
  booked: 'The phone was booked',
  paid: 'Paid: the payment is held until the handover',
  completed: 'Handed over: the sale is complete',
  released: 'The booking ended and the payment was released',
  disputed: 'A problem with the sale was reported',
  refunded: 'The buyer was refunded',
};
const RELEASE_WORDS: Record<string, string> = {
  expired: 'the hold expired',
  cancelled: 'the buyer cancelled',
  declined: 'the seller declined',
  'lost-race': 'someone else paid first',
  provider: 'the payment provider ended it',
};

function When({ at }: { at: string }) {
  const { date, time } = formatWhen(at);
  return (
    <time dateTime={at} className="text-xs text-ink-muted">
      {date}, {time}
    </time>
  );
}

function Bubble({ message, otherName }: { message: Message; otherName: string }) {
  const mine = message.mine;
  return (
    <li className={`flex flex-col gap-0.5 ${mine ? 'items-end' : 'items-start'}`}>
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium">{mine ? 'You' : otherName}</span>
        <When at={message.at} />
      </div>
      {/* Plain text: links and markup stay as typed, never HTML. */}
      <p
        className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-3.5 py-2 ${
          mine
            ? 'rounded-br-sm bg-primary text-primary-content'
            : 'rounded-bl-sm bg-base-200 text-base-content'
        }`}
      >
        {message.body}
      </p>
      {mine ? (
        <span className="text-xs text-ink-muted">{message.read ? 'Read' : 'Sent'}</span>
      ) : null}
    </li>
  );
}

function Event({ event, role }: { event: BookingEvent; role: 'buyer' | 'seller' }) {
  const reason = event.reason ? RELEASE_WORDS[event.reason] : null;
  const to = role === 'buyer' ? `/deshboard/booking/${event.bookingId}` : '/deshboard/order';
  return (
    <li className="my-2 flex flex-col items-center gap-1 text-center text-sm">
      <span className="rounded-box border border-base-300 bg-base-100 px-3 py-1.5">
        {EVENT_WORDS[event.event]}
        {reason ? ` (${reason})` : ''}.{' '}
        <Link to={to} className="link link-primary">
          See the booking
        </Link>
      </span>
      <When at={event.at} />
    </li>
  );
}

/** The conversation, oldest first: messages and the booking's events, kept scrolled to the end. */
export function Timeline({
  items,
  otherName,
  role,
}: {
  items: TimelineItem[];
  otherName: string;
  role: 'buyer' | 'seller';
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [items.length]);
  return (
    <section
      aria-label="Conversation"
      tabIndex={0}
      className="max-h-[60vh] min-h-48 overflow-y-auto rounded-box border border-base-300 p-3"
    >
      {items.length === 0 ? (
        <p className="py-10 text-center text-ink-muted">
          No messages yet. Ask about the phone, or agree on a time and place to meet.
        </p>
      ) : (
        <ol aria-live="polite" className="grid gap-3">
          {items.map((item) =>
            item.kind === 'message' ? (
              <Bubble key={item._id} message={item} otherName={otherName} />
            ) : (
              <Event key={`${item.bookingId}-${item.event}`} event={item} role={role} />
            ),
          )}
        </ol>
      )}
      <div ref={end} />
    </section>
  );
}
