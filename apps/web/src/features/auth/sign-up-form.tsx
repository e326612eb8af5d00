import { useForm } from 'react-hook-form';
import { Link } from '../../components/ui/link.tsx';
import type { ChosenAccountType } from '@resale-zone/contract/users';
import type { z } from 'zod';
import { notify } from '../../lib/toast.ts';
import { storeUserRecord } from './auth.api.ts';
import { useAuth } from './auth-context.tsx';
import { AuthField } from './auth-field.tsx';
import { authErrorText, toAuthError } from './auth-errors.ts';
import { GoogleButton } from './google-button.tsx';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  accountType: z.infer<typeof ChosenAccountType>;
  image: FileList | null;
}

const ADDED = 'user is added successfully';
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Name, email, password, account type, photo; a Google option; the way to /singin. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { signUp, signInWithGoogle } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    defaultValues: { name: '', email: '', password: '', accountType: 'buyer', image: null },
  });

  const submit = handleSubmit(async ({ image, ...values }) => {
    try {
      const { imageProblem } = await signUp({ ...values, image: image?.[0] ?? null });
      notify.success(ADDED);
      if (imageProblem) notify.error(`Your photo was not saved: ${imageProblem}`);
      onSignedUp();
    } catch (err) {
      const authError = toAuthError(err, 'sign-up');
      if (authError.code === 'auth/weak-password') {
        setError('password', { message: authError.message });
      }
      notify.error(authErrorText(authError));
    }
  });

  // Google sign-up registers a seller (the spec); an existing account keeps its role.
  const google = async () => {
    try {
      const user = await signInWithGoogle();
      await storeUserRecord({
        name: user.displayName,
        email: user.email,
        accountType: 'seller',
        image: null,
      });
      notify.success(ADDED);
      onSignedUp();
    } catch (err) {
      notify.error(authErrorText(toAuthError(err, 'google')));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <AuthField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', { required: 'Name is required' })}
        />
        <AuthField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { required: 'Email is required' })}
        />
        <AuthField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password', { required: 'Password is required' })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="account-type" className="text-sm font-medium">
            Account
          </label>
          <select id="account-type" className="select w-full" {...register('accountType')}>
            <option value="buyer">Buyer</option>
            <option value="seller">Seller</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-photo" className="text-sm font-medium">
            Photo <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <input
            id="profile-photo"
            type="file"
            accept={IMAGE_TYPES}
            className="file-input w-full"
            aria-describedby="profile-photo-hint"
            {...register('image')}
          />
          <p id="profile-photo-hint" className="text-sm text-ink-muted">
            JPEG, PNG or WebP.
          </p>
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <span aria-hidden className="loading loading-spinner loading-sm" />
          ) : null}
          {isSubmitting ? 'Creating your account…' : 'Sign up'}
        </button>
      </form>
      <div className="divider my-0 text-sm text-ink-muted">or</div>
      <GoogleButton onClick={google} disabled={isSubmitting} />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/singin" className="link link-primary font-medium">
          Sign in
        </Link>
      </p>
    </div>
  );
}
