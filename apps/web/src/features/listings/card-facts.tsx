import { TrendingDown } from 'lucide-react';
import type { Product } from '@resale-zone/contract/listings';
import { formatCalendarDate, formatDollars } from '../../lib/format.ts';
import { factLabel, LocationFact } from './location-fact.tsx';
import { Prices } from './prices.tsx';

/** A card's facts, as the spec lists them: resale price, location, publish date, use. */
export function CardFacts({ product }: { product: Product }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      <div className="col-span-2">
        <dt className={factLabel}>Resale Price</dt>
        <dd className="flex flex-wrap items-baseline gap-x-2">
          <Prices product={product} size="md" />
          {product.priceReducedFrom !== null && !product.paid ? (
            <span className="basis-full text-sm font-medium text-success">
              <TrendingDown aria-hidden className="mr-1 inline size-4" />
              Price reduced from {formatDollars(product.priceReducedFrom)}
            </span>
          ) : null}
        </dd>
      </div>
      <LocationFact location={product.location} className="col-span-2" />
      <div>
        <dt className={factLabel}>Publish Date</dt>
        <dd className="font-medium">
          <time dateTime={product.publishDat}>{formatCalendarDate(product.publishDat)}</time>
        </dd>
      </div>
      <div>
        <dt className={factLabel}>Used</dt>
        <dd className="font-medium">{product.useDuration}</dd>
      </div>
    </dl>
  );
}
