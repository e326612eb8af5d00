import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { FormProblem } from './form-parts.tsx';
import { Modal } from './modal.tsx';

export interface FormModalProps {
  open: boolean;
  title: ReactNode;
  /** An icon before the title (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** A short line over the title: what the dialog does to the thing the title names. */
  eyebrow?: ReactNode;
  /** A sentence under the title on what the form does: the dialog's description. */
  intro?: ReactNode;
  /** Why the last try failed, when no field is to blame: shown above the fields. */
  problem?: string | null;
  onCancel: () => void;
  /** An × button in the title's corner that cancels too (beside the actions' Cancel). */
  closeButton?: boolean;
  /** While the request runs: Escape does nothing. */
  busy?: boolean;
  /** A wider box than daisyUI's default (a form with fields side by side). */
  wide?: boolean;
  /** The form was submitted (the page does not reload). */
  onSubmit: () => void;
  /** The fields, then the actions (`DialogActions`). */
  children: ReactNode;
}

/** A dialog that is a form: the app's Modal, its title, an optional intro and problem, the fields. */
export function FormModal({
  open,
  title,
  icon,
  eyebrow,
  intro,
  problem,
  onCancel,
  closeButton = false,
  busy = false,
  wide = false,
  onSubmit,
  children,
}: FormModalProps) {
  const id = useId();
  const heading = (
    <h2
      id={`${id}-title`}
      className={icon ? 'flex items-center gap-2 text-lg font-bold' : 'text-lg font-bold'}
    >
      {icon}
      {title}
    </h2>
  );
  return (
    <Modal
      open={open}
      labelledBy={`${id}-title`}
      describedBy={intro ? `${id}-intro` : undefined}
      onCancel={onCancel}
      busy={busy}
    >
      <form
        method="dialog"
        className={`modal-box grid gap-4 ${wide ? 'max-w-2xl' : ''}`.trim()}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {eyebrow || closeButton ? (
          <div className="flex items-start justify-between gap-3">
            <div>
              {eyebrow ? <p className="text-sm font-medium text-ink-muted">{eyebrow}</p> : null}
              {heading}
            </div>
            {closeButton ? (
              <button
                type="button"
                className="btn btn-circle btn-ghost btn-sm"
                onClick={onCancel}
                disabled={busy}
                aria-label="Close"
              >
                <X aria-hidden className="size-5" />
              </button>
            ) : null}
          </div>
        ) : (
          heading
        )}
        {intro ? (
          <p id={`${id}-intro`} className="text-sm text-ink-muted">
            {intro}
          </p>
        ) : null}
        {problem ? <FormProblem>{problem}</FormProblem> : null}
        {children}
      </form>
    </Modal>
  );
}
