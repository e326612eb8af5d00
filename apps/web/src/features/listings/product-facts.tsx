import { Link } from 'react-router';
import { BadgeCheck, CalendarDays, UserRound } from 'lucide-react';
import { CONDITION_GUIDE, CONDITIONS, type ProductDetail } from '@resale-zone/contract/listings';
import { formatCalendarDate, formatMonthYear } from '../../lib/format.ts';
import { profilePath, RatingSummary, TrustedBadge } from '../reviews/index.ts';
import { ConditionDetailsFacts } from './declaration-badges.tsx';
import { ImeiFact } from './imei-badge.tsx';
import { factLabel, LocationFact } from './location-fact.tsx';
import { areaLabel } from '@resale-zone/contract/area-label';

/** The condition with its meaning, and the whole grading guide behind 'How we grade'. */
export function ProductCondition({ product }: { product: ProductDetail }) {
  return (
    <section aria-labelledby="condition-heading" className="rounded-box border border-base-300 p-4">
      <h2 id="condition-heading" className="flex items-center gap-2 text-lg font-bold">
        <BadgeCheck aria-hidden className="size-5 text-primary" />
        Condition: {product.condition}
      </h2>
      <p className="mt-1">{CONDITION_GUIDE[product.condition]}</p>
      <ConditionDetailsFacts product={product} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-primary">How we grade</summary>
        <dl className="mt-2 grid gap-2">
          {CONDITIONS.map((grade) => (
            <div key={grade}>
              <dt className="font-semibold">{grade}</dt>
              <dd className="text-ink-muted">{CONDITION_GUIDE[grade]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

/** Location, use, publish date and brand; then the seller's description. */
export function ProductFacts({
  product,
  brandTitle,
}: {
  product: ProductDetail;
  brandTitle: string;
}) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
        <LocationFact location={product.location} />
        {product.area ? (
          <div>
            <dt className={factLabel}>Area</dt>
            <dd className="font-medium">{areaLabel(product.area)}</dd>
          </div>
        ) : null}
        <div>
          <dt className={factLabel}>Used</dt>
          <dd className="font-medium">{product.useDuration}</dd>
        </div>
        <div>
          <dt className={factLabel}>Publish Date</dt>
          <dd className="flex items-center gap-1 font-medium">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-ink-muted" />
            <time dateTime={product.publishDat}>{formatCalendarDate(product.publishDat)}</time>
          </dd>
        </div>
        <div>
          <dt className={factLabel}>Brand</dt>
          <dd className="font-medium">{brandTitle}</dd>
        </div>
        <ImeiFact product={product} />
      </dl>

      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="mb-1 text-lg font-bold">
          Description
        </h2>
        <p className="whitespace-pre-line">{product.description}</p>
      </section>
    </>
  );
}

function memberSince(iso: string | null): string {
  if (iso === null) return 'Account closed';
  const month = formatMonthYear(iso);
  return month === null ? iso : `Member since ${month}`;
}

/**
 * Who sells it: account name (leading to their profile), rating and badge, member since, how many
 * phones they have for sale.
 */
export function SellerSummary({ product }: { product: ProductDetail }) {
  return (
    <section
      aria-labelledby="seller-heading"
      className="flex items-start gap-3 rounded-box bg-base-200 p-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-base-100 text-primary">
        <UserRound aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id="seller-heading" className="font-bold">
          Sold by{' '}
          {product.sellerId ? (
            <Link to={profilePath(product.sellerId)} className="link link-hover">
              {product.seller.name}
            </Link>
          ) : (
            product.seller.name
          )}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <RatingSummary rating={product.sellerRating} />
          <TrustedBadge trusted={product.sellerRating.trusted} />
        </p>
        <p className="text-sm text-ink-muted">
          {memberSince(product.seller.memberSince)} ·{' '}
          {product.seller.listingCount === 1
            ? '1 phone for sale'
            : `${product.seller.listingCount} phones for sale`}
        </p>
        {product.sellerName !== product.seller.name ? (
          <p className="text-sm text-ink-muted">Listed as {product.sellerName}</p>
        ) : null}
      </div>
    </section>
  );
}
