import { Link } from 'react-router';
import { Flag, ShoppingCart } from 'lucide-react';
import {
  CATEGORY_BY_SLUG,
  CATEGORY_TITLES,
  savingPercent,
  type Category,
  type CategorySlug,
  type ProductDetail,
} from '@resale-zone/contract/listings';
import { WishlistHeart, type WishlistControl } from '../wishlist/index.ts';
import type { ProductCardProps } from './product-card.tsx';
import { ProductCondition, ProductFacts, SellerSummary } from './product-facts.tsx';
import { Prices } from './prices.tsx';
import { ProductPhoto } from './product-photo.tsx';

interface ProductDetailViewProps extends Pick<ProductCardProps, 'onReport' | 'onCheckout'> {
  product: ProductDetail;
  wishlist?: WishlistControl;
}

const SLUG_BY_CATEGORY = Object.fromEntries(
  Object.entries(CATEGORY_BY_SLUG).map(([slug, category]) => [category, slug]),
) as Record<Category, CategorySlug>;

/**
 * A listing's own page: the photo (opens full screen with zoom), prices and saving, condition with
 * the grading guide, every fact, the seller, and Report / Check out (none once sold).
 */
export function ProductDetailView({
  product,
  onReport,
  onCheckout,
  wishlist,
}: ProductDetailViewProps) {
  const saving = savingPercent(product.resalePrice, product.orginalPrice);
  const slug = SLUG_BY_CATEGORY[product.categories];
  const sold = product.paid;

  return (
    <article aria-labelledby="product-name" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <ProductPhoto product={product} />

      <div className="flex min-w-0 flex-col gap-6">
        <div>
          <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">
            <Link to={`/categories/${slug}`} className="link-hover">
              {CATEGORY_TITLES[slug]}
            </Link>
          </p>
          <h1
            id="product-name"
            className="break-words text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {product.productName}
          </h1>
          {sold ? (
            <p className="alert alert-soft mt-4 font-medium">
              This phone is sold. It stays here for reference; it can no longer be booked.
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
        </div>

        <div className="flex flex-wrap gap-2">
          {sold ? null : (
            <button type="button" className="btn btn-primary" onClick={() => onCheckout?.(product)}>
              <ShoppingCart aria-hidden className="size-4" />
              Check out
            </button>
          )}
          {wishlist ? <WishlistHeart product={product} wishlist={wishlist} size="lg" /> : null}
          <button
            type="button"
            className="btn btn-ghost text-ink-muted"
            onClick={() => onReport?.(product)}
          >
            <Flag aria-hidden className="size-4" />
            Report
          </button>
        </div>

        <ProductCondition product={product} />

        <ProductFacts product={product} slug={slug} />

        <SellerSummary product={product} />
      </div>
    </article>
  );
}
