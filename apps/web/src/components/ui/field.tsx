import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** What a form control spreads to be tied to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': 'true' | 'false';
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The control's id (the label points at it); one is made up when left out. */
  id?: string;
  label: ReactNode;
  /** A short help text under the control. */
  hint?: ReactNode;
  /** The field's validation message, shown under it while it is invalid. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A visible label over its control, with an optional hint and the field's message under it.
 * Both are linked with aria-describedby, so a screen reader reads the problem with the field.
 */
export function Field({ id, label, hint, error, className = '', children }: FieldProps) {
  const madeUpId = useId();
  const controlId = id ?? madeUpId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? 'true' : 'false',
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What every wrapped control takes beside its own props. */
export interface WrappedFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Classes of the whole field (its place in a grid); `className` is the control's. */
  fieldClassName?: string;
}

export type TextFieldProps = WrappedFieldProps & InputHTMLAttributes<HTMLInputElement>;

/** A Field around a plain text input (sign-in, sign-up …); input props pass through. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  ...input
}: TextFieldProps) {
  // Closed until the page is hydrated: what a person typed into the server's HTML would be wiped
  // when the form takes over its fields (the form's state starts empty).
  const hydrated = useHydrated();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <input
          {...control}
          className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
          {...input}
          disabled={Boolean(input.disabled) || !hydrated}
        />
      )}
    </Field>
  );
}
