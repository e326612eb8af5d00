import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportReason } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';

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
    <Modal
      open={open}
      labelledBy="report-title"
      describedBy="report-text"
      onCancel={onCancel}
      busy={isPending}
    >
      <form
        method="dialog"
        className="modal-box"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason || undefined);
        }}
      >
        <h2 id="report-title" className="flex items-center gap-2 text-lg font-bold">
          <Flag aria-hidden className="size-5 text-error" />
          Report {productName}
        </h2>
        <p id="report-text" className="py-3 text-ink-muted">
          Our admins look at reported phones and remove listings that break the rules. The seller is
          not told who reported it.
        </p>
        <Field id="report-reason" label="Reason (optional)">
          {(control) => (
            <select
              {...control}
              // Start on the first choice.
              data-autofocus
              className="select w-full"
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
            </select>
          )}
        </Field>
        <DialogActions onCancel={onCancel} isPending={isPending} tone="btn-error">
          Report
        </DialogActions>
      </form>
    </Modal>
  );
}
