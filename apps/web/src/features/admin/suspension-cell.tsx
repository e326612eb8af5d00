import { Ban, Undo2 } from 'lucide-react';
import type { PersonRow } from '@resale-zone/contract/users';
import { RowAction } from '../../components/ui/row-action.tsx';
import { formatWhen } from '../../lib/format.ts';

/**
 * A person's suspension in the admin tables (decision 058): Suspend, or until when they are
 * suspended, why, and Lift to end it early.
 */
export function SuspensionCell({
  person,
  lifting,
  onSuspend,
  onLift,
}: {
  person: PersonRow;
  lifting: boolean;
  onSuspend: (person: PersonRow) => void;
  onLift: (person: PersonRow) => void;
}) {
  if (!person.suspendedUntil) {
    return (
      <RowAction
        tone="btn-outline btn-warning"
        icon={Ban}
        rowName={person.name}
        onClick={() => onSuspend(person)}
      >
        Suspend
      </RowAction>
    );
  }
  const { date, time } = formatWhen(person.suspendedUntil);
  return (
    <div className="grid max-w-56 gap-1">
      <span className="badge badge-warning badge-sm h-auto whitespace-normal">
        Suspended until {date}, {time}
      </span>
      {person.suspensionReason ? (
        <span className="line-clamp-2 text-sm text-ink-muted">{person.suspensionReason}</span>
      ) : null}
      <RowAction
        tone="btn-ghost"
        icon={Undo2}
        pending={lifting}
        rowName={person.name}
        onClick={() => onLift(person)}
      >
        Lift
      </RowAction>
    </div>
  );
}
