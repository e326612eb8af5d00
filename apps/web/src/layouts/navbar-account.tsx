import { useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useAuth } from '../features/auth/auth-context.tsx';
import { authErrorText, toAuthError } from '../features/auth/auth-errors.ts';
import { notify } from '../lib/toast.ts';

/**
 * The account end of the navbar. Signed out: the sign-in link. Signed in: the dashboard link and
 * 'Sing out' (the spec's spelling), which ends the session, removes the token and goes home.
 */
export function NavbarAccount() {
  const { user, isLoading, endSession, forgetSession } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The session has ended: once home is on screen, forget the person. In that order, a
  // signed-in-only page (the dashboard) is gone before it could send them to /singin.
  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    setLeaving(false);
    setSigningOut(false);
    forgetSession();
    notify.success('Sing out Successfully');
  }, [leaving, pathname, forgetSession]);

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
      await endSession();
    } catch (err) {
      setSigningOut(false);
      notify.error(authErrorText(toAuthError(err, 'sign-out')));
      return;
    }
    setLeaving(true);
    void navigate('/');
  };

  return (
    <>
      <NavLink
        to="/deshboard"
        className={({ isActive }) =>
          `btn btn-ghost btn-sm font-medium ${isActive ? 'bg-brand-soft text-brand-strong' : ''}`
        }
      >
        <LayoutDashboard aria-hidden className="size-4" />
        <span className="max-sm:sr-only">Dashboard</span>
      </NavLink>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        title="Sing out"
        onClick={() => void onSignOut()}
        disabled={signingOut}
      >
        {signingOut ? (
          <span aria-hidden className="loading loading-spinner loading-xs" />
        ) : (
          <LogOut aria-hidden className="size-4" />
        )}
        {/* Below 640 px the icon alone, like Dashboard: the bar also holds the search button. */}
        <span className="max-sm:sr-only">Sing out</span>
      </button>
    </>
  );
}
