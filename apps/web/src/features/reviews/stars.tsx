import { Star } from 'lucide-react';

/** "4.5 out of 5 stars" as five stars (whole ones filled), for sighted readers; the label says it. */
export function Stars({ value, size = 'size-4' }: { value: number; size?: string }) {
  const whole = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex items-center">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${size} ${n <= whole ? 'fill-warning text-warning' : 'text-base-300'}`}
        />
      ))}
    </span>
  );
}
