import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Sparkles } from 'lucide-react';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import { featuredQuery } from './listings.api.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import type { CardActions } from './product-card.tsx';

type FeaturedProductsProps = CardActions;

/** 'Featured Mobiles': the advertised phones, newest first. */
export function FeaturedProducts(cardActions: FeaturedProductsProps) {
  const query = useQuery(featuredQuery());
  return (
    <section
      id="featured"
      aria-labelledby="featured-heading"
      className="mx-auto max-w-6xl px-4 py-16"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">
            Hand-picked by sellers
          </p>
          <h2 id="featured-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Featured Mobiles
          </h2>
        </div>
        <a
          href="#categories"
          className="link link-hover flex items-center gap-1 font-medium text-primary"
        >
          Browse by brand <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
      {/* Its own switch, not QueryState: the home page's download stays within its budget. */}
      {query.isPending ? (
        <ProductGridSkeleton label="Loading featured phones" />
      ) : query.isError ? (
        <QueryError query={query} message="Featured phones could not be loaded." />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="No featured phones right now."
          icon={<Sparkles aria-hidden className="size-8 text-primary" />}
        >
          Sellers feature their best phones here. Meanwhile, every listed phone is on its
          brand&apos;s page.
        </EmptyState>
      ) : (
        <ProductGrid products={query.data} label="Featured phones" {...cardActions} />
      )}
    </section>
  );
}
