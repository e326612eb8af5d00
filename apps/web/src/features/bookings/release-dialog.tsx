import { useId, useState } from 'react';
import { ReleaseBody } from '@resale-zone/contract/handover';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { ApiError } from '../../lib/api-client.ts';

export interface ReleaseDialogProps {
  /** The phone's name while the dialog is open; null keeps it closed. */
  productName: string | null;
  /** The buyer cancels a booking; the seller declines an order. */
  side: 'buyer' | 'seller';
  isPending?: boolean;
  /** The server's refusal of the last try, if any. */
  error?: Error | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

const WORDS = {
  buyer: {
    title: 'Cancel booking',
    text: 'The payment held on your card is released at once and the phone goes back on sale. The seller sees your reason.',
    action: 'Cancel booking',
    keep: 'Keep booking',
  },
  seller: {
    title: 'Decline',
    text: "The buyer's held payment is released at once and your phone goes back on sale. The buyer sees your reason.",
    action: 'Decline',
    keep: 'Keep order',
  },
} as const;

/** Asks why a held booking ends before the handover (the other side reads it), in the app's Modal. */
export function ReleaseDialog({
  productName,
  side,
  isPending = false,
  error = null,
  onCancel,
  onConfirm,
}: ReleaseDialogProps) {
  const ids = useId();
  const words = WORDS[side];
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  // Each opening starts empty (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(productName);
  if (shownFor !== productName) {
    setShownFor(productName);
    if (productName !== null) {
      setReason('');
      setMessage(undefined);
    }
  }
  const serverField = error instanceof ApiError && error.field === 'reason';

  return (
    <FormModal
      open={productName !== null}
      onCancel={onCancel}
      busy={isPending}
      title={
        <>
          {words.title}: {shownFor}
        </>
      }
      intro={words.text}
      problem={error && !serverField ? error.message : null}
      onSubmit={() => {
        const checked = ReleaseBody.safeParse({ reason });
        if (!checked.success) return setMessage(checked.error.issues[0]?.message);
        setMessage(undefined);
        onConfirm(checked.data.reason);
      }}
    >
      <TextAreaField
        id={`${ids}-reason`}
        label="Reason"
        error={message ?? (serverField ? error.fieldMessage : undefined)}
        data-autofocus
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        disabled={isPending}
      />
      <DialogActions
        onCancel={onCancel}
        isPending={isPending}
        tone="btn-error"
        cancelLabel={words.keep}
      >
        {words.action}
      </DialogActions>
    </FormModal>
  );
}
