import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * What a TextField, SelectField or TextAreaField of a react-hook-form form spreads: its
 * registration and its message (from the form's checks or the server), if it has one.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
) {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  const message = error?.message;
  return { ...form.register(name), error: typeof message === 'string' ? message : undefined };
}
