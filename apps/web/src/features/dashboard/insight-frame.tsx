import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { PeriodSwitch } from './period-switch.tsx';

interface InsightFrameProps<T> {
  id: string;
  title: string;
  /** The figures behind the panel, as a spreadsheet. */
  csv: { path: string; filename: string; label: string };
  days: number;
  onDaysChange: (days: number) => void;
  query: UseQueryResult<T>;
  /** What failed, in a sentence, when the figures cannot be loaded. */
  failure: string;
  children: (data: T) => ReactNode;
}

/**
 * The frame of a dashboard's figures (a seller's, an admin's): the title with the period, the CSV
 * download and the period switch, then a placeholder while loading, the failure with Retry, or
 * the figures.
 */
export function InsightFrame<T>({
  id,
  title,
  csv,
  days,
  onDaysChange,
  query,
  failure,
  children,
}: InsightFrameProps<T>) {
  return (
    <section aria-labelledby={id} className="mx-auto grid max-w-5xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-2xl font-extrabold tracking-tight">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <CsvDownloadButton {...csv} />
          <PeriodSwitch days={days} onChange={onDaysChange} />
        </div>
      </div>
      <QueryState
        query={query}
        loading={<Skeleton className="h-96 w-full" />}
        errorMessage={failure}
      >
        {(data) => children(data)}
      </QueryState>
    </section>
  );
}
