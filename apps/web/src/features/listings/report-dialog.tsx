import { useEffect, useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportReason } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';

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
 * Asks, in a native modal dialog (focus kept inside, Escape cancels, focus returns afterwards),
 * why the listing is reported. The reason is optional: a plain report is enough to alert admins.
 */
export function ReportDialog({
  productName,
  isPending = false,
  onCancel,
  onConfirm,
}: ReportDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const open = productName !== null;
  const [reason, setReason] = useState<ReportReason | ''>('');
  // Each opening starts without a reason (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(productName);
  if (shownFor !== productName) {
    setShownFor(productName);
    setReason('');
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start on the first choice; React's autoFocus does not reach into a dialog opened later.
      reasonRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="report-title"
      aria-describedby="report-text"
      onCancel={(e) => {
        e.preventDefault();
        if (!isPending) onCancel();
      }}
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
        <label htmlFor="report-reason" className="mb-1.5 block text-sm font-semibold">
          Reason (optional)
        </label>
        <select
          ref={reasonRef}
          id="report-reason"
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
        <DialogActions onCancel={onCancel} isPending={isPending} tone="btn-error">
          Report
        </DialogActions>
      </form>
    </dialog>
  );
}
