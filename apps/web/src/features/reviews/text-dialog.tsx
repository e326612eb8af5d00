import { useId } from 'react';
import { TextAreaField } from '../../components/ui/field.tsx';
import { OneFieldModal } from '../../components/ui/one-field-modal.tsx';
import { useOneFieldDialog } from '../../lib/use-one-field-dialog.ts';

export interface TextDialogProps {
  open: boolean;
  title: string;
  /** The text box's label, and the server's field name it answers for. */
  label: string;
  field: 'text' | 'reason';
  hint?: string;
  maxLength: number;
  submitLabel: string;
  tone?: 'btn-primary' | 'btn-error';
  isPending: boolean;
  /** Sends the text; rejects with the server's refusal. */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * One text and a button, in the app's dialog: a reply, a report's reason, a hiding's reason. A
 * refusal of the text shows under it; anything else on top.
 */
export function TextDialog(props: TextDialogProps) {
  const { open, label, field, hint, maxLength } = props;
  const ids = useId();
  const dialog = useOneFieldDialog({
    open,
    field,
    check: (typed) =>
      typed.trim() === ''
        ? { ok: false, message: `Write ${field === 'text' ? 'your reply' : 'a reason'} first` }
        : { ok: true, value: typed.trim() },
    send: props.onSubmit,
    onClose: props.onClose,
  });

  return (
    <OneFieldModal {...props} dialog={dialog}>
      <TextAreaField
        id={`${ids}-text`}
        label={label}
        hint={hint}
        error={dialog.error}
        data-autofocus
        rows={4}
        maxLength={maxLength}
        value={dialog.value}
        onChange={(e) => dialog.setValue(e.target.value)}
      />
    </OneFieldModal>
  );
}
