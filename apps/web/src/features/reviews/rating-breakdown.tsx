import type { Profile } from '@resale-zone/contract/reviews';
import { formatCount } from '../../lib/format.ts';

/** The reviews by stars, 5 down to 1, as bars with their counts. */
export function RatingBreakdown({ rating }: { rating: Profile['rating'] }) {
  const most = Math.max(1, ...rating.distribution);
  return (
    <table className="w-full max-w-sm text-sm">
      <caption className="sr-only">Reviews by stars</caption>
      <tbody>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = rating.distribution[stars - 1] ?? 0;
          return (
            <tr key={stars}>
              <th scope="row" className="w-16 py-0.5 pr-2 text-left font-medium">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </th>
              <td className="py-0.5">
                <span aria-hidden className="block h-2 rounded-full bg-base-300">
                  <span
                    className="block h-2 rounded-full bg-warning"
                    style={{ width: `${(n / most) * 100}%` }}
                  />
                </span>
              </td>
              <td className="w-10 py-0.5 pl-2 text-right tabular-nums">{formatCount(n)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
