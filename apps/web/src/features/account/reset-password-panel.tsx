import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { NewPassword } from '../../lib/new-password.ts';
import { CircleCheck } from 'lucide-react';
import type { TokenRefusal } from '@resale-zone/contract/account-email';
import { NewPasswordField } from '../../components/ui/password-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { AuthCard } from '../auth/index.ts';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { DoneNotice } from '../../components/ui/done-notice.tsx';
import { LINK_PROBLEM_TITLE, LinkProblem } from './link-problem.tsx';
import { linkRefusal, resetLinkQuery, useResetPassword } from './account.api.ts';
import { useLinkToken } from './use-link-token.ts';

/**
 * /reset-password?token=…: a new password for the account the mailed link belongs to (the sign-up
 * rules, checked by the server), then the way to sign in with it.
 */
export function ResetPasswordPanel() {
  const token = useLinkToken();
  const [done, setDone] = useState<string | null>(null);
  const [refusedOnSubmit, setRefused] = useState<TokenRefusal | null>(token ? null : 'invalid');
  // The link is checked when the page opens: a dead one says so before a password is typed.
  const check = useQuery({ ...resetLinkQuery(token ?? ''), enabled: token !== null });
  const refused = refusedOnSubmit ?? linkRefusal(check.error);

  if (refused) {
    return (
      <ResetLinkRefused reason={refused} lead="Your password has not been changed.">
        Request a new link
      </ResetLinkRefused>
    );
  }
  if (done !== null) return <PasswordReset email={done} />;
  if (check.isPending) {
    return (
      <AuthCard title="Choose a new password" lead="We are checking that your link still works.">
        <div role="status" className="flex justify-center py-6">
          <span aria-hidden className="loading loading-spinner loading-md" />
          <span className="sr-only">Checking your link…</span>
        </div>
      </AuthCard>
    );
  }
  // Any other failure of the check (the network) leaves the form: saving checks the link again.
  return (
    <AuthCard
      title="Choose a new password"
      lead="Pick one you do not use anywhere else. Every device signed in to your account will be signed out."
    >
      <NewPasswordForm token={token!} onDone={setDone} onRefused={setRefused} />
    </AuthCard>
  );
}

/** The new password for the account behind a reset token (also the verification's hand-over). */
export function NewPasswordForm({
  token,
  onDone,
  onRefused,
}: {
  token: string;
  onDone: (email: string) => void;
  onRefused: (reason: TokenRefusal) => void;
}) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(z.object({ password: NewPassword })),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      onDone((await reset.mutateAsync({ token, password })).email);
    } catch (err) {
      const refusal = linkRefusal(err);
      if (refusal) onRefused(refusal);
      else if (err instanceof ApiError && err.field === 'password') {
        setError('password', { message: err.fieldMessage });
      }
    }
  });

  const problem = reset.error instanceof ApiError && reset.error.field ? null : reset.error;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <NewPasswordField error={errors.password?.message} {...register('password')} />
      {problem ? <FormProblem>{problem.message}</FormProblem> : null}
      <SubmitButton busy={isSubmitting} busyText="Saving…">
        Save the new password
      </SubmitButton>
    </form>
  );
}

/** A reset link that no longer works: why, and the way to a new one (its words are the children). */
export function ResetLinkRefused({
  reason,
  lead,
  children,
}: {
  reason: TokenRefusal;
  lead: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={LINK_PROBLEM_TITLE[reason]} lead={lead}>
      <LinkProblem reason={reason} purpose="reset">
        <Link to="/forgot-password" className="btn btn-primary w-full">
          {children}
        </Link>
      </LinkProblem>
    </AuthCard>
  );
}

export function PasswordReset({ email }: { email: string }) {
  return (
    <AuthCard title="Your password is changed" lead="You can sign in with it now.">
      <div className="flex flex-col gap-5">
        <DoneNotice icon={CircleCheck}>
          The password of <strong>{email}</strong> is changed, and every device that was signed in
          to it has been signed out.
        </DoneNotice>
        <Link to="/singin" className="btn btn-primary w-full">
          Sign in
        </Link>
      </div>
    </AuthCard>
  );
}
