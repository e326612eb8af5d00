import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatCalendarDate, formatCents, formatCount } from '../../lib/format.ts';
import type { ChartSeries } from './daily-chart.tsx';

// The chart library arrives with the chart, never with the first page.
const DailyChart = lazy(() => import('./daily-chart.tsx'));

export type PanelSeries = ChartSeries;

/**
 * A titled chart of daily (or weekly: `period`) numbers, with its numbers as a table behind "Show
 * data" (the accessible alternative; the same numbers as the API's answer). A null value (a
 * week's median without sales) has no bar and reads `empty` in the table.
 */
export function ChartPanel({
  title,
  rows,
  series,
  links,
  period = 'day',
  empty = '—',
}: {
  title: string;
  rows: readonly ({ day: string } & Record<string, number | string | null>)[];
  series: PanelSeries[];
  links?: ReactNode;
  period?: 'day' | 'week';
  empty?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-bold">
          {title}
        </h3>
        {links}
      </div>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <DailyChart rows={rows} series={series} />
      </Suspense>
      <details>
        <summary className="cursor-pointer font-medium text-primary">Show data</summary>
        <div
          role="region"
          aria-label={`${title}: data`}
          tabIndex={0}
          className="max-h-80 overflow-auto"
        >
          <table className="table table-sm">
            <caption className="sr-only">
              {title}, per {period} (UTC)
            </caption>
            <thead>
              <tr>
                <th scope="col">{period === 'day' ? 'Day' : 'Week of'}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.day} data-day={row.day}>
                  <th scope="row" className="font-normal whitespace-nowrap">
                    {formatCalendarDate(row.day)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="text-right tabular-nums" data-key={s.key}>
                      {row[s.key] === null
                        ? empty
                        : s.money
                          ? formatCents(Number(row[s.key]))
                          : formatCount(Number(row[s.key]))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
