import { Link } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { SignInFields } from './auth-form-schemas.ts';
import { AuthFormFrame } from './auth-form-frame.tsx';
import { GoogleButton } from './google-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

/**
 * Email and password, 'Forget password', 'Continue with Google', and the way to /singup (which
 * keeps the page to return to). A refusal stays on the form as a sentence: a bad email under the
 * field, a wrong password or anything else over the button; it is toasted too.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn, signInWithGoogle } = useAuth();
  const auth = useAuthForm({
    schema: SignInFields,
    defaultValues: { email: '', password: '' },
    action: 'sign-in',
    fieldOfCode: { 'auth/invalid-email': 'email' },
    send: async (values) => {
      await signIn(values);
      onSignedIn();
    },
  });
  const { form, busy } = auth;

  return (
    <AuthFormFrame
      auth={auth}
      google={
        <GoogleButton
          onClick={async () => {
            await signInWithGoogle();
            onSignedIn();
          }}
          disabled={busy}
        />
      }
    >
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <PasswordField label="Password" kind="current" {...fieldProps(form, 'password')} />
      <div className="-mt-1 text-right">
        <Link to="/forgot-password" className="link link-hover text-sm">
          Forget password
        </Link>
      </div>
    </AuthFormFrame>
  );
}
