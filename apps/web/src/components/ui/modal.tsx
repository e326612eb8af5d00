import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  /** The id of the dialog's title (its accessible name). */
  labelledBy: string;
  /** The id of the text that says what the dialog is about, if any. */
  describedBy?: string;
  /** Escape (and the dialog's own Cancel/Close buttons, which call it themselves). */
  onCancel: () => void;
  /** While an action runs, Escape does nothing: the action is not abandoned half-way. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The app's one modal: a native <dialog> opened with showModal(), so focus moves in and stays
 * there and the page behind is inert. On opening, focus goes to the element marked
 * `data-autofocus` (React's autoFocus runs before the dialog is shown, when nothing can take it);
 * on closing, back to the control that had it. React state is the source of truth: Escape asks
 * `onCancel` instead of closing the dialog by itself.
 */
export function Modal({
  open,
  labelledBy,
  describedBy,
  onCancel,
  busy = false,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
