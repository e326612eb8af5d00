import { Link } from 'react-router';
import { SearchX, X } from 'lucide-react';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { activeFilters, withoutFilter, type SearchFilters } from './search-params.ts';
import { ClearFiltersButton } from './clear-filters-button.tsx';
import { useBrands } from '../brands/index.ts';
import { useAreas } from '../areas/index.ts';

interface NoResultsProps {
  filters: SearchFilters;
  /** The server's close spelling of the words that does find phones, if it has one. */
  suggestion?: string;
  onChange: (next: SearchFilters) => void;
}

/**
 * A search with no results is not a dead end: a close spelling that finds phones, a button per
 * filter to drop it, and the brand pages.
 */
export function NoResults({ filters, suggestion, onChange }: NoResultsProps) {
  const { brands } = useBrands();
  const areas = useAreas();
  const active = activeFilters(
    filters,
    (slug) => brands.find((b) => b.slug === slug)?.title ?? slug,
    (id) => areas.find((a) => a.id === id)?.name ?? 'chosen',
  );
  return (
    <EmptyState
      title="No phones match this search."
      icon={<SearchX aria-hidden className="size-8 text-primary" />}
    >
      {suggestion ? (
        <p className="mb-3">
          Did you mean{' '}
          <button
            type="button"
            className="link link-primary font-semibold"
            onClick={() => onChange({ ...filters, q: suggestion })}
          >
            {suggestion}
          </button>
          ?
        </p>
      ) : null}
      {active.length > 0 ? (
        <>
          <p>Try without one of these:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {active.map((filter) => (
              <li key={filter.name}>
                <button
                  type="button"
                  className="btn btn-outline btn-sm border-base-300 bg-base-100"
                  aria-label={`Remove ${filter.label}`}
                  onClick={() => onChange(withoutFilter(filters, filter.name))}
                >
                  <X aria-hidden className="size-4" />
                  {filter.label}
                </button>
              </li>
            ))}
          </ul>
          {active.length > 1 || active[0]?.name !== 'q' ? (
            <ClearFiltersButton
              filters={filters}
              onApply={onChange}
              className="btn-primary btn-sm mt-4"
            />
          ) : null}
        </>
      ) : (
        <p>No phones are listed right now. New ones arrive every day.</p>
      )}
      <nav aria-label="Brands" className="mt-5">
        <p>Or browse a brand:</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-2">
          {brands.map(({ slug, title }) => (
            <li key={slug}>
              <Link to={`/categories/${slug}`} className="btn btn-ghost btn-sm">
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </EmptyState>
  );
}
