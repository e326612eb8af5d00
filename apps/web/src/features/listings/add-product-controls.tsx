import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import type { AddProductFormInput, AddProductFormValues } from './add-product-schema.ts';

export type AddProductFormApi = UseFormReturn<AddProductFormInput, unknown, AddProductFormValues>;
type FieldName = keyof AddProductFormInput;
type TypedName = Exclude<FieldName, 'productPhoto'>;

/** The id of a field's control (the page's tests and journeys find fields by label). */
export const fieldId = (name: FieldName) => `product-${name}`;

/** The field's message from the form's checks or the server, if it has one. */
export function fieldError(form: AddProductFormApi, name: FieldName): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A field of the form: its id, its message and its registration, beside the control's props. */
type ProductControlProps<P> = Omit<P, 'form' | 'name' | 'id' | 'error'> & {
  form: AddProductFormApi;
  name: TypedName;
};

// Each control registers its field in its own render, never in a parent's: react-hook-form focuses
// the first invalid field in the order the fields were registered, and React renders components in
// the page's order, while a `register()` spread in a parent runs before all of its children's.
export function wired(form: AddProductFormApi, name: TypedName) {
  return { id: fieldId(name), error: fieldError(form, name), ...form.register(name) };
}

/** One text, number, date or email input of the form, in its Field. */
export function ProductInput({
  form,
  name,
  ...input
}: ProductControlProps<ComponentProps<typeof TextField>>) {
  return <TextField {...wired(form, name)} {...input} />;
}

/** The form's one textarea (the description), in its Field. */
export function ProductTextArea({
  form,
  name,
  ...textarea
}: ProductControlProps<ComponentProps<typeof TextAreaField>>) {
  return <TextAreaField {...wired(form, name)} {...textarea} />;
}

/** A select of the form: an empty first choice (`prompt`), then the options. */
export function ProductSelect({
  form,
  name,
  prompt,
  options,
  ...select
}: ProductControlProps<ComponentProps<typeof SelectField>> & {
  prompt: string;
  options: readonly string[];
}) {
  return (
    <SelectField {...wired(form, name)} {...select}>
      <option value="">{prompt}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );
}
