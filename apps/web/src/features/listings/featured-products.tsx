import { useQuery } from '@tanstack/react-query';
import { featuredQuery } from './listings.api.ts';
import { ProductGrid } from './product-grid.tsx';

/** 'Featured Mobiles': the advertised phones, newest first. */
export function FeaturedProducts() {
  const { data, isPending, isError, refetch } = useQuery(featuredQuery());
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="featured-heading" className="mb-6 text-3xl font-bold">
        Featured Mobiles
      </h2>
      {isPending ? (
        <p role="status">Loading featured phones…</p>
      ) : isError ? (
        <div role="alert" className="alert alert-error">
          <span>Featured phones could not be loaded.</span>
          <button type="button" className="btn btn-sm" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : data.length === 0 ? (
        <p>No featured phones right now. Check back soon.</p>
      ) : (
        <ProductGrid products={data} />
      )}
    </section>
  );
}
