import { useId } from 'react';
import { CircleCheck, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type {
  BookingTimeline,
  NextStep,
  TimelineContact,
  TimelineParty,
} from '@resale-zone/contract/booking-timeline';
import { formatWhen } from '../../lib/format.ts';

const PARTIES: Record<TimelineParty, string> = {
  buyer: 'The buyer',
  seller: 'The seller',
  admin: 'An admin',
};

function When({ iso }: { iso: string }) {
  const { date, time } = formatWhen(iso);
  return (
    <time dateTime={iso}>
      {date}, {time}
    </time>
  );
}

/**
 * A booking's timeline as the server recorded it: each state with its time, oldest first; the next
 * step and who takes it ("You" when it is the reader); where to meet; the other person's contact.
 */
export function BookingTimelineView({ timeline }: { timeline: BookingTimeline }) {
  return (
    <div className="grid gap-5">
      <ol aria-label="What happened so far" className="grid">
        {timeline.entries.map((entry, i) => (
          <li key={`${i}-${entry.step}`} className="flex gap-3">
            <span className="flex flex-col items-center">
              <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
              {i < timeline.entries.length - 1 ? (
                <span aria-hidden className="my-1 w-0.5 grow bg-base-300" />
              ) : null}
            </span>
            <span className="grid pb-4">
              <span className="font-medium">{entry.label}</span>
              <span className="text-sm text-ink-muted">
                <When iso={entry.at} />
              </span>
            </span>
          </li>
        ))}
      </ol>
      <NextStepCard next={timeline.next} viewer={timeline.viewer} />
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="flex items-center gap-2 font-medium">
          <MapPin aria-hidden className="size-4 text-primary" />
          Meeting place
        </dt>
        <dd>{timeline.place}</dd>
        {timeline.contact ? <ContactDetails contact={timeline.contact} /> : null}
      </dl>
    </div>
  );
}

function NextStepCard({ next, viewer }: { next: NextStep | null; viewer: TimelineParty }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-box bg-base-200 p-4">
      <h3 id={id} className="font-semibold">
        Next step
      </h3>
      {next ? (
        <>
          <p className="mt-1">{next.text}</p>
          <p className="mt-2 text-sm">
            <span className="font-medium">Who: </span>
            {next.by === viewer ? 'You' : PARTIES[next.by]}
            {next.until ? (
              <>
                {' · '}
                <span className="font-medium">By: </span>
                <When iso={next.until} />
              </>
            ) : null}
          </p>
        </>
      ) : (
        <p className="mt-1">None: this booking has ended.</p>
      )}
    </section>
  );
}

function ContactDetails({ contact }: { contact: TimelineContact }) {
  return (
    <>
      <dt className="flex items-center gap-2 font-medium">
        <UserRound aria-hidden className="size-4 text-primary" />
        {contact.role === 'seller' ? 'Seller' : 'Buyer'}
      </dt>
      <dd className="grid gap-1">
        <span>{contact.name}</span>
        <a href={`mailto:${contact.email}`} className="link flex items-center gap-1 break-all">
          <Mail aria-hidden className="size-4 shrink-0 text-ink-muted" />
          {contact.email}
        </a>
        {contact.phone ? (
          <a
            href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
            className="link flex items-center gap-1"
          >
            <Phone aria-hidden className="size-4 shrink-0 text-ink-muted" />
            {contact.phone}
          </a>
        ) : null}
      </dd>
    </>
  );
}
