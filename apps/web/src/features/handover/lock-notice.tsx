import { LockKeyhole } from 'lucide-react';
import { formatWhen } from '../../lib/format.ts';

/** The seller typed too many wrong codes: the handover is locked for a while. */
export function LockNotice({ lockedUntil }: { lockedUntil: string }) {
  const { date, time } = formatWhen(lockedUntil);
  return (
    <div role="alert" className="alert alert-warning alert-soft items-start">
      <LockKeyhole aria-hidden className="size-5 shrink-0" />
      <div>
        <p className="font-semibold">The seller entered wrong codes too many times.</p>
        <p className="text-sm">
          The handover is locked until{' '}
          <time dateTime={lockedUntil}>
            {time} ({date})
          </time>
          . Check that the seller types the code from your screen, and that no one else is trying
          codes on your booking.
        </p>
      </div>
    </div>
  );
}
