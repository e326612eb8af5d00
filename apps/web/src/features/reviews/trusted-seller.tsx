import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import type { TrustSettingsAnswer } from '@resale-zone/contract/reviews';
import { QueryError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatCount } from '../../lib/format.ts';
import { trustSettingsQuery } from './reviews.api.ts';
import { PageHeading } from '../../components/ui/page-text.tsx';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** What earns the badge, each line built from the server's configured thresholds. */
export function earnsTrusted(s: TrustSettingsAnswer): string[] {
  return [
    `At least ${plural(s.minSales, 'completed sale', 'completed sales')} (phones handed over with the buyer’s code).`,
    `At least one review as a seller, and ${formatCount(s.minPositivePercent)}% or more of them 4 or 5 stars (hidden reviews do not count).`,
    `An account at least ${plural(s.minAccountDays, 'day', 'days')} old.`,
    'A verified email address.',
    `No dispute about one of their sales decided with a refund in the last ${plural(s.disputeFreeDays, 'day', 'days')}.`,
  ];
}

/**
 * /trusted-seller: what the Trusted seller badge says about a seller, what earns it and what loses
 * it. The figures come from `GET /trust/settings`, so they are the ones this marketplace uses.
 */
export function TrustedSeller() {
  const settings = useQuery(trustSettingsQuery());
  return (
    <article className="mx-auto grid max-w-2xl gap-5 px-4 py-8 lg:py-10">
      <PageHeading className="flex items-center gap-2">
        <BadgeCheck aria-hidden className="size-7 text-success" />
        The Trusted seller badge
      </PageHeading>
      <p>
        The badge marks sellers with a long, clean record on Resale Zone. Nobody applies for it and
        nobody can buy it: it is worked out from the seller’s record every time their name is shown.
      </p>
      {settings.isPending ? <Skeleton className="h-40 w-full" /> : null}
      {settings.isError ? (
        <QueryError query={settings} message="Could not load the badge’s rules." />
      ) : null}
      {settings.data ? (
        <>
          <section aria-labelledby="earns" className="grid gap-2">
            <h2 id="earns" className="text-lg font-semibold">
              What earns it: all of these at once
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              {earnsTrusted(settings.data).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="loses" className="grid gap-2">
            <h2 id="loses" className="text-lg font-semibold">
              What loses it
            </h2>
            <p>
              The badge goes as soon as one of these stops holding: reviews falling under{' '}
              {formatCount(settings.data.minPositivePercent)}% positive, or a dispute about one of
              their sales decided with a refund. After such a refund it comes back once{' '}
              {plural(settings.data.disputeFreeDays, 'day has', 'days have')} passed without
              another, if the rest still holds.
            </p>
          </section>
        </>
      ) : null}
      <p className="text-sm text-ink-muted">
        A seller’s profile also shows missed meetings: only those the person agreed to, or that an
        administrator decided, count. A hold that simply expired counts against nobody.
      </p>
    </article>
  );
}
