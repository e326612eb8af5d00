import { PASSWORD_MIN_LENGTH } from '@resale-zone/contract/auth';
import { TextField, type WrappedControlProps } from './field.tsx';

type PasswordFieldProps = Omit<WrappedControlProps<'input'>, 'type' | 'autoComplete'>;

/** A password's TextField: the one being typed in to prove who one is, or a new one. */
export function PasswordField({
  kind,
  ...field
}: PasswordFieldProps & { kind: 'current' | 'new' }) {
  return <TextField {...field} type="password" autoComplete={`${kind}-password`} />;
}

/**
 * The password that replaces the old one (change, reset), with the contract's length as its hint.
 * Sign-up asks for more (not the email or name) and words its own.
 */
export function NewPasswordField(field: Omit<PasswordFieldProps, 'label' | 'hint'>) {
  return (
    <PasswordField
      label="New password"
      kind="new"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...field}
    />
  );
}
