import { Island } from '../components/islands/island.tsx';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { useSearchFilters } from '../features/search/use-search-filters.ts';
import { SearchIsland } from './search-islands.tsx';

/**
 * /search?q=…&brand=…&condition=…&minPrice=…&maxPrice=…&location=…&publishedWithin=…&sort=…
 * The server renders it as islands (decision 062): the navbar and the search itself.
 */
export default function SearchPage() {
  const { filters } = useSearchFilters();
  return (
    <>
      {/* One canonical page for every filter combination: filtered lists repeat its phones. */}
      <PageMeta
        page="Search"
        description={
          filters.q
            ? `Used phones matching “${filters.q}” on Resale Zone: compare prices, conditions and locations.`
            : 'Search every used phone for sale on Resale Zone by brand, price, condition and location.'
        }
        path="/search"
      />
      <Island name="search" component={SearchIsland} props={{}} load="session" />
    </>
  );
}
