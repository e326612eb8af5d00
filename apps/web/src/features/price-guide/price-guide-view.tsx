import type { PriceGuide } from '@resale-zone/contract/price-guide';
import { DataTable } from '../../components/ui/data-table.tsx';
import { formatCalendarDate, formatCents, formatCount } from '../../lib/format.ts';
import { Island } from '../../components/islands/island.tsx';
import { ChartPanel } from '../dashboard/index.ts';

const sales = (n: number) => `${formatCount(n)} ${n === 1 ? 'sale' : 'sales'}`;

/** The median of each condition, or that it had too few sales. */
function ConditionMedians({ conditions }: { conditions: PriceGuide['conditions'] }) {
  return (
    <div className="grid gap-3">
      <h2 id="by-condition" className="text-xl font-bold">
        By condition
      </h2>
      <DataTable
        labelledBy="by-condition"
        rows={conditions}
        rowKey={(c) => c.condition}
        columns={[
          { header: 'Condition', rowHeader: true, cell: (c) => c.condition },
          { header: 'Sales', cell: (c) => formatCount(c.sales) },
          {
            header: 'Median price',
            cell: (c) =>
              c.medianCents === null ? (
                <span className="text-ink-muted">Too few sales</span>
              ) : (
                formatCents(c.medianCents)
              ),
          },
        ]}
      />
    </div>
  );
}

/**
 * One model's guide: the median of its completed sales, the medians by condition (a condition
 * with too few sales says so) and the weekly medians as a chart with its data table.
 */
export function PriceGuideView({ guide }: { guide: PriceGuide }) {
  const rows = guide.weeks.map((w) => ({ day: w.week, medianCents: w.medianCents }));
  return (
    <div className="grid gap-8">
      <p className="max-w-prose text-ink-muted">
        From {sales(guide.sales)} completed on Resale Zone between {formatCalendarDate(guide.from)}{' '}
        and {formatCalendarDate(guide.to)} (the last {guide.windowDays} days). A median needs at
        least {guide.minSales} sales.
      </p>
      <dl className="grid w-fit gap-1 rounded-box border border-base-300 bg-base-100 p-4">
        <dt className="text-sm font-medium text-ink-muted">Median price, any condition</dt>
        <dd className="text-3xl font-extrabold text-primary" data-median>
          {formatCents(guide.medianCents)}
        </dd>
      </dl>

      <ConditionMedians conditions={guide.conditions} />

      {/* The chart is drawn in the browser: an island that hydrates once in view (decision 062). */}
      <Island
        name="chart"
        component={ChartPanel}
        props={{
          title: 'Median price per week',
          period: 'week',
          empty: 'No sales',
          rows,
          series: [{ key: 'medianCents', label: 'Median price', color: '#1d4ed8', money: true }],
        }}
        load="visible"
      />
    </div>
  );
}
