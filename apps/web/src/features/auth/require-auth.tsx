import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context.tsx';
import type { ReturnState } from './return-path.ts';

/**
 * Route wrapper for signed-in pages (/blog, /deshboard …): a signed-out visitor goes to /singin,
 * which brings them back here afterwards.
 */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3">
        <span aria-hidden className="loading loading-spinner loading-md text-primary" />
        <span className="text-ink-muted">Checking your sign-in…</span>
      </div>
    );
  }
  if (!user) {
    const state: ReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/singin" replace state={state} />;
  }
  return <Outlet />;
}
