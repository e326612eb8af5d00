import { ChangePasswordBody } from '@resale-zone/contract/account-email';
import { NewPassword } from '../../lib/new-password.ts';
import { NewPasswordField, PasswordField } from '../../components/ui/password-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { notify } from '../../lib/toast.ts';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { useChangePassword } from './account.api.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * The signed-in person's password: the current one, then the new one (the sign-up rules, checked
 * by the server). The server's refusals show under the field they name; this device stays signed
 * in, the others are signed out.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useContractForm({
    schema: ChangePasswordBody.extend({ newPassword: NewPassword }),
    defaultValues: { currentPassword: '', newPassword: '' },
    fields: FIELDS,
    send: async (values) => {
      await change.mutateAsync(values);
      notify.success('Your password is changed. Other devices have been signed out.');
    },
    resetAfter: true,
  });
  return (
    <form method="post" noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label="Current password"
        kind="current"
        {...fieldProps(form, 'currentPassword')}
      />
      <NewPasswordField {...fieldProps(form, 'newPassword')} />
      {form.problem ? <FormProblem>{form.problem.message}</FormProblem> : null}
      <SubmitButton busy={form.formState.isSubmitting} busyText="Saving…">
        Change password
      </SubmitButton>
    </form>
  );
}
