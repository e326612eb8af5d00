import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { authErrorText, toAuthError } from '../../features/auth/auth-errors.ts';
import { notify } from '../../lib/toast.ts';

/**
 * The account end of the navbar. Signed out: the sign-in link. Signed in: the dashboard link and
 * 'Sing out' (the spec's spelling), which ends the session, removes the token and goes home.
 */
export function NavbarAccount() {
  const { user, isLoading, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (isLoading) {
    return <span aria-hidden className="skeleton h-8 w-20" />;
  }
  if (!user) {
    return (
      <NavLink to="/singin" className="btn btn-primary btn-sm">
        Sign in
      </NavLink>
    );
  }

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      notify.success('Sing out Successfully');
      void navigate('/');
    } catch (err) {
      notify.error(authErrorText(toAuthError(err, 'sign-out')));
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <NavLink
        to="/deshboard"
        className={({ isActive }) =>
          `btn btn-ghost btn-sm font-medium ${isActive ? 'text-primary' : ''}`
        }
      >
        <LayoutDashboard aria-hidden className="size-4" />
        <span className="max-sm:sr-only">Dashboard</span>
      </NavLink>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => void onSignOut()}
        disabled={signingOut}
      >
        {signingOut ? (
          <span aria-hidden className="loading loading-spinner loading-xs" />
        ) : (
          <LogOut aria-hidden className="size-4" />
        )}
        Sing out
      </button>
    </>
  );
}
