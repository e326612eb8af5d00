import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import type { ChosenAccountType } from '@resale-zone/contract/users';
import type { z } from 'zod';
import { notify } from '../../lib/toast.ts';
import { storeUserRecord } from './auth.api.ts';
import { useAuth } from './auth-context.tsx';
import { Field, TextField } from '../../components/ui/field.tsx';
import { authErrorText, toAuthError } from './auth-errors.ts';
import { GoogleButton } from './google-button.tsx';
import { SubmitButton } from '../../components/ui/form-parts.tsx';

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
      <form
        method="post"
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', { required: 'Name is required' })}
        />
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
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password', { required: 'Password is required' })}
        />
        <Field id="account-type" label="Account">
          {(control) => (
            <select {...control} className="select w-full" {...register('accountType')}>
              <option value="buyer">Buyer</option>
              <option value="seller">Seller</option>
            </select>
          )}
        </Field>
        <Field
          id="profile-photo"
          label={
            <>
              Photo <span className="font-normal text-ink-muted">(optional)</span>
            </>
          }
          hint="JPEG, PNG or WebP."
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={IMAGE_TYPES}
              className="file-input w-full"
              {...register('image')}
            />
          )}
        </Field>
        <SubmitButton busy={isSubmitting} busyText="Creating your account…">
          Sign up
        </SubmitButton>
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
