import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Field, type WrappedFieldProps } from './field.tsx';

// A select and a textarea wrapped like TextField (field.tsx): label, hint, message.

export type SelectFieldProps = WrappedFieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    /**
     * Usable in the server's HTML too: a select of a plain GET form (a filter that works without
     * JavaScript). Other selects wait for the page to run (`useHydrated`).
     */
    enabledBeforeHydration?: boolean;
  };

/** A Field around a select; its options are the children, select props pass through. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  children,
  enabledBeforeHydration = false,
  ...select
}: SelectFieldProps) {
  const hydrated = useHydrated() || enabledBeforeHydration;
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <select
          {...control}
          className={`select w-full ${error ? 'select-error' : ''} ${className ?? ''}`}
          {...select}
          disabled={Boolean(select.disabled) || !hydrated}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

export type TextAreaFieldProps = WrappedFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A Field around a textarea; textarea props pass through. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  ...area
}: TextAreaFieldProps) {
  const hydrated = useHydrated();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <textarea
          {...control}
          className={`textarea w-full ${error ? 'textarea-error' : ''} ${className ?? ''}`}
          {...area}
          disabled={Boolean(area.disabled) || !hydrated}
        />
      )}
    </Field>
  );
}
