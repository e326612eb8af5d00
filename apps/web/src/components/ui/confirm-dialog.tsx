import { useId, useState, type ReactNode } from 'react';
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
  // Keep the last name while the dialog closes, so its text never reads "If you delete . …".
  const [shownName, setShownName] = useState(name);
  if (name !== null && name !== shownName) setShownName(name);

  return (
    <ConfirmDialog
      open={name !== null}
      title="Are you sure you want to delete?"
      confirmLabel="Delete"
      onCancel={onCancel}
      onConfirm={onConfirm}
      isPending={isPending}
    >
      If you delete {shownName}. It cannot be undone.
    </ConfirmDialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's words. */
  confirmLabel: string;
  /** `btn-error` for what cannot be undone, `btn-primary` otherwise. */
  tone?: 'btn-error' | 'btn-primary';
  onCancel: () => void;
  onConfirm: () => void;
  isPending?: boolean;
}

/** The app's one confirmation: a question, what will happen, Cancel (focused first) and the act. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'btn-error',
  onCancel,
  onConfirm,
  isPending = false,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal
      open={open}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onCancel={onCancel}
      busy={isPending}
    >
      <div className="modal-box">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <p id={`${id}-text`} className="py-4">
          {children}
        </p>
        <DialogActions
          onCancel={onCancel}
          onConfirm={onConfirm}
          isPending={isPending}
          tone={tone}
          focusCancel
        >
          {confirmLabel}
        </DialogActions>
      </div>
    </Modal>
  );
}
