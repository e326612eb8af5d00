import { notify } from '../../lib/toast.ts';
import { useAuth } from './auth-context.tsx';
import { Field, SelectField, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { AuthFormFrame } from './auth-form-frame.tsx';
import { PASSWORD_HINT, SignUpFields } from './auth-form-schemas.ts';
import { GoogleSignUp, SIGNED_UP } from './google-sign-up.tsx';
import type { ReturnState } from './return-path.ts';
import { useAuthForm } from './use-auth-form.ts';

type ChosenAccountType = SignUpFields['accountType'];

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const FIELD_OF_CODE = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/weak-password': 'password',
} as const;

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
  const auth = useAuthForm({
    // Checked on Sign up, then again as each field changes: a message appearing as a field is
    // left would move the button from under the finger that is pressing it.
    schema: SignUpFields,
    defaultValues: { name: '', email: '', password: '', accountType, image: null },
    action: 'sign-up',
    fieldOfCode: FIELD_OF_CODE,
    send: async ({ image, ...values }) => {
      const { imageProblem } = await signUp({ ...values, image: image?.[0] ?? null });
      // Said here, read on the page the person goes back to.
      notify.success(SIGNED_UP, { forNextPage: true });
      if (imageProblem)
        notify.error(`Your photo was not saved: ${imageProblem}`, { forNextPage: true });
      onSignedUp(values.accountType);
    },
  });
  const { form, busy } = auth;

  return (
    <AuthFormFrame
      auth={auth}
      google={<GoogleSignUp disabled={busy} onSignedUp={onSignedUp} />}
      returnState={returnState}
    >
      <TextField label="Name" autoComplete="name" {...fieldProps(form, 'name')} />
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <PasswordField
        label="Password"
        kind="new"
        hint={PASSWORD_HINT}
        {...fieldProps(form, 'password')}
      />
      <SelectField id="account-type" label="Account" {...form.register('accountType')}>
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
            {...form.register('image')}
          />
        )}
      </Field>
    </AuthFormFrame>
  );
}
