import { useState } from 'react';
import { ReopenDisputeBody, type Dispute } from '@resale-zone/contract/handover';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useReopenDispute } from './disputes.api.ts';

/**
 * Reopens a closed dispute with a note both sides read: the buyer cannot report a sale twice, so
 * a closing decision that turns out wrong is reopened here and decided again.
 */
export function ReopenDisputeDialog({
  dispute,
  onClose,
}: {
  dispute: Dispute | null;
  onClose: () => void;
}) {
  const reopen = useReopenDispute();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(dispute);
  if (shownFor?._id !== dispute?._id) {
    setShownFor(dispute);
    if (dispute) {
      setNote('');
      setError(undefined);
      setProblem(null);
    }
  }

  function submit() {
    if (!dispute) return;
    const parsed = ReopenDisputeBody.safeParse({ note });
    setError(parsed.error?.issues[0]?.message);
    if (!parsed.success) return;
    setProblem(null);
    reopen.mutate(
      { id: dispute._id, ...parsed.data },
      {
        onSuccess: (reopened) => {
          notify.success(`Dispute on ${reopened.productName} reopened`);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.field === 'note') setError(err.fieldMessage);
          else setProblem(err.message);
        },
      },
    );
  }

  return (
    <FormModal
      open={dispute !== null}
      onCancel={onClose}
      busy={reopen.isPending}
      title={<>Reopen: {shownFor?.productName}</>}
      intro="The sale is disputed again and waits for a new decision. Both sides are told, with your note."
      problem={problem}
      onSubmit={() => submit()}
    >
      <TextAreaField
        label="Why it is reopened (both sides read it)"
        error={error}
        data-autofocus
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={reopen.isPending}>
        Reopen
      </DialogActions>
    </FormModal>
  );
}
