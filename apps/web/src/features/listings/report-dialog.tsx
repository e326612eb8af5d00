import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportReason } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';

/** The reasons a buyer can give, in the words they would use. */
export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'stolen', label: 'It may be stolen' },
  { value: 'counterfeit', label: 'It looks counterfeit' },
  { value: 'wrong-condition', label: 'The condition is not as described' },
  { value: 'scam', label: 'It looks like a scam' },
  { value: 'other', label: 'Something else' },
];

export interface ReportDialogProps {
  /** The listing's name while the dialog is open; null keeps it closed. */
  productName: string | null;
  isPending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: ReportReason | undefined) => void;
}

/**
 * Asks, in the app's Modal, why the listing is reported. The reason is optional: a plain report
 * is enough to alert admins.
 */
export function ReportDialog({
  productName,
  isPending = false,
  onCancel,
  onConfirm,
}: ReportDialogProps) {
  const open = productName !== null;
  const [reason, setReason] = useState<ReportReason | ''>('');
  // Each opening starts without a reason (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(productName);
  if (shownFor !== productName) {
    setShownFor(productName);
    setReason('');
  }

  return (
    <FormModal
      open={open}
      onCancel={onCancel}
      busy={isPending}
      title={
        <span className="flex items-center gap-2">
          <Flag aria-hidden className="size-5 text-error" />
          Report {productName}
        </span>
      }
      intro={
        <>
          Our admins look at reported phones and remove listings that break the rules. The seller is
          not told who reported it.
        </>
      }
      onSubmit={() => onConfirm(reason || undefined)}
    >
      <SelectField
        id="report-reason"
        label="Reason (optional)"
        // Start on the first choice.
        data-autofocus
        value={reason}
        onChange={(e) => setReason(e.target.value as ReportReason | '')}
        disabled={isPending}
      >
        <option value="">No reason given</option>
        {REPORT_REASONS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <DialogActions onCancel={onCancel} isPending={isPending} tone="btn-error">
        Report
      </DialogActions>
    </FormModal>
  );
}
