import { useId, type ReactNode } from 'react';
import { FormProblem } from './form-parts.tsx';
import { Modal } from './modal.tsx';

export interface FormModalProps {
  open: boolean;
  title: ReactNode;
  /** An icon before the title (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** A sentence under the title on what the form does: the dialog's description. */
  intro?: ReactNode;
  /** Why the last try failed, when no field is to blame: shown above the fields. */
  problem?: string | null;
  onCancel: () => void;
  /** While the request runs: Escape does nothing. */
  busy?: boolean;
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
  intro,
  problem,
  onCancel,
  busy = false,
  onSubmit,
  children,
}: FormModalProps) {
  const id = useId();
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
        className="modal-box grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <h2
          id={`${id}-title`}
          className={icon ? 'flex items-center gap-2 text-lg font-bold' : 'text-lg font-bold'}
        >
          {icon}
          {title}
        </h2>
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
