import { sql, type SQL } from 'drizzle-orm';
import type { Env } from '../env.ts';

/** The Trusted seller thresholds (env.ts `TRUSTED_*`, decision 023). */
export interface TrustSettings {
  minSales: number;
  minPositivePercent: number;
  minAccountDays: number;
  disputeFreeDays: number;
}

/** The thresholds and the clock the badge is computed with (tests move the clock). */
export interface Trust {
  settings: TrustSettings;
  now: () => Date;
}

export const DEFAULT_TRUST_SETTINGS: TrustSettings = {
  minSales: 10,
  minPositivePercent: 95,
  minAccountDays: 90,
  disputeFreeDays: 180,
};

export const defaultTrust = (): Trust => ({
  settings: DEFAULT_TRUST_SETTINGS,
  now: () => new Date(),
});

export const trustSettingsOf = (env: Env): TrustSettings => ({
  minSales: env.TRUSTED_MIN_SALES,
  minPositivePercent: env.TRUSTED_MIN_POSITIVE_PERCENT,
  minAccountDays: env.TRUSTED_MIN_ACCOUNT_DAYS,
  disputeFreeDays: env.TRUSTED_DISPUTE_FREE_DAYS,
});

/**
 * The one definition of the badge, as a SQL condition over a person's `user_stats` row (`s`) and
 * `users` row (`u`): at least `minSales` completed sales; reviews as seller, at least one, with
 * `minPositivePercent` % of them 4 stars or more (hidden reviews are not in the counters); an
 * account at least `minAccountDays` old; a verified email; no refund decided on a dispute about
 * their sales within `disputeFreeDays`. Computed on each read, so it disappears as soon as a
 * condition stops holding; nothing stores it.
 */
export function trustedSql(trust: Trust, s: string, u: string): SQL {
  const { settings } = trust;
  const now = trust.now().toISOString();
  const S = sql.raw(s);
  const U = sql.raw(u);
  return sql`(${S}.sales_completed >= ${settings.minSales}::integer
    and ${S}.seller_reviews > 0
    and ${S}.seller_positive * 100.0 >= ${settings.minPositivePercent}::numeric * ${S}.seller_reviews
    and ${U}.email_verified
    and ${U}.created_at <= ${now}::timestamptz - make_interval(days => ${settings.minAccountDays}::integer)
    and (${S}.lost_dispute_at is null
      or ${S}.lost_dispute_at <= ${now}::timestamptz - make_interval(days => ${settings.disputeFreeDays}::integer)))`;
}
