import type { ReactNode } from 'react';

export interface DialogActionsProps {
  /** The main action's label ('Delete', 'Submit', 'Report' …); none in a dialog that only shows. */
  children?: ReactNode;
  onCancel: () => void;
  /** Without it the main button submits the dialog's form. */
  onConfirm?: () => void;
  /** While the action runs: a spinner on the main button, both buttons disabled. */
  isPending?: boolean;
  /** daisyUI button colour of the main action. */
  tone?: 'btn-primary' | 'btn-error';
  /** Focus Cancel first (destructive dialogs). */
  focusCancel?: boolean;
  /** The dismissing button's words, when 'Cancel' would be ambiguous ('Keep booking'). */
  cancelLabel?: string;
}

/** The Cancel + main action row every modal dialog of the app ends with. */
export function DialogActions({
  children,
  onCancel,
  onConfirm,
  isPending = false,
  tone = 'btn-primary',
  focusCancel = false,
  cancelLabel = 'Cancel',
}: DialogActionsProps) {
  return (
    <div className="modal-action">
      <button
        type="button"
        className="btn btn-ghost"
        onClick={onCancel}
        disabled={isPending}
        // The Modal focuses it once the dialog is shown.
        data-autofocus={focusCancel || undefined}
      >
        {cancelLabel}
      </button>
      {children ? (
        <button
          type={onConfirm ? 'button' : 'submit'}
          className={`btn ${tone}`}
          onClick={onConfirm}
          disabled={isPending}
        >
          {isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {children}
        </button>
      ) : null}
    </div>
  );
}
