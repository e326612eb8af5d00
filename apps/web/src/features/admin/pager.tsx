import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from './admin.api.ts';
import { formatCount } from '../../lib/format.ts';

interface PagerProps {
  /** 1-based. */
  page: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Sellers pages". */
  label: string;
}

/** 'Showing 51–100 of 2,345' with Previous and Next when there is more than one page. */
export function Pager({ page, total, shown, onPage, label }: PagerProps) {
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = first + shown - 1;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const summary =
    shown === 0
      ? `Showing 0 of ${formatCount(total)}`
      : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {summary}
      </p>
      {pages > 1 ? (
        <div className="join">
          <button
            type="button"
            className="btn btn-outline btn-sm join-item border-base-300"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
          >
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </button>
          <span className="btn btn-sm join-item pointer-events-none border-base-300 bg-base-200 font-normal">
            Page {formatCount(page)} of {formatCount(pages)}
          </span>
          <button
            type="button"
            className="btn btn-outline btn-sm join-item border-base-300"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
          >
            Next
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </nav>
  );
}
