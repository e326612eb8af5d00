import { useState } from 'react';
import { MAX_PRICE_DOLLARS } from '@resale-zone/contract/money';
import { formatCount } from '../../lib/format.ts';
import type { SearchFilters } from './search-params.ts';

function priceText(value: number | null) {
  return value === null ? '' : String(value);
}

/** '' → null; anything else must be a price from 0 up. */
function readPrice(value: string): number | null | 'invalid' {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE_DOLLARS ? n : 'invalid';
}

/**
 * What the filters form holds before it is applied: typed prices and location, and the choices,
 * which show at once while the URL (and so `filters`) follows a moment later. `apply` checks the
 * prices and hands the whole search to `onApply`.
 */
export function useFilterDraft(filters: SearchFilters, onApply: (next: SearchFilters) => void) {
  const [minPrice, setMinPrice] = useState(priceText(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(filters.maxPrice));
  const [location, setLocation] = useState(filters.location);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [choices, setChoices] = useState({
    brand: filters.brand,
    condition: filters.condition,
    publishedWithin: filters.publishedWithin,
    checked: filters.checked,
    trusted: filters.trusted,
    area: filters.area,
  });
  /** The form's typed values on top of `changes`; null when a price is not one. */
  function collect(changes: Partial<SearchFilters>): SearchFilters | null {
    const min = readPrice(minPrice);
    const max = readPrice(maxPrice);
    if (min === 'invalid' || max === 'invalid') {
      setPriceError(`Prices are amounts from 0 to ${formatCount(MAX_PRICE_DOLLARS)}.`);
      return null;
    }
    if (min !== null && max !== null && max < min) {
      setPriceError('The highest price must not be below the lowest.');
      return null;
    }
    setPriceError(null);
    return { ...filters, minPrice: min, maxPrice: max, location: location.trim(), ...changes };
  }

  /** Applies the form; false when a price is not one (the form says why). */
  const apply = (changes: Partial<SearchFilters> = {}): boolean => {
    const next = collect({ ...choices, ...changes });
    if (!next) return false;
    setChoices({
      brand: next.brand,
      condition: next.condition,
      publishedWithin: next.publishedWithin,
      checked: next.checked,
      trusted: next.trusted,
      area: next.area,
    });
    onApply(next);
    return true;
  };

  /** What a select of one of the choices spreads (`FilterSelect`): its name, value and change. */
  const choice = <K extends 'brand' | 'publishedWithin'>(name: K) => ({
    name,
    value: choices[name],
    onChange: (value: SearchFilters[K]) => apply({ [name]: value }),
  });

  return {
    price: { minPrice, setMinPrice, maxPrice, setMaxPrice, error: priceError },
    location,
    setLocation,
    choices,
    apply,
    choice,
  };
}
