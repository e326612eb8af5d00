import type { Figure } from '@resale-zone/contract/dashboard';
import { formatCents, formatCount } from '../../lib/format.ts';

export interface FigureItem {
  label: string;
  figure: Figure;
  money?: boolean;
  /**
   * A figure at this moment (held now, active listings), not a sum over the period: its previous
   * value is the one at the start of the period.
   */
  now?: boolean;
}

function change({ current, previous }: Figure): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'up from none';
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct >= 0 ? `up ${pct}%` : `down ${-pct}%`;
}

/**
 * Figures over the period, each with its change from the period before; a figure at this moment
 * (`now`) with its change since the period began.
 */
export function FigureCards({ items, period }: { items: FigureItem[]; period: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, figure, money, now }) => (
        <div key={label} className="rounded-box border border-base-300 bg-base-100 p-4">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-figure={label}>
            {money ? formatCents(figure.current) : formatCount(figure.current)}
          </dd>
          <dd className="text-sm text-ink-muted">
            {change(figure)}
            {now ? (
              ` since ${period} days ago`
            ) : (
              <span className="sr-only"> from the {period} days before</span>
            )}{' '}
            (was {money ? formatCents(figure.previous) : formatCount(figure.previous)})
          </dd>
        </div>
      ))}
    </dl>
  );
}
