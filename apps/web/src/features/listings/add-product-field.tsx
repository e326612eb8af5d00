import type { ReactNode } from 'react';

/** What a form control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': 'true' | 'false';
  'aria-describedby': string | undefined;
}

interface AddProductFieldProps {
  name: string;
  label: string;
  /** The field's validation message, shown under it while it is invalid. */
  error?: string;
  /** A short help text under the control. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled control of the Add A Product form. Its message sits right under it and is linked
 * with aria-describedby, so a screen reader reads the problem together with the field.
 */
export function AddProductField({
  name,
  label,
  error,
  hint,
  className = '',
  children,
}: AddProductFieldProps) {
  const id = `product-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? 'true' : 'false',
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
