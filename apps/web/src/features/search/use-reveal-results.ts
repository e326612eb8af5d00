import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * On phones the filters sit above the results: once applied, they fold away and the results
 * come into view with the focus on their heading, again once the new search is in the URL
 * (the router scrolls a new address to the top). `searchKey` changes with each new search.
 */
export function useRevealResults(searchKey: string) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const revealPending = useRef(false);
  const revealResults = () => {
    const heading = resultsHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  };
  const showResults = () => {
    if (window.matchMedia('(min-width: 1024px)').matches) return;
    revealPending.current = true;
    flushSync(() => setFiltersOpen(false));
    revealResults();
  };
  useEffect(() => {
    if (!revealPending.current) return;
    revealPending.current = false;
    revealResults();
  }, [searchKey]);
  return { filtersOpen, setFiltersOpen, resultsHeading, showResults };
}
