import { useId, useState, type FormEvent } from 'react';
import { CATEGORY_TITLES, CONDITIONS, CategorySlug } from '@resale-zone/contract/listings';
import { MAX_PRICE_DOLLARS } from '@resale-zone/contract/money';
import { PUBLISHED_WITHIN, PublishedWithin } from '@resale-zone/contract/search';
import {
  PUBLISHED_LABELS,
  activeFilters,
  clearedFilters,
  type SearchFilters,
} from './search-params.ts';

interface SearchFiltersFormProps {
  /** The search in effect (from the URL); remount the form (key) when it changes. */
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
}

const label = 'text-sm font-semibold';

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
 * The search filters. Choices (brand, condition, publish date) apply as soon as they change;
 * typed ones (prices, location) apply with Enter or 'Apply filters'. Each change is a new
 * history entry, so Back undoes it.
 */
export function SearchFiltersForm({ filters, onApply }: SearchFiltersFormProps) {
  const id = useId();
  const [minPrice, setMinPrice] = useState(priceText(filters.minPrice));
  const [maxPrice, setMaxPrice] = useState(priceText(filters.maxPrice));
  const [location, setLocation] = useState(filters.location);
  const [priceError, setPriceError] = useState<string | null>(null);
  // The choices show at once; the URL (and so `filters`) follows a moment later.
  const [choices, setChoices] = useState({
    brand: filters.brand,
    condition: filters.condition,
    publishedWithin: filters.publishedWithin,
  });

  /** The form's typed values on top of `changes`; null when a price is not one. */
  function collect(changes: Partial<SearchFilters>): SearchFilters | null {
    const min = readPrice(minPrice);
    const max = readPrice(maxPrice);
    if (min === 'invalid' || max === 'invalid') {
      setPriceError(`Prices are amounts from 0 to ${MAX_PRICE_DOLLARS.toLocaleString('en-US')}.`);
      return null;
    }
    if (min !== null && max !== null && max < min) {
      setPriceError('The highest price must not be below the lowest.');
      return null;
    }
    setPriceError(null);
    return { ...filters, minPrice: min, maxPrice: max, location: location.trim(), ...changes };
  }

  const apply = (changes: Partial<SearchFilters> = {}) => {
    const next = collect({ ...choices, ...changes });
    if (!next) return;
    setChoices({
      brand: next.brand,
      condition: next.condition,
      publishedWithin: next.publishedWithin,
    });
    onApply(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const hasFilters = activeFilters({ ...filters, q: '' }).length > 0;
  const priceErrorId = `${id}-price-error`;

  return (
    <form aria-label="Filters" onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-brand`} className={label}>
          Brand
        </label>
        <select
          id={`${id}-brand`}
          className="select w-full"
          value={choices.brand ?? ''}
          onChange={(e) => {
            const parsed = CategorySlug.safeParse(e.target.value);
            apply({ brand: parsed.success ? parsed.data : null });
          }}
        >
          <option value="">All brands</option>
          {CategorySlug.options.map((slug) => (
            <option key={slug} value={slug}>
              {CATEGORY_TITLES[slug]}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="flex flex-col gap-1">
        <legend className={`${label} mb-1`}>Price (USD)</legend>
        <div className="flex items-center gap-2">
          <div className="input w-full">
            <label htmlFor={`${id}-minPrice`} className="text-ink-muted">
              Min
              <span className="sr-only"> price</span>
            </label>
            <span aria-hidden className="text-ink-muted">
              $
            </span>
            <input
              id={`${id}-minPrice`}
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_PRICE_DOLLARS}
              step="any"
              value={minPrice}
              onChange={(e) => setMinPrice(e.target.value)}
              aria-invalid={priceError !== null}
              aria-describedby={priceError ? priceErrorId : undefined}
            />
          </div>
          <div className="input w-full">
            <label htmlFor={`${id}-maxPrice`} className="text-ink-muted">
              Max
              <span className="sr-only"> price</span>
            </label>
            <span aria-hidden className="text-ink-muted">
              $
            </span>
            <input
              id={`${id}-maxPrice`}
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_PRICE_DOLLARS}
              step="any"
              value={maxPrice}
              onChange={(e) => setMaxPrice(e.target.value)}
              aria-invalid={priceError !== null}
              aria-describedby={priceError ? priceErrorId : undefined}
            />
          </div>
        </div>
        {priceError ? (
          <p id={priceErrorId} role="alert" className="text-sm text-error">
            {priceError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-1">
        <legend className={`${label} mb-1`}>Condition</legend>
        {CONDITIONS.map((condition) => (
          <label key={condition} className="flex cursor-pointer items-center gap-2 py-0.5">
            <input
              type="checkbox"
              className="checkbox checkbox-sm checkbox-primary"
              checked={choices.condition.includes(condition)}
              onChange={(e) =>
                apply({
                  condition: e.target.checked
                    ? CONDITIONS.filter((c) => c === condition || choices.condition.includes(c))
                    : choices.condition.filter((c) => c !== condition),
                })
              }
            />
            {condition}
          </label>
        ))}
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-location`} className={label}>
          Location
        </label>
        <input
          id={`${id}-location`}
          type="text"
          className="input w-full"
          placeholder="e.g. Dhaka"
          maxLength={100}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
        />
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-published`} className={label}>
          Published
        </label>
        <select
          id={`${id}-published`}
          className="select w-full"
          value={choices.publishedWithin ?? ''}
          onChange={(e) => {
            const parsed = PublishedWithin.safeParse(e.target.value);
            apply({ publishedWithin: parsed.success ? parsed.data : null });
          }}
        >
          <option value="">Any time</option>
          {PUBLISHED_WITHIN.map((days) => (
            <option key={days} value={days}>
              {PUBLISHED_LABELS[days]}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        {hasFilters ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => onApply(clearedFilters(filters))}
          >
            Clear all filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
