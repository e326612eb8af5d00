import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context.tsx';
import { returnPath, stateOnReturn } from '../features/auth/return-path.ts';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /singin: after signing in, back to the page that sent the visitor here, or home. */
export default function SignInPage() {
  usePageTitle('Sign In');
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const destination = returnPath(location.state);
  const state = stateOnReturn(location.state);

  if (!isLoading && user) return <Navigate to={destination} state={state} replace />;
  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back. Sign in to book phones, sell yours and follow your orders."
    >
      <SignInForm onSignedIn={() => void navigate(destination, { replace: true, state })} />
    </AuthCard>
  );
}
