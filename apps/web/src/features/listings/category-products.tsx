import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { CATEGORY_TITLES, type CategorySlug } from '@resale-zone/contract/listings';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { categoryQuery } from './listings.api.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import type { ProductCardProps } from './product-card.tsx';

interface CategoryProductsProps extends Pick<ProductCardProps, 'onReport' | 'onCheckout'> {
  slug: CategorySlug;
}

/** A brand's unsold phones under the spec's heading 'This Category has N Product'. */
export function CategoryProducts({ slug, ...cardActions }: CategoryProductsProps) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(categoryQuery(slug));
  const title = CATEGORY_TITLES[slug];

  if (isPending) return <ProductGridSkeleton count={6} label={`Loading ${title} phones`} />;
  if (isError) {
    return (
      <LoadError
        message={`${title} phones could not be loaded.`}
        detail={error.message}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  return (
    <section aria-labelledby="category-count">
      <h2 id="category-count" className="mb-6 text-2xl font-bold tracking-tight">
        This Category has {data.length} Product
      </h2>
      {data.length === 0 ? (
        <EmptyState
          title={`No ${title} phones are listed right now.`}
          icon={<PackageOpen aria-hidden className="size-8 text-primary" />}
        >
          New phones arrive every day. Try again soon, or{' '}
          <Link to="/home" className="link link-primary">
            see the featured phones
          </Link>
          .
        </EmptyState>
      ) : (
        <ProductGrid products={data} label={`${title} phones`} eagerCount={1} {...cardActions} />
      )}
    </section>
  );
}
