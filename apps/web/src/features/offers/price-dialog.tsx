import { useId } from 'react';
import type { z } from 'zod';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { useOneFieldDialog } from '../../lib/use-one-field-dialog.ts';

export interface PriceDialogProps {
  open: boolean;
  title: string;
  intro: string;
  label: string;
  /** Under the field: the minimum and the asking price. */
  hint: string;
  /** The contract's rule for this price (its messages are the field's). */
  schema: z.ZodType<number>;
  submitLabel: string;
  isPending: boolean;
  /** Sends the price in dollars; rejects with the server's refusal. */
  onSubmit: (price: number) => Promise<unknown>;
  onClose: () => void;
}

/** One money field and a button in a FormModal: an offer, or a seller's counter. */
export function PriceDialog(props: PriceDialogProps) {
  const { open, title, intro, label, hint, schema, submitLabel, isPending } = props;
  const id = useId();
  const { value, setValue, error, problem, submit } = useOneFieldDialog({
    open,
    field: 'price',
    check: (typed) => {
      const parsed = schema.safeParse(typed.trim());
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, message: parsed.error.issues[0]?.message };
    },
    send: props.onSubmit,
    onClose: props.onClose,
  });

  return (
    <FormModal
      open={open}
      onCancel={props.onClose}
      busy={isPending}
      title={title}
      intro={intro}
      problem={problem}
      onSubmit={() => void submit()}
    >
      <TextField
        id={`${id}-price`}
        label={label}
        hint={hint}
        error={error}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <DialogActions onCancel={props.onClose} isPending={isPending}>
        {submitLabel}
      </DialogActions>
    </FormModal>
  );
}
