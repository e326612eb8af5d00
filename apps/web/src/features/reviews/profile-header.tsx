import { MailCheck, MapPin } from 'lucide-react';
import type { Profile } from '@resale-zone/contract/reviews';
import { Avatar } from '../../components/ui/avatar.tsx';
import { formatCount, formatMonthYear } from '../../lib/format.ts';
import { Link } from 'react-router';
import { RatingSummary, TRUSTED_PATH, TrustedBadge } from './seller-byline.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

const factLabel = 'text-xs font-medium uppercase tracking-wide text-ink-muted';

/**
 * "Missed 1 meeting as a buyer, of 14 paid bookings": settled no-shows only (agreed by this
 * person or decided by an admin), per side. An expired hold alone counts against nobody.
 */
export function reliability({ holds, noShows }: Profile['reliability']): string {
  const missed = noShows.asBuyer + noShows.asSeller;
  if (holds === 0 && missed === 0) return 'No paid bookings yet';
  const of = `${formatCount(holds)} paid ${holds === 1 ? 'booking' : 'bookings'}`;
  if (missed === 0) return `No missed meetings in ${of}`;
  const sides = [
    noShows.asBuyer > 0 ? `${formatCount(noShows.asBuyer)} as a buyer` : null,
    noShows.asSeller > 0 ? `${formatCount(noShows.asSeller)} as a seller` : null,
  ].filter(Boolean);
  const meetings = missed === 1 ? '1 meeting' : `${formatCount(missed)} meetings`;
  return `Missed ${meetings} (${sides.join(', ')}) in ${of}`;
}

/** "Usually within 2 hours (12 conversations)": how soon this seller answers a first message. */
function responseTime({ answered, medianMinutes }: Profile['response']): string {
  if (medianMinutes === null) return 'No conversations answered yet';
  const time =
    medianMinutes < 60
      ? `${medianMinutes} min`
      : medianMinutes < 48 * 60
        ? `${Math.round(medianMinutes / 60)} h`
        : `${Math.round(medianMinutes / 1440)} days`;
  const over = answered === 1 ? '1 conversation' : `${formatCount(answered)} conversations`;
  return `Usually within ${time} (${over}, last 90 days)`;
}

/**
 * Who this is: photo, name, member since, place, verified email, badge, their own words, and their
 * record in numbers.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  return (
    <section aria-labelledby="profile-name" className="grid gap-5 rounded-box bg-base-200 p-5">
      <div className="flex items-start gap-4">
        <Avatar image={profile.photo} size="md" className="shrink-0" />
        <div className="grid min-w-0 gap-1">
          <PageHeading size="item" id="profile-name">
            {profile.name}
          </PageHeading>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span>Member since {formatMonthYear(profile.memberSince) ?? profile.memberSince}</span>
            {profile.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4" />
                {profile.location}
              </span>
            ) : null}
            {profile.emailVerified ? (
              <span className="inline-flex items-center gap-1">
                <MailCheck aria-hidden className="size-4 text-success" />
                Verified email
              </span>
            ) : (
              <span>Email not verified</span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <RatingSummary rating={profile.rating} />
            <TrustedBadge trusted={profile.rating.trusted} />
          </p>
          {profile.rating.trusted ? (
            <p className="text-xs text-ink-muted">
              <Link to={TRUSTED_PATH} className="link">
                What earns the Trusted seller badge
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      {/* Their own words, or nothing: no text is made up for a member who wrote none. */}
      {profile.bio ? <p className="whitespace-pre-line">{profile.bio}</p> : null}
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className={factLabel}>Sold</dt>
          <dd className="text-lg font-semibold">{formatCount(profile.salesCompleted)}</dd>
        </div>
        <div>
          <dt className={factLabel}>Bought</dt>
          <dd className="text-lg font-semibold">{formatCount(profile.purchasesCompleted)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className={factLabel}>Missed meetings</dt>
          <dd className="font-medium">{reliability(profile.reliability)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-3">
          <dt className={factLabel}>Answers messages</dt>
          <dd className="font-medium">{responseTime(profile.response)}</dd>
        </div>
      </dl>
    </section>
  );
}
