import { PageHeading } from '../../components/ui/page-text.tsx';
import { SearchBox } from './search-box.tsx';
import type { ListParams } from './use-list-params.ts';

export interface AdminListHeadingProps {
  /** Id of the section's heading; the table is named by it. */
  headingId: string;
  /** The spec's heading, e.g. 'There are 12 sellers'; undefined while the count is unknown. */
  heading: string | undefined;
  /** A sentence under the heading: what the list is and what its actions do. */
  description?: string;
  /** What the rows are, capitalised, for messages: 'Sellers could not be loaded.' */
  noun: string;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  searchPlaceholder?: string;
  params: ListParams;
}

/** An admin table's heading (a placeholder while the count is unknown) and its search box. */
export function AdminListHeading({
  headingId,
  heading,
  description,
  noun,
  searchLabel,
  searchPlaceholder,
  params,
}: AdminListHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        {/* The page's main heading, as on the other dashboard pages ('I have N orders'). */}
        <PageHeading id={headingId} tabIndex={-1}>
          {heading ?? (
            <>
              <span className="sr-only">{noun}</span>
              <span
                aria-hidden
                className="skeleton inline-block h-8 w-64 max-w-full align-middle"
              />
            </>
          )}
        </PageHeading>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </div>
      {searchLabel ? (
        <SearchBox
          value={params.q}
          onSearch={params.setSearch}
          label={searchLabel}
          placeholder={searchPlaceholder}
        />
      ) : null}
    </div>
  );
}
