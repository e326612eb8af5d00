import { useState } from 'react';
import { DialogActions } from './dialog-actions.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDeleteDialogProps {
  /** What is deleted, as the spec words it: 'If you delete {name}. It cannot be undone.' */
  name: string | null;
  /** Open while `name` is set. */
  onCancel: () => void;
  onConfirm: () => void;
  /** While the delete runs: the Delete button shows progress and both buttons are disabled. */
  isPending?: boolean;
}

/** The spec's generic confirmation, in the app's Modal; Cancel has focus first. */
export function ConfirmDeleteDialog({
  name,
  onCancel,
  onConfirm,
  isPending = false,
}: ConfirmDeleteDialogProps) {
  const open = name !== null;
  // Keep the last name while the dialog closes, so its text never reads "If you delete . …".
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);

  return (
    <Modal
      open={open}
      labelledBy="confirm-delete-title"
      describedBy="confirm-delete-text"
      onCancel={onCancel}
      busy={isPending}
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
    </Modal>
  );
}
