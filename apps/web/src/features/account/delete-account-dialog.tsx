import { DeleteAccountBody } from '@resale-zone/contract/account';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { ContractFormModal } from '../../components/ui/contract-form-modal.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useAuth } from '../auth/index.ts';
import { useDeleteAccount } from './account.api.ts';

const FIELDS = ['password'] as const;

/**
 * The confirmation of deleting one's account, with the password again. The server refuses (a
 * 409, shown on top) while a payment is held or a dispute open; `onDeleted` runs once it is gone.
 */
export function DeleteAccountDialog({
  open,
  email,
  onClose,
  onDeleted,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const remove = useDeleteAccount();
  // The session ends with the request: this tab expects it, and forgets the person once home.
  const { endSession } = useAuth();
  const form = useContractForm({
    schema: DeleteAccountBody,
    defaultValues: { password: '' },
    fields: FIELDS,
    send: async (values) => {
      await endSession(() => remove.mutateAsync(values));
      await onDeleted();
    },
  });
  return (
    <ContractFormModal
      form={form}
      onClose={onClose}
      submitLabel="Delete my account"
      tone="btn-error"
      focusCancel
      open={open}
      title="Delete your account?"
      intro="It cannot be undone. Your phones for sale are taken down, your unpaid bookings and open offers end, and you are signed out everywhere. Sales stay on record; your messages and reviews stay for the other side, from “A former member”."
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label="Your password" kind="current" {...fieldProps(form, 'password')} />
    </ContractFormModal>
  );
}
