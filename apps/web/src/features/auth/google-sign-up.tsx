import { notify } from '../../lib/toast.ts';
import { storeUserRecord } from './auth.api.ts';
import { useAuth } from './auth-context.tsx';
import { GoogleButton } from './google-button.tsx';

/** The spec's words once an account is made. */
export const SIGNED_UP = 'user is added successfully';

/**
 * Sign up with Google: registers a seller (the spec); an existing account keeps its role.
 */
export function GoogleSignUp({
  disabled,
  onSignedUp,
}: {
  disabled: boolean;
  onSignedUp: (accountType: 'seller') => void;
}) {
  const { signInWithGoogle } = useAuth();
  const google = async () => {
    const user = await signInWithGoogle();
    await storeUserRecord({
      name: user.displayName,
      email: user.email,
      accountType: 'seller',
      image: null,
    });
    notify.success(SIGNED_UP, { forNextPage: true });
    onSignedUp('seller');
  };
  return <GoogleButton onClick={google} disabled={disabled} />;
}
