import { Link } from 'react-router';
import type { Dispute } from '@resale-zone/contract/handover';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { RadioChoices } from '../../components/ui/radio-choices.tsx';
import { formatDollars } from '../../lib/format.ts';
import { DisputeSides } from '../handover/index.ts';
import { useDisputeDecision, type DisputeChoice } from './use-dispute-decision.ts';

interface DecideDisputeDialogProps {
  dispute: Dispute | null;
  onClose: () => void;
}

/** The admin's decision on an open dispute: refund in full, refund part, or close; with a note. */
export function DecideDisputeDialog({ dispute, onClose }: DecideDisputeDialogProps) {
  const d = useDisputeDecision(dispute, onClose);
  const { shownFor } = d;
  const choices: [DisputeChoice, string][] = [
    ['full', `Refund in full (${formatDollars(shownFor?.price ?? 0)})`],
    ['part', 'Refund part'],
    ['close', 'Close without a refund'],
  ];
  return (
    <FormModal
      open={dispute !== null}
      onCancel={onClose}
      busy={d.isPending}
      title={<>Decide: {shownFor?.productName}</>}
      problem={d.problem}
      onSubmit={() => d.submit()}
    >
      {shownFor ? <DisputeSides dispute={shownFor} viewer="admin" /> : null}
      {shownFor ? <DisputeLinks dispute={shownFor} /> : null}
      <RadioChoices legend="Outcome" choices={choices} value={d.choice} onChange={d.setChoice} />
      {d.choice === 'part' ? (
        <TextField
          label="Amount to refund (dollars)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={d.amount}
          onChange={(e) => d.setAmount(e.target.value)}
          error={d.errors.amount}
        />
      ) : null}
      <TextAreaField
        label="Note to the buyer and the seller"
        error={d.errors.note}
        rows={3}
        maxLength={1000}
        value={d.note}
        onChange={(e) => d.setNote(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={d.isPending}>
        Decide
      </DialogActions>
    </FormModal>
  );
}

/** Where the admin reads more before deciding: the receipt, and the pair's conversation. */
function DisputeLinks({ dispute }: { dispute: Dispute }) {
  return (
    <p className="flex flex-wrap gap-x-4 text-sm">
      <Link className="link" to={`/deshboard/receipt/${dispute.bookingId}`}>
        See the receipt
      </Link>
      {dispute.conversationId ? (
        <Link className="link" to={`/deshboard/disputes/${dispute._id}/conversation`}>
          Read their conversation
        </Link>
      ) : null}
    </p>
  );
}
