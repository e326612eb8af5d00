import { createElement, useId, type ComponentProps, type ReactNode } from 'react';
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

type Control = 'input' | 'select' | 'textarea';

/** What a wrapped control takes: the Field's props and the element's own. */
export type WrappedControlProps<C extends Control> = WrappedFieldProps &
  ComponentProps<C> & {
    /**
     * Usable in the server's HTML too: a control of a plain GET form (a filter that works without
     * JavaScript). Other controls wait for the page to run (`useHydrated`).
     */
    enabledBeforeHydration?: boolean;
  };

/**
 * A Field around one form control (`input`, `select` or `textarea`, styled with daisyUI's class of
 * the same name); the element's props pass through. The control stays disabled until the page is
 * hydrated: what a person typed into the server's HTML would be wiped when the form takes over its
 * fields (the form's state starts empty).
 */
function wrappedControl<C extends Control>(control: C, displayName: string) {
  function WrappedControl({
    label,
    hint,
    error,
    id,
    className,
    fieldClassName,
    enabledBeforeHydration = false,
    ...element
  }: WrappedControlProps<C>) {
    const hydrated = useHydrated() || enabledBeforeHydration;
    const disabled = Boolean((element as { disabled?: boolean }).disabled) || !hydrated;
    return (
      <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
        {(wiring) =>
          createElement(control, {
            ...wiring,
            className: `${control} w-full ${error ? `${control}-error` : ''} ${className ?? ''}`,
            ...element,
            disabled,
          })
        }
      </Field>
    );
  }
  WrappedControl.displayName = displayName;
  return WrappedControl;
}

/** A Field around a plain text input (sign-in, sign-up …). */
export const TextField = wrappedControl('input', 'TextField');
/** A Field around a select; its options are the children. */
export const SelectField = wrappedControl('select', 'SelectField');
/** A Field around a textarea. */
export const TextAreaField = wrappedControl('textarea', 'TextAreaField');
