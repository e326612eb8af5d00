import { useForm } from 'react-hook-form';
import type { ChangePasswordBody } from '@resale-zone/contract/account-email';
import { TextField } from '../../components/ui/field.tsx';
import { refusedField } from '../../lib/api-client.ts';
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({ defaultValues: { currentPassword: '', newPassword: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      notify.success('Your password is changed. Other devices have been signed out.');
    } catch (err) {
      const refused = refusedField(err, FIELDS);
      if (refused) setError(refused.field, { message: refused.message }, { shouldFocus: true });
    }
  });

  const problem = refusedField(change.error, FIELDS) ? null : change.error;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword', { required: 'Current password is required' })}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
        {...register('newPassword', { required: 'Password is required' })}
      />
      {problem ? <FormProblem>{problem.message}</FormProblem> : null}
      <SubmitButton busy={isSubmitting} busyText="Saving…">
        Change password
      </SubmitButton>
    </form>
  );
}
