import { useId, useState } from 'react';
import type { z } from 'zod';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { refusedField } from '../../lib/api-client.ts';

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
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setPrice('');
      setError(undefined);
      setProblem(null);
    }
  }

  async function submit() {
    const parsed = schema.safeParse(price.trim());
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setProblem(null);
    try {
      await props.onSubmit(parsed.data);
      props.onClose();
    } catch (err) {
      const refused = refusedField(err, ['price']);
      if (refused) setError(refused.message);
      else setProblem(err instanceof Error ? err.message : String(err));
    }
  }

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
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <DialogActions onCancel={props.onClose} isPending={isPending}>
        {submitLabel}
      </DialogActions>
    </FormModal>
  );
}
