import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TrendingDown } from 'lucide-react';
import { savingPercent, type ProductDetail } from '@resale-zone/contract/listings';
import { useBrandOfCategory } from '../brands/index.ts';
import { ProductCondition, ProductFacts, SellerSummary } from './product-facts.tsx';
import { formatDollars } from '../../lib/format.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { DeclarationBadges } from './declaration-badges.tsx';
import { Prices } from './prices.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

interface ProductDetailViewProps {
  product: ProductDetail;
  /** The photos (`ProductPhoto`; on the server's page an island of its own). */
  photo: ReactNode;
  /** Check out, offer, message, heart and report (`ProductActions`, composed by the page). */
  actions: ReactNode;
  /** The price against the price guide (its feature, composed by the page). */
  priceVerdict?: ReactNode;
}

/**
 * A listing's own page: the photo (opens full screen with zoom), prices and saving, condition with
 * the grading guide, every fact, the seller, and the actions (no Check out once sold).
 */
export function ProductDetailView({
  product,
  photo,
  actions,
  priceVerdict,
}: ProductDetailViewProps) {
  const saving = savingPercent(product.resalePrice, product.orginalPrice);
  const brand = useBrandOfCategory(product.categories);
  // Reserved (a payment held until the handover) or sold: either way it cannot be booked now.
  const sold = product.availability !== 'available';

  return (
    <article aria-labelledby="product-name" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      {photo}

      <div className="flex min-w-0 flex-col gap-6">
        <div>
          <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">
            <Link to={`/categories/${brand.slug}`} className="link-hover">
              {brand.title}
            </Link>
          </p>
          <PageHeading size="display" className="sm:text-4xl" id="product-name">
            {product.productName}
          </PageHeading>
          {product.availability === 'sold' ? (
            <p className="alert alert-soft mt-4 font-medium">
              This phone is sold. It stays here for reference; it can no longer be booked.
            </p>
          ) : null}
          {product.availability === 'reserved' ? (
            <p className="alert alert-soft mt-4 flex-wrap font-medium">
              <AvailabilityBadge availability="reserved" />
              <span>
                A buyer has paid and is meeting the seller. If the handover does not happen, the
                phone is back on sale here.
              </span>
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Prices product={product} size="lg" nameResale />
          {saving > 0 ? (
            <span className="badge border-0 bg-accent font-semibold text-accent-content">
              Save {saving}%
            </span>
          ) : null}
          {product.priceDrop && !sold ? (
            <p className="basis-full text-sm font-medium text-success">
              <TrendingDown aria-hidden className="mr-1 inline size-4" />
              Price reduced from {formatDollars(product.priceDrop.from)}
            </p>
          ) : null}
          {sold ? null : priceVerdict}
        </div>

        {actions}

        <DeclarationBadges product={product} />

        <ProductCondition product={product} />

        <ProductFacts product={product} brandTitle={brand.title} />

        <SellerSummary product={product} />
      </div>
    </article>
  );
}
