import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '../../lib/toast.ts';
import { useAuth } from './auth-context.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { toAuthError } from './auth-errors.ts';
import { SignInFields } from './auth-form-schemas.ts';
import { GoogleButton } from './google-button.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { useReturnState } from './return-path.ts';

/**
 * Email and password, 'Forget password', 'Continue with Google', and the way to /singup (which
 * keeps the page to return to). A refusal stays on the form as a sentence: a bad email under the
 * field, a wrong password or anything else over the button; it is toasted too.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn, signInWithGoogle } = useAuth();
  const returnState = useReturnState();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(SignInFields),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await signIn(values);
      onSignedIn();
    } catch (err) {
      const { code, message } = toAuthError(err, 'sign-in');
      if (code === 'auth/invalid-email') setError('email', { message }, { shouldFocus: true });
      else setProblem(message);
      notify.error(message);
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <form
        method="post"
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="-mt-1 text-right">
          <Link to="/forgot-password" className="link link-hover text-sm">
            Forget password
          </Link>
        </div>
        {problem ? <FormProblem>{problem}</FormProblem> : null}
        <SubmitButton busy={isSubmitting} busyText="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <div className="divider my-0 text-sm text-ink-muted">or</div>
      <GoogleButton
        onClick={async () => {
          await signInWithGoogle();
          onSignedIn();
        }}
        disabled={isSubmitting}
      />
      <p className="text-center text-sm">
        New to Resale Zone?{' '}
        <Link to="/singup" state={returnState} className="link link-primary font-medium">
          Create an account
        </Link>
      </p>
    </div>
  );
}
