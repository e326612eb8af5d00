import { MailCheck, MapPin, UserRound } from 'lucide-react';
import type { Profile } from '@resale-zone/contract/reviews';
import { formatCount, formatMonthYear } from '../../lib/format.ts';
import { RatingSummary, TRUSTED_MEANING, TrustedBadge } from './seller-byline.tsx';

const factLabel = 'text-xs font-medium uppercase tracking-wide text-ink-muted';

/** "2 of 14 (14%)": how often this person let a hold expire without a handover. */
function reliability({ holds, expired }: Profile['reliability']): string {
  if (holds === 0) return 'No paid bookings yet';
  if (expired === 0) return `None of ${formatCount(holds)} paid bookings expired`;
  const share = Math.round((expired / holds) * 100);
  return `${formatCount(expired)} of ${formatCount(holds)} paid bookings expired without a handover (${share}%)`;
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
        {profile.photo ? (
          <img
            src={profile.photo}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-base-100 text-primary">
            <UserRound aria-hidden className="size-8" />
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          <h1 id="profile-name" className="text-2xl font-bold">
            {profile.name}
          </h1>
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
            <p className="text-xs text-ink-muted">{TRUSTED_MEANING}</p>
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
          <dt className={factLabel}>Turns up</dt>
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
