import { useState } from 'react';
import { DecideDisputeBody, type Dispute } from '@resale-zone/contract/handover';
import { ApiError } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useDecideDispute } from './disputes.api.ts';

export type DisputeChoice = 'full' | 'part' | 'close';
type Errors = Partial<Record<'amount' | 'note', string>>;

/**
 * The state of the admin's decision on a dispute (outcome, amount, note, messages), reset when
 * another dispute is opened, and its submission: checked with the contract, then sent.
 */
export function useDisputeDecision(dispute: Dispute | null, onDone: () => void) {
  const decide = useDecideDispute();
  const [choice, setChoice] = useState<DisputeChoice>('full');
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
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && (err.field === 'amount' || err.field === 'note')) {
            setErrors({ [err.field]: err.fieldMessage });
          } else setProblem(err.message);
        },
      },
    );
  }

  return {
    shownFor,
    choice,
    setChoice,
    amount,
    setAmount,
    note,
    setNote,
    errors,
    problem,
    submit,
    isPending: decide.isPending,
  };
}
