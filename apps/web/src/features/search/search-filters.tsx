import { useId, type FormEvent } from 'react';
import { useBrands } from '../brands/index.ts';
import { PUBLISHED_WITHIN } from '@resale-zone/contract/search';
import { PUBLISHED_LABELS, activeFilters, type SearchFilters } from './search-params.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { AreaChoice } from './area-choice.tsx';
import { ConditionChoices } from './condition-choices.tsx';
import { FilterSelect } from './filter-select.tsx';
import { ClearFiltersButton } from './clear-filters-button.tsx';
import { PriceRangeFields } from './price-range-fields.tsx';
import { useFilterDraft } from './use-filter-draft.ts';

export interface SearchFiltersFormProps {
  /** The search in effect (from the URL); remount the form (key) when it changes. */
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
  /** After 'Apply filters' (or Enter) applied the form: the page may close the panel on phones. */
  onSubmitted?: () => void;
  /** The signed-in member's own area: "Near me" picks it (decision 056). */
  myAreaId?: string | null | undefined;
}

/**
 * The search filters. Choices (brand, condition, publish date) apply as soon as they change;
 * typed ones (prices, location) apply with Enter or 'Apply filters'. Each change is a new
 * history entry, so Back undoes it. It is also a plain GET form of the search's own fields (the
 * words and order ride along hidden): before the page's code runs, 'Apply filters' loads the
 * search from the server, and a choice made meanwhile is made again once it runs.
 */
export function SearchFiltersForm({
  filters,
  onApply,
  onSubmitted,
  myAreaId,
}: SearchFiltersFormProps) {
  const id = useId();
  const draft = useFilterDraft(filters, onApply);
  const { choices, apply } = draft;
  const { brands } = useBrands();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply()) onSubmitted?.();
  };

  const hasFilters = activeFilters({ ...filters, q: '' }).length > 0;

  return (
    <form
      aria-label="Filters"
      action="/search"
      method="get"
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      noValidate
    >
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      <input type="hidden" name="sort" value={filters.sort} />
      <FilterSelect
        label="Brand"
        anyLabel="All brands"
        options={brands.map(({ slug, title }) => ({ value: slug, label: title }))}
        {...draft.choice('brand')}
      />

      <PriceRangeFields id={id} price={draft.price} />

      <ConditionChoices chosen={choices.condition} onChange={(condition) => apply({ condition })} />

      <Checkbox
        name="checked"
        value="1"
        checked={choices.checked}
        onChange={(checked) => apply({ checked })}
      >
        Only phones with a checked IMEI
      </Checkbox>
      <Checkbox
        name="trusted"
        value="1"
        checked={choices.trusted}
        onChange={(trusted) => apply({ trusted })}
      >
        Only Trusted sellers
      </Checkbox>

      <TextField
        label="Location"
        name="location"
        enabledBeforeHydration
        type="text"
        placeholder="e.g. Dhaka"
        maxLength={100}
        value={draft.location}
        onChange={(e) => draft.setLocation(e.target.value)}
      />

      <AreaChoice
        id={`${id}-area`}
        area={choices.area}
        myAreaId={myAreaId}
        onChange={(area) => apply({ area })}
      />

      <FilterSelect
        label="Published"
        anyLabel="Any time"
        options={PUBLISHED_WITHIN.map((days) => ({ value: days, label: PUBLISHED_LABELS[days] }))}
        {...draft.choice('publishedWithin')}
      />

      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        {hasFilters ? (
          <ClearFiltersButton filters={filters} onApply={onApply} className="btn-ghost" />
        ) : null}
      </div>
    </form>
  );
}
