import { useNavigate } from 'react-router';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { SignUpForm } from '../features/auth/sign-up-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /singup: a new account, then home. */
export default function SignUpPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create your account"
      lead="Buy a used phone near you, or sell the one you no longer need."
    >
      <SignUpForm onSignedUp={() => void navigate('/', { replace: true })} />
    </AuthCard>
  );
}
