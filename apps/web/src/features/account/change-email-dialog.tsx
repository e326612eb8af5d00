import { ChangeEmailBody } from '@resale-zone/contract/account';
import { TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { ContractFormModal } from '../../components/ui/contract-form-modal.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useChangeEmail } from './account.api.ts';

const FIELDS = ['email', 'password'] as const;

/**
 * A new email address, with the password again. The server mails a link to it; the address
 * changes only when that link is followed (`onSent` names the address the link went to).
 */
export function ChangeEmailDialog({
  open,
  currentEmail,
  onClose,
  onSent,
}: {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const change = useChangeEmail();
  const form = useContractForm({
    schema: ChangeEmailBody,
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    send: async (values) => {
      const { email } = await change.mutateAsync(values);
      onSent(email);
    },
    resetAfter: true,
  });
  return (
    <ContractFormModal
      form={form}
      onClose={onClose}
      submitLabel="Send the link"
      open={open}
      title="Change your email"
      intro={`We send a link to the new address. Until you follow it, your account keeps ${currentEmail}.`}
    >
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={currentEmail}
        readOnly
        hidden
      />
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        data-autofocus
        {...fieldProps(form, 'email')}
      />
      <PasswordField label="Your password" kind="current" {...fieldProps(form, 'password')} />
    </ContractFormModal>
  );
}
