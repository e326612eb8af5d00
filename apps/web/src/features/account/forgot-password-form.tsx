import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import type { ForgotPasswordBody } from '@resale-zone/contract/account-email';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { DoneNotice } from '../../components/ui/done-notice.tsx';
import { useForgotPassword } from './account.api.ts';

/**
 * The address to send a reset link to. The answer reads the same whether or not an account has
 * that address, so the page tells nobody who has an account here.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({ defaultValues: { email: initialEmail } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync({ email: email.trim() });
      setSentTo(email.trim());
    } catch (err) {
      if (err instanceof ApiError && err.field === 'email') {
        setError('email', { message: err.fieldMessage });
      }
    }
  });

  if (sentTo !== null) {
    return <LinkSent email={sentTo} onAgain={() => setSentTo(null)} />;
  }
  const problem = forgot.error instanceof ApiError && forgot.error.field ? null : forgot.error;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="The address you signed up with."
        error={errors.email?.message}
        {...register('email', { required: 'Email is required' })}
      />
      {problem ? <FormProblem>{problem.message}</FormProblem> : null}
      <SubmitButton busy={isSubmitting} busyText="Sending…">
        Send the reset link
      </SubmitButton>
      <BackToSignIn />
    </form>
  );
}

function LinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <DoneNotice icon={MailCheck}>
        If an account exists for <strong>{email}</strong>, we sent a link to reset its password. The
        link works for 1 hour.
      </DoneNotice>
      <p className="text-sm text-ink-muted">
        Nothing in your inbox after a few minutes? Look in the spam folder, or{' '}
        <button type="button" className="link link-primary" onClick={onAgain}>
          send it again
        </button>
        .
      </p>
      <BackToSignIn />
    </div>
  );
}

function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      Remembered it?{' '}
      <Link to="/singin" className="link link-primary font-medium">
        Back to sign in
      </Link>
    </p>
  );
}
