import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import type { CategorySlug } from '@resale-zone/contract/listings';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import { categoryQuery } from './listings.api.ts';
import { PagedProductGrid, pagingOf } from './paged-product-grid.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import type { CardActions } from './product-card.tsx';

interface CategoryProductsProps extends CardActions {
  slug: CategorySlug;
  /** The brand's title ('One Plus'). */
  title: string;
  /** Only phones with a checked IMEI (`?checked=1`). */
  checkedOnly?: boolean;
  /** Only phones of this area (`?area=`, decision 056). */
  area?: string | null;
}

/**
 * A brand's unsold phones under the spec's heading 'This Category has N Product', where N is the
 * brand's total; the phones come a page (24) at a time.
 */
export function CategoryProducts({
  slug,
  title,
  checkedOnly = false,
  area = null,
  ...cardActions
}: CategoryProductsProps) {
  const query = useInfiniteQuery(categoryQuery(slug, checkedOnly, area));
  const { data, isPending, isError } = query;

  if (isPending) return <ProductGridSkeleton count={6} label={`Loading ${title} phones`} />;
  if (isError && !data) {
    return <QueryError query={query} message={`${title} phones could not be loaded.`} />;
  }
  const products = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? products.length;
  return (
    <section aria-labelledby="category-count">
      <h2 id="category-count" className="mb-6 text-2xl font-bold tracking-tight">
        This Category has {total} Product
      </h2>
      {products.length === 0 ? (
        <EmptyState
          title={
            area
              ? `No ${title} phones${checkedOnly ? ' with a checked IMEI' : ''} are listed in this area right now.`
              : checkedOnly
                ? `No ${title} phones with a checked IMEI are listed right now.`
                : `No ${title} phones are listed right now.`
          }
          icon={<PackageOpen aria-hidden className="size-8 text-primary" />}
        >
          New phones arrive every day. Try again soon, or{' '}
          <Link to="/search" className="link link-primary">
            search all phones
          </Link>
          .
        </EmptyState>
      ) : (
        <PagedProductGrid
          products={products}
          label={`${title} phones`}
          eagerCount={1}
          total={total}
          {...pagingOf(query)}
          {...cardActions}
        />
      )}
    </section>
  );
}
