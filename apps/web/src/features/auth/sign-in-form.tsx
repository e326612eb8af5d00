import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import type { SignInBody } from '@resale-zone/contract/auth';
import { notify } from '../../lib/toast.ts';
import { useAuth } from './auth-context.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { authErrorText, toAuthError } from './auth-errors.ts';
import { GoogleButton } from './google-button.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';

/** Email and password, 'Forget password', 'Continue with Google', and the way to /singup. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn, signInWithGoogle } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInBody>({ defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await signIn(values);
      onSignedIn();
    } catch (err) {
      notify.error(authErrorText(toAuthError(err, 'sign-in')));
    }
  });

  const google = async () => {
    try {
      await signInWithGoogle();
      onSignedIn();
    } catch (err) {
      notify.error(authErrorText(toAuthError(err, 'google')));
    }
  };

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
          {...register('email', { required: 'Email is required' })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { required: 'Password is required' })}
        />
        <div className="-mt-1 text-right">
          <Link to="/forgot-password" className="link link-hover text-sm">
            Forget password
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} busyText="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <div className="divider my-0 text-sm text-ink-muted">or</div>
      <GoogleButton onClick={google} disabled={isSubmitting} />
      <p className="text-center text-sm">
        New to Resale Zone?{' '}
        <Link to="/singup" className="link link-primary font-medium">
          Create an account
        </Link>
      </p>
    </div>
  );
}
