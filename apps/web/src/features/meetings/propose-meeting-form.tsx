import { useId, useState } from 'react';
import type { MeetingAnswer } from '@resale-zone/contract/meetings';
import { TextField } from '../../components/ui/field.tsx';
import { refusedField } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { SpotSuggestions } from '../areas/index.ts';
import { useProposeMeeting } from './meetings.api.ts';

const other = (side: MeetingAnswer['side']) => (side === 'buyer' ? 'the seller' : 'the buyer');
type Errors = { at?: string; place?: string };

/**
 * A local date and time, sent as an instant, and optionally a place (a suggested public spot, the
 * phone's area first, fills it); an empty place keeps the booking's. The server checks both.
 */
export function ProposeMeetingForm({
  meeting: m,
  holdHint,
}: {
  meeting: MeetingAnswer;
  holdHint?: string;
}) {
  const id = useId();
  const propose = useProposeMeeting(m.bookingId);
  const [value, setValue] = useState('');
  const [place, setPlace] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const at = new Date(value);
        if (value === '' || Number.isNaN(at.getTime())) {
          return setErrors({ at: 'Choose a date and time' });
        }
        setErrors({});
        const newPlace = place.trim();
        const body = { at: at.toISOString(), ...(newPlace ? { place: newPlace } : {}) };
        propose.mutate(body, {
          onSuccess: () => {
            setValue('');
            setPlace('');
            notify.success(`Proposed: ${other(m.side)} is asked to confirm it`);
          },
          onError: (err) => {
            const refused = refusedField(err, ['at', 'place'] as const);
            setErrors(refused ? { [refused.field]: refused.message } : { at: err.message });
          },
        });
      }}
    >
      <TextField
        id={`${id}-at`}
        label={m.at ? 'Propose another time' : 'Propose a time'}
        hint={holdHint}
        type="datetime-local"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={errors.at}
      />
      <TextField
        id={`${id}-place`}
        label={m.place ? 'Another place (optional)' : 'Propose a place'}
        hint={m.place ? 'Leave it empty to keep the place above.' : undefined}
        type="text"
        autoComplete="off"
        maxLength={200}
        value={place}
        onChange={(e) => setPlace(e.target.value)}
        error={errors.place}
      />
      <SpotSuggestions areaId={m.areaId} onPick={setPlace} />
      <button
        type="submit"
        className="btn btn-outline btn-sm h-auto min-h-8 shrink py-1 justify-self-start"
        disabled={propose.isPending}
      >
        Propose
      </button>
    </form>
  );
}
