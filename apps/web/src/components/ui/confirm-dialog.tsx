import { useEffect, useRef, useState } from 'react';
import { DialogActions } from './dialog-actions.tsx';

export interface ConfirmDeleteDialogProps {
  /** What is deleted, as the spec words it: 'If you delete {name}. It cannot be undone.' */
  name: string | null;
  /** Open while `name` is set. */
  onCancel: () => void;
  onConfirm: () => void;
  /** While the delete runs: the Delete button shows progress and both buttons are disabled. */
  isPending?: boolean;
}

/**
 * The spec's generic confirmation. A native modal <dialog>: focus moves into it and stays there,
 * Escape cancels, and focus returns to the control that opened it.
 */
export function ConfirmDeleteDialog({
  name,
  onCancel,
  onConfirm,
  isPending = false,
}: ConfirmDeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = name !== null;
  // Keep the last name while the dialog closes, so its text never reads "If you delete . …".
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      // Escape fires `cancel`; keep React state the source of truth.
      onCancel={(e) => {
        e.preventDefault();
        if (!isPending) onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id="confirm-delete-title" className="text-lg font-bold">
          Are you sure you want to delete?
        </h2>
        <p id="confirm-delete-text" className="py-4">
          If you delete {shownName}. It cannot be undone.
        </p>
        <DialogActions
          onCancel={onCancel}
          onConfirm={onConfirm}
          isPending={isPending}
          tone="btn-error"
          focusCancel
        >
          Delete
        </DialogActions>
      </div>
    </dialog>
  );
}
