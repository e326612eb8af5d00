import { useState } from 'react';
import { DecideNoShowBody, type NoShowClaim } from '@resale-zone/contract/meetings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { RadioChoices } from '../../components/ui/radio-choices.tsx';
import { refusedField } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useDecideNoShow } from './meetings.api.ts';

type Outcome = DecideNoShowBody['outcome'];

interface DecideNoShowDialogProps {
  claim: NoShowClaim | null;
  onClose: () => void;
}

/** An admin settles a contested claim: upheld (it counts against the absent person) or rejected. */
export function DecideNoShowDialog({ claim, onClose }: DecideNoShowDialogProps) {
  const decide = useDecideNoShow();
  const [outcome, setOutcome] = useState<Outcome>('uphold');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(claim);
  if (shownFor?.id !== claim?.id) {
    setShownFor(claim);
    if (claim) {
      setOutcome('uphold');
      setNote('');
      setError(undefined);
      setProblem(null);
    }
  }

  function submit() {
    if (!claim) return;
    const parsed = DecideNoShowBody.safeParse({ outcome, note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setProblem(null);
    decide.mutate(
      { id: claim.id, ...parsed.data },
      {
        onSuccess: (c) => {
          notify.success(c.state === 'upheld' ? 'Claim upheld' : 'Claim rejected');
          onClose();
        },
        onError: (err) => {
          const refused = refusedField(err, ['note']);
          if (refused) setError(refused.message);
          else setProblem(err.message);
        },
      },
    );
  }

  const choices: [Outcome, string][] = [
    ['uphold', `Uphold: ${shownFor?.absentName ?? 'they'} did not come`],
    ['reject', 'Reject: nothing counts'],
  ];
  return (
    <FormModal
      open={claim !== null}
      onCancel={onClose}
      busy={decide.isPending}
      title={<>Settle: {shownFor?.productName}</>}
      problem={problem}
      onSubmit={submit}
    >
      <RadioChoices legend="Outcome" choices={choices} value={outcome} onChange={setOutcome} />
      <TextAreaField
        label="Note to the buyer and the seller"
        error={error}
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={decide.isPending}>
        Settle
      </DialogActions>
    </FormModal>
  );
}
