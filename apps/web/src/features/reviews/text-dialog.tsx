import { useId } from 'react';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
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
  const { open, title, label, field, hint, maxLength, submitLabel, tone } = props;
  const ids = useId();
  const { value, setValue, error, problem, submit } = useOneFieldDialog({
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
    <FormModal
      open={open}
      onCancel={props.onClose}
      busy={props.isPending}
      title={title}
      problem={problem}
      onSubmit={() => void submit()}
    >
      <TextAreaField
        id={`${ids}-text`}
        label={label}
        hint={hint}
        error={error}
        data-autofocus
        rows={4}
        maxLength={maxLength}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <DialogActions onCancel={props.onClose} isPending={props.isPending} tone={tone}>
        {submitLabel}
      </DialogActions>
    </FormModal>
  );
}
