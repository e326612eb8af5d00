import { Link } from 'react-router';
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Heart, Trash2 } from 'lucide-react';
import type { WishlistItem } from '@resale-zone/contract/wishlist';
import { formatCalendarDate } from '../../lib/format.ts';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import { TableSkeleton } from '../../components/ui/table-skeleton.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { notify } from '../../lib/toast.ts';
import { AvailabilityBadge, Prices, productPath } from '../listings/index.ts';
import { useChangeWishlist, wishlistQuery } from './wishlist.api.ts';

/** The signed-in buyer's saved phones as they are now: price, available, reserved or sold, and Remove. */
export function WishlistList({ email }: { email: string }) {
  const query = useQuery(wishlistQuery(email));
  const { data, isPending, isError } = query;
  const change = useChangeWishlist(email);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (isPending) return <TableSkeleton label="Loading your wishlist" />;
  if (isError) {
    return <QueryError query={query} message="Could not fetch your wishlist." />;
  }

  const remove = ({ product }: WishlistItem) =>
    change.mutate(
      { product, save: false },
      {
        onSuccess: () => {
          notify.success(`${product.productName} is removed from your wishlist`);
          // The row and its button go away: carry on from the heading.
          headingRef.current?.focus();
        },
        onError: (err) => notify.error(err.message),
      },
    );
  const removingId = change.isPending ? change.variables.product._id : null;

  return (
    <div className="grid gap-6">
      <PageHeader
        ref={headingRef}
        id="wishlist-heading"
        lead={data.length === 1 ? '1 saved phone' : `${data.length} saved phones`}
      >
        My Wishlist
      </PageHeader>
      {data.length === 0 ? (
        <EmptyState
          title="You have not saved any phones yet."
          icon={<Heart aria-hidden className="size-8 text-primary" />}
        >
          Press the heart on a phone to keep it here and compare later.{' '}
          <Link to="/search" className="link link-primary">
            Find phones
          </Link>
          .
        </EmptyState>
      ) : (
        <ul role="list" aria-labelledby="wishlist-heading" className="grid gap-3">
          {data.map((item) => {
            const { product } = item;
            return (
              <li
                key={product._id}
                className="flex flex-wrap items-center gap-4 rounded-box border border-base-300 bg-base-100 p-3 sm:flex-nowrap"
              >
                <Thumbnail url={product.productPhoto} alt={product.productName} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <Link to={productPath(product._id)} className="link link-hover">
                      {product.productName}
                    </Link>
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 text-sm">
                    <Prices product={product} size="sm" />
                    <AvailabilityBadge availability={product.availability} size="sm" />
                  </p>
                  <p className="text-xs text-ink-muted">
                    {product.condition} · {product.location} · saved{' '}
                    <time dateTime={item.savedAt}>{formatCalendarDate(item.savedAt)}</time>
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={`Remove ${product.productName}`}
                  aria-busy={removingId === product._id}
                  onClick={() => {
                    if (removingId === null) remove(item);
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
