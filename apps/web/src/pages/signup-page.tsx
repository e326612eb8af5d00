import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth/auth-context.tsx';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { ADD_PRODUCT, sellPath } from '../features/auth/sell-path.ts';
import { returnPath, returnStateOf, stateOnReturn } from '../features/auth/return-path.ts';
import { SignUpForm } from '../features/auth/sign-up-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/**
 * /singup: a new account, then back to the page that sent the visitor here (a Check out's
 * listing, any page's Sign in), as sign-in does; home by default. `?account=seller` ("Sell your
 * phone") chooses Seller, and a new seller then goes on to Add A Product. Someone already signed
 * in is sent on at once.
 */
export default function SignUpPage() {
  usePageTitle('Sign Up');
  const { user, role, isLoading, isRoleLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toSell = params.get('account') === 'seller';
  // Whether the visitor was signed in on arrival (not by this page's own sign-up).
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  if (!isLoading && arrivedSignedIn === null) setArrivedSignedIn(user !== null);

  if (arrivedSignedIn && user) {
    if (toSell && isRoleLoading) return null;
    const onwards = returnPath(location.state, toSell ? sellPath(true, role) : '/');
    return <Navigate to={onwards} state={stateOnReturn(location.state)} replace />;
  }
  // Signing in instead from "Sell your phone" leads to Add A Product too.
  const returnState = returnStateOf(location);
  const signInReturn =
    toSell && !returnState.from ? { from: { pathname: ADD_PRODUCT } } : returnState;
  return (
    <AuthCard
      title="Create your account"
      lead="Buy a used phone near you, or sell the one you no longer need."
    >
      <SignUpForm
        accountType={toSell ? 'seller' : 'buyer'}
        returnState={signInReturn}
        onSignedUp={(accountType) => {
          const fallback = toSell && accountType === 'seller' ? ADD_PRODUCT : '/';
          void navigate(returnPath(location.state, fallback), {
            replace: true,
            state: stateOnReturn(location.state),
          });
        }}
      />
    </AuthCard>
  );
}
