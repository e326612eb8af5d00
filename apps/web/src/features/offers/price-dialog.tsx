import { useId } from 'react';
import type { z } from 'zod';
import { TextField } from '../../components/ui/field.tsx';
import { OneFieldModal } from '../../components/ui/one-field-modal.tsx';
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
  const { open, label, hint, schema } = props;
  const id = useId();
  const dialog = useOneFieldDialog({
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
    <OneFieldModal {...props} dialog={dialog}>
      <TextField
        id={`${id}-price`}
        label={label}
        hint={hint}
        error={dialog.error}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        value={dialog.value}
        onChange={(e) => dialog.setValue(e.target.value)}
      />
    </OneFieldModal>
  );
}
