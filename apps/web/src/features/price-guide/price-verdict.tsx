import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '../../lib/format.ts';
import { priceVerdictQuery } from './price-guide.api.ts';
import { VERDICT_LABELS, verdictBadgeClass } from './verdict-words.ts';

export { VERDICT_LABELS } from './verdict-words.ts';

/**
 * "Fair price" or "Above typical price" beside a listing's price, against the median of its
 * model's completed sales (the API decides), the median linking to the model's guide; nothing
 * when the model has too few sales. Asked after the page arrives (the page itself stays cached for
 * everyone), in a line kept at its height so nothing moves when it appears. On a page rendered as
 * islands the entry fills the same line (`islands/enhance.ts`, decision 062).
 */
export function PriceVerdictLine({ listingId }: { listingId: string }) {
  const { data } = useQuery(priceVerdictQuery(listingId));
  return (
    <p
      className="flex min-h-7 basis-full flex-wrap items-center gap-x-2 text-sm"
      data-price-verdict
      data-enhance="price-verdict"
      data-listing={listingId}
    >
      {data?.verdict ? (
        <>
          <span className={verdictBadgeClass(data.verdict)}>{VERDICT_LABELS[data.verdict]}</span>
          {data.guide ? (
            <Link
              to={`/price-guide/${data.guide.brand}/${data.guide.slug}`}
              aria-label={`Price guide: typical ${formatCents(data.medianCents!)}`}
              className="link link-primary"
            >
              Typical {formatCents(data.medianCents!)}
            </Link>
          ) : (
            <span className="text-ink-muted">Typical {formatCents(data.medianCents!)}</span>
          )}
        </>
      ) : null}
    </p>
  );
}
