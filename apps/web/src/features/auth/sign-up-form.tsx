import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '../../lib/toast.ts';
import { useAuth } from './auth-context.tsx';
import { Field, SelectField, TextField } from '../../components/ui/field.tsx';
import { toAuthError } from './auth-errors.ts';
import { PASSWORD_HINT, SignUpFields } from './auth-form-schemas.ts';
import { GoogleSignUp, SIGNED_UP } from './google-sign-up.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import type { ReturnState } from './return-path.ts';

type ChosenAccountType = SignUpFields['accountType'];

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const FIELD_OF_CODE: Record<string, 'email' | 'password' | undefined> = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/weak-password': 'password',
};

interface SignUpFormProps {
  /** The account type chosen at first ("Sell your phone" chooses Seller). */
  accountType?: ChosenAccountType;
  /** Signed up as this account type: the page sends the person on. */
  onSignedUp: (accountType: ChosenAccountType) => void;
  /** Given to the way to /singin, so that signing in instead comes back to the same place. */
  returnState: ReturnState;
}

/**
 * Name, email, password, account type, photo; a Google option; the way to /singin. The password
 * rules are checked before sending (the message under the field, then again as it is typed in);
 * a refusal stays on the form as a sentence, under its field or over the button, toasted too.
 */
export function SignUpForm({ accountType = 'buyer', onSignedUp, returnState }: SignUpFormProps) {
  const { signUp } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    // Checked on Sign up, then again as each field changes: a message appearing as a field is
    // left would move the button from under the finger that is pressing it.
    resolver: zodResolver(SignUpFields),
    defaultValues: { name: '', email: '', password: '', accountType, image: null },
  });

  const submit = handleSubmit(async ({ image, ...values }) => {
    setProblem(null);
    try {
      const { imageProblem } = await signUp({ ...values, image: image?.[0] ?? null });
      // Said here, read on the page the person goes back to.
      notify.success(SIGNED_UP, { forNextPage: true });
      if (imageProblem)
        notify.error(`Your photo was not saved: ${imageProblem}`, { forNextPage: true });
      onSignedUp(values.accountType);
    } catch (err) {
      const { code, message } = toAuthError(err, 'sign-up');
      const field = FIELD_OF_CODE[code];
      if (field) setError(field, { message }, { shouldFocus: true });
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
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
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
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
        <SelectField id="account-type" label="Account" {...register('accountType')}>
          <option value="buyer">Buyer</option>
          <option value="seller">Seller</option>
        </SelectField>
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
        {problem ? <FormProblem>{problem}</FormProblem> : null}
        <SubmitButton busy={isSubmitting} busyText="Creating your account…">
          Sign up
        </SubmitButton>
      </form>
      <div className="divider my-0 text-sm text-ink-muted">or</div>
      <GoogleSignUp disabled={isSubmitting} onSignedUp={onSignedUp} />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/singin" state={returnState} className="link link-primary font-medium">
          Sign in
        </Link>
      </p>
    </div>
  );
}
