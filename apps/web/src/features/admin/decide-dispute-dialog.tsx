import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DecideDisputeBody, type Dispute } from '@resale-zone/contract/handover';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Field, TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { DisputeSides } from '../handover/index.ts';
import { useDecideDispute } from './disputes.api.ts';

type Choice = 'full' | 'part' | 'close';
type Errors = Partial<Record<'amount' | 'note', string>>;

/** The admin's decision on an open dispute: refund in full, refund part, or close; with a note. */
export function DecideDisputeDialog({
  dispute,
  onClose,
}: {
  dispute: Dispute | null;
  onClose: () => void;
}) {
  const ids = useId();
  const decide = useDecideDispute();
  const [choice, setChoice] = useState<Choice>('full');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(dispute);
  if (shownFor?._id !== dispute?._id) {
    setShownFor(dispute);
    if (dispute) {
      setChoice('full');
      setAmount('');
      setNote('');
      setErrors({});
      setProblem(null);
    }
  }

  function submit() {
    if (!dispute) return;
    const parsed = DecideDisputeBody.safeParse({
      outcome: choice === 'close' ? 'close' : 'refund',
      ...(choice === 'part' ? { amount: amount.trim() === '' ? undefined : Number(amount) } : {}),
      note,
    });
    const next: Errors = {};
    if (choice === 'part' && amount.trim() === '') next.amount = 'Enter the amount to refund';
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'amount' || field === 'note') && !next[field]) next[field] = issue.message;
    }
    setErrors(next);
    if (!parsed.success || next.amount) return;
    setProblem(null);
    decide.mutate(
      { id: dispute._id, ...parsed.data },
      {
        onSuccess: (decided) => {
          notify.success(
            decided.status === 'refunded'
              ? `Refunded ${formatDollars(decided.refunded ?? 0)} for ${decided.productName}`
              : `Dispute on ${decided.productName} closed`,
          );
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && (err.field === 'amount' || err.field === 'note')) {
            setErrors({ [err.field]: err.fieldMessage });
          } else setProblem(err.message);
        },
      },
    );
  }

  const choices: [Choice, string][] = [
    ['full', `Refund in full (${formatDollars(shownFor?.price ?? 0)})`],
    ['part', 'Refund part'],
    ['close', 'Close without a refund'],
  ];
  return (
    <FormModal
      open={dispute !== null}
      onCancel={onClose}
      busy={decide.isPending}
      title={<>Decide: {shownFor?.productName}</>}
      problem={problem}
      onSubmit={() => submit()}
    >
      {shownFor ? <DisputeSides dispute={shownFor} viewer="admin" /> : null}
      {shownFor ? (
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link className="link" to={`/deshboard/receipt/${shownFor.bookingId}`}>
            See the receipt
          </Link>
          {shownFor.conversationId ? (
            <Link className="link" to={`/deshboard/disputes/${shownFor._id}/conversation`}>
              Read their conversation
            </Link>
          ) : null}
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Outcome</legend>
        {choices.map(([value, label], i) => (
          <label key={value} className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name={`${ids}-outcome`}
              className="radio radio-primary radio-sm"
              checked={choice === value}
              onChange={() => setChoice(value)}
              data-autofocus={i === 0 || undefined}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {choice === 'part' ? (
        <TextField
          id={`${ids}-amount`}
          label="Amount to refund (dollars)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
      ) : null}
      <Field id={`${ids}-note`} label="Note to the buyer and the seller" error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <DialogActions onCancel={onClose} isPending={decide.isPending}>
        Decide
      </DialogActions>
    </FormModal>
  );
}
