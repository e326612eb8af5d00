import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '../../components/ui/link.tsx';
import {
  BadgeCheck,
  CalendarDays,
  Expand,
  Flag,
  MapPin,
  ShoppingCart,
  UserRound,
} from 'lucide-react';
import { imageSources } from '@resale-zone/contract/image-urls';
import {
  CATEGORY_BY_SLUG,
  CATEGORY_TITLES,
  CONDITION_GUIDE,
  CONDITIONS,
  savingPercent,
  type Category,
  type CategorySlug,
  type ProductDetail,
} from '@resale-zone/contract/listings';
import { formatDollars } from '@resale-zone/contract/money';
import { loadChunk } from '../../components/layout/lazy-page.ts';
import type { WishlistControl } from '../wishlist/use-wishlist-hearts.ts';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import { formatCalendarDate } from './format-date.ts';
import type { ProductCardProps } from './product-card.tsx';

// The viewer and its styles are fetched on the first zoom, not with the page.
const PhotoZoom = lazy(() => loadChunk(() => import('./photo-zoom.tsx')));

interface ProductDetailViewProps extends Pick<ProductCardProps, 'onReport' | 'onCheckout'> {
  product: ProductDetail;
  wishlist?: WishlistControl;
}

const SLUG_BY_CATEGORY = Object.fromEntries(
  Object.entries(CATEGORY_BY_SLUG).map(([slug, category]) => [category, slug]),
) as Record<Category, CategorySlug>;

const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function memberSince(iso: string | null): string {
  if (iso === null) return 'Account closed';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `Member since ${monthYear.format(date)}`;
}

const factLabel = 'text-xs font-medium uppercase tracking-wide text-ink-muted';

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
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomLoaded, setZoomLoaded] = useState(false);
  const photoButton = useRef<HTMLButtonElement>(null);
  const photo = imageSources(product.productPhoto);
  const saving = savingPercent(product.resalePrice, product.orginalPrice);
  const slug = SLUG_BY_CATEGORY[product.categories];
  const sold = product.paid;

  return (
    <article aria-labelledby="product-name" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div>
        <button
          ref={photoButton}
          type="button"
          aria-label={`${product.productName}: enlarge photo`}
          onClick={() => {
            setZoomLoaded(true);
            setZoomOpen(true);
          }}
          className="group relative block aspect-[4/3] w-full overflow-hidden rounded-box border border-base-300 bg-base-200"
        >
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="(min-width: 1152px) 552px, (min-width: 1024px) 48vw, 100vw"
            alt={product.productName}
            width={800}
            height={600}
            decoding="async"
            fetchPriority="high"
            className={`h-full w-full object-cover ${sold ? 'grayscale-[60%]' : ''}`}
          />
          <span className="absolute bottom-3 right-3 flex items-center gap-1 rounded-field bg-neutral/80 px-2 py-1 text-sm font-medium text-neutral-content">
            <Expand aria-hidden className="size-4" />
            Zoom
          </span>
          {sold ? (
            <span className="badge badge-lg absolute left-3 top-3 border-0 bg-neutral font-bold uppercase tracking-wider text-neutral-content">
              Sold
            </span>
          ) : null}
        </button>
        {zoomLoaded ? (
          <Suspense fallback={null}>
            <PhotoZoom
              src={photo.src}
              alt={product.productName}
              open={zoomOpen}
              onClose={() => setZoomOpen(false)}
              onExited={() => photoButton.current?.focus()}
            />
          </Suspense>
        ) : null}
      </div>

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
          <span className="text-4xl font-extrabold text-primary">
            <span className="sr-only">Resale price </span>
            {formatDollars(product.resalePrice)}
          </span>
          <span className="text-lg text-ink-muted line-through">
            <span className="sr-only">Original price </span>
            {formatDollars(product.orginalPrice)}
          </span>
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

        <section
          aria-labelledby="condition-heading"
          className="rounded-box border border-base-300 p-4"
        >
          <h2 id="condition-heading" className="flex items-center gap-2 text-lg font-bold">
            <BadgeCheck aria-hidden className="size-5 text-primary" />
            Condition: {product.condition}
          </h2>
          <p className="mt-1">{CONDITION_GUIDE[product.condition]}</p>
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

        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
          <div>
            <dt className={factLabel}>Location</dt>
            <dd className="flex items-center gap-1 font-medium">
              <MapPin aria-hidden className="size-4 shrink-0 text-ink-muted" />
              {product.location}
            </dd>
          </div>
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
            <dd className="font-medium">{CATEGORY_TITLES[slug]}</dd>
          </div>
        </dl>

        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="mb-1 text-lg font-bold">
            Description
          </h2>
          <p className="whitespace-pre-line break-words">{product.description}</p>
        </section>

        <section
          aria-labelledby="seller-heading"
          className="flex items-start gap-3 rounded-box bg-base-200 p-4"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-base-100 text-primary">
            <UserRound aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="seller-heading" className="font-bold">
              Sold by {product.seller.name}
            </h2>
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
      </div>
    </article>
  );
}
