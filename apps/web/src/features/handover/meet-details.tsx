import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { HandoverAnswer } from '@resale-zone/contract/handover';
import { formatWhen } from '../../lib/format.ts';

/** Where to meet, who the seller is and how to reach them, and how long the payment is held. */
export function MeetDetails({ handover }: { handover: HandoverAnswer }) {
  const { place, counterpart, heldUntil } = handover;
  const until = heldUntil ? formatWhen(heldUntil) : null;
  return (
    <section aria-labelledby="meet-details-title" className="card border border-base-300">
      <div className="card-body gap-3">
        <h2 id="meet-details-title" className="card-title text-lg">
          Where and whom you meet
        </h2>
        <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="flex items-center gap-2 font-medium">
            <MapPin aria-hidden className="size-4 text-primary" />
            Meeting place
          </dt>
          <dd>{place}</dd>
          <dt className="flex items-center gap-2 font-medium">
            <UserRound aria-hidden className="size-4 text-primary" />
            Seller
          </dt>
          <dd className="grid gap-1">
            <span>{counterpart.name}</span>
            <a
              href={`mailto:${counterpart.email}`}
              className="link flex items-center gap-1 break-all"
            >
              <Mail aria-hidden className="size-4 shrink-0 text-ink-muted" />
              {counterpart.email}
            </a>
            {counterpart.phone ? (
              <a
                href={`tel:${counterpart.phone.replace(/[^+\d]/g, '')}`}
                className="link flex items-center gap-1"
              >
                <Phone aria-hidden className="size-4 shrink-0 text-ink-muted" />
                {counterpart.phone}
              </a>
            ) : null}
          </dd>
        </dl>
        {until && handover.state === 'held' ? (
          <p className="text-sm text-ink-muted">
            Your payment is held until{' '}
            <time dateTime={heldUntil!}>
              {until.date}, {until.time}
            </time>
            . If the handover has not happened by then, it is released and you are not charged.
          </p>
        ) : null}
      </div>
    </section>
  );
}
