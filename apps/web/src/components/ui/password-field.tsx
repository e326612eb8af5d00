import { TextField, type WrappedControlProps } from './field.tsx';

/** A password's TextField: the one being typed in to prove who one is, or a new one. */
export function PasswordField({
  kind,
  ...field
}: Omit<WrappedControlProps<'input'>, 'type' | 'autoComplete'> & { kind: 'current' | 'new' }) {
  return <TextField {...field} type="password" autoComplete={`${kind}-password`} />;
}
