import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, MessageCircle } from 'lucide-react';
import { useAuth } from '../features/auth/auth-context.tsx';
import { toAuthError } from '../features/auth/auth-errors.ts';
import { ACCOUNT_DELETED, SIGNED_OUT, useReturnState } from '../features/auth/return-path.ts';
import { notify } from '../lib/toast.ts';

// The bell is only for signed-in people, known after hydration: its code loads then, apart from
// every page's first JavaScript (the hydration budget), in the square it will fill.
const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);
const bellSpace = <span aria-hidden className="inline-block size-8" />;
// The unread count beside Messages: the same, its code (and its query) load after hydration.
const UnreadBadge = lazy(() =>
  import('../features/conversations/unread-badge.tsx').then((m) => ({ default: m.UnreadBadge })),
);

/**
 * The account end of the navbar. Signed out: the sign-in link. Signed in: the dashboard link and
 * 'Sing out' (the spec's spelling), which ends the session, removes the token and goes home.
 */
export function NavbarAccount() {
  const { user, isLoading, endSession, forgetSession } = useAuth();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const deleted = state === ACCOUNT_DELETED;
  const signedOut = state === SIGNED_OUT;
  const [signingOut, setSigningOut] = useState(false);
  // Signing in from any page comes back to it.
  const returnState = useReturnState();

  // The session has ended: once home is on screen, forget the person. In that order, a
  // signed-in-only page (the dashboard) is gone before it could send them to /singin. Said by the
  // location's state, so that it holds when home is another navbar's (a page rendered as islands
  // hands over to the app, decision 062). The same after deleting the account.
  useEffect(() => {
    if (!(signedOut || deleted) || pathname !== '/') return;
    setSigningOut(false);
    forgetSession();
    // The state goes, so that Back does not come here again; the account page says its own words.
    void navigate('/', { replace: true });
    if (signedOut) notify.success('Sing out Successfully');
  }, [signedOut, deleted, pathname, forgetSession, navigate]);

  if (isLoading) {
    // The Sign in button, until the session is known: most first views are a visitor's, and a
    // page rendered as islands keeps it until the navbar is used. Where the browser holds an
    // access token (someone is likely signed in) it is kept blank (`session-pending`, index.css),
    // in its own box: the header's search field stays where it is when the account arrives.
    return (
      <NavLink to="/singin" state={returnState} className="btn btn-primary btn-sm session-pending">
        Sign in
      </NavLink>
    );
  }
  if (!user) {
    return (
      <NavLink to="/singin" state={returnState} className="btn btn-primary btn-sm">
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
      notify.error(toAuthError(err, 'sign-out').message);
      return;
    }
    void navigate('/', { state: SIGNED_OUT });
  };

  // Below 640 px the three are square icons (their names stay for screen readers), so that the
  // bar still fits 360 px with the bell.
  return (
    <>
      <Suspense fallback={bellSpace}>
        <NotificationBell userId={user.uid} />
      </Suspense>
      <NavLink
        to="/deshboard/messages"
        className={({ isActive }) =>
          `btn btn-ghost btn-sm relative font-medium max-sm:btn-square ${isActive ? 'bg-brand-soft text-brand-strong' : ''}`
        }
      >
        <MessageCircle aria-hidden className="size-4" />
        <span className="max-sm:sr-only">Messages</span>
        {/* Below 640 px the icon alone, the count on its corner. */}
        <Suspense fallback={null}>
          <UnreadBadge className="max-sm:absolute max-sm:-top-1.5 max-sm:-right-1.5" />
        </Suspense>
      </NavLink>
      <NavLink
        to="/deshboard"
        className={({ isActive }) =>
          `btn btn-ghost btn-sm font-medium max-sm:btn-square ${isActive ? 'bg-brand-soft text-brand-strong' : ''}`
        }
      >
        <LayoutDashboard aria-hidden className="size-4" />
        <span className="max-sm:sr-only">Dashboard</span>
      </NavLink>
      <button
        type="button"
        className="btn btn-outline btn-sm max-sm:btn-square"
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
