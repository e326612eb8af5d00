import { formatWhen } from '../../lib/format.ts';

/** An instant as date over time, so that an admin table's column stays narrow on a phone. */
export function WhenCell({ iso }: { iso: string }) {
  const { date, time } = formatWhen(iso);
  return (
    <time dateTime={iso}>
      <span className="block">{date}</span>
      <span className="block text-ink-muted">{time}</span>
    </time>
  );
}
