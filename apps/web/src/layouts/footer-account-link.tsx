import { Link } from 'react-router';
import { useAuth, useReturnState } from '../features/auth/index.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The footer's Sign in, or Dashboard for someone signed in. The server's page is the same for
 * everyone (it is cached), so the signed-in link replaces it once the page runs in the browser.
 */
export function FooterAccountLink() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const returnState = useReturnState();
  return hydrated && user ? (
    <Link to="/deshboard" className="link-hover">
      Dashboard
    </Link>
  ) : (
    <Link to="/singin" state={returnState} className="link-hover">
      Sign in
    </Link>
  );
}
