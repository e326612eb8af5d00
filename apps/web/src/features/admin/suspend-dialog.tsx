import { useId, useState } from 'react';
import { SuspendBody, SUSPENSION_MAX_DAYS } from '@resale-zone/contract/admin';
import type { PersonRow } from '@resale-zone/contract/users';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSuspend } from './suspensions.api.ts';

type Errors = Partial<Record<'days' | 'reason', string>>;

/**
 * Suspends a member for a number of days, with a reason they are mailed along with the end
 * (decision 058): they are signed out, cannot sign in until then, and their listings are hidden.
 */
export function SuspendDialog({
  person,
  onClose,
}: {
  person: PersonRow | null;
  onClose: () => void;
}) {
  const ids = useId();
  const suspend = useSuspend();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(person);
  if (shownFor?._id !== person?._id) {
    setShownFor(person);
    if (person) {
      setDays('7');
      setReason('');
      setErrors({});
      setProblem(null);
    }
  }

  function submit() {
    if (!person) return;
    const parsed = SuspendBody.safeParse({ days, reason });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as keyof Errors;
      found[field] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success) return;
    setProblem(null);
    suspend.mutate(
      { person, body: parsed.data },
      {
        onSuccess: onClose,
        onError: (err) => {
          if (err instanceof ApiError && (err.field === 'days' || err.field === 'reason')) {
            setErrors({ [err.field]: err.fieldMessage });
          } else setProblem(err.message);
        },
      },
    );
  }

  return (
    <FormModal
      open={person !== null}
      onCancel={onClose}
      busy={suspend.isPending}
      title={<>Suspend {shownFor?.name}</>}
      intro="They are signed out at once and cannot sign in until the end; their listings are hidden until then. They are mailed the reason and the end date."
      problem={problem}
      onSubmit={submit}
    >
      <TextField
        id={`${ids}-days`}
        label="For how many days"
        hint={`1 to ${SUSPENSION_MAX_DAYS}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={SUSPENSION_MAX_DAYS}
        data-autofocus
        value={days}
        error={errors.days}
        onChange={(e) => setDays(e.target.value)}
      />
      <TextAreaField
        id={`${ids}-reason`}
        label="Reason (they read it)"
        rows={3}
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={suspend.isPending} tone="btn-error">
        Suspend
      </DialogActions>
    </FormModal>
  );
}
