import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDayMonth, formatWholeDollars } from '../../lib/format-chart.ts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** Cents: the axis and the tooltip show dollars. */
  money?: boolean;
}

/**
 * Bars per UTC day (recharts, loaded only with this module). Decorative for screen readers: the
 * same numbers are in the "Show data" table beside it.
 */
export default function DailyChart({
  rows,
  series,
}: {
  rows: readonly Record<string, number | string | null>[];
  series: ChartSeries[];
}) {
  const money = series.some((s) => s.money);
  return (
    <div aria-hidden className="h-64 w-full" data-chart>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={rows as Record<string, number | string | null>[]}
          margin={{ left: -16, right: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={formatDayMonth} minTickGap={24} fontSize={12} />
          <YAxis
            allowDecimals={false}
            fontSize={12}
            width={money ? 64 : 48}
            tickFormatter={money ? formatWholeDollars : undefined}
          />
          <Tooltip
            labelFormatter={(d) => formatDayMonth(String(d))}
            formatter={money ? (c) => formatWholeDollars(Number(c)) : undefined}
          />
          <Legend />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
