import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field.tsx';
import type { AddProductFormInput, AddProductFormValues } from './add-product-schema.ts';

export type AddProductFormApi = UseFormReturn<AddProductFormInput, unknown, AddProductFormValues>;
type FieldName = keyof AddProductFormInput;

/** The id of a field's control (the page's tests and journeys find fields by label). */
export const fieldId = (name: FieldName) => `product-${name}`;

/** The field's message from the form's checks or the server, if it has one. */
export function fieldError(form: AddProductFormApi, name: FieldName): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

interface ProductInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'> {
  form: AddProductFormApi;
  name: Exclude<FieldName, 'productPhoto'>;
  label: string;
  hint?: ReactNode;
  /** Classes of the whole field (its place in the grid). */
  fieldClassName?: string;
}

/** One text, number, date or email input of the form, in its Field. */
export function ProductInput({
  form,
  name,
  label,
  hint,
  fieldClassName,
  className = '',
  ...input
}: ProductInputProps) {
  const error = fieldError(form, name);
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <input
          {...control}
          {...form.register(name)}
          {...input}
          className={`input w-full ${error ? 'input-error' : ''} ${className}`}
        />
      )}
    </Field>
  );
}
