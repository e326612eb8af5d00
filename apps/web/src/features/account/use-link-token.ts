import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The token of a mailed link (`?token=…`), read once. It then leaves the address bar (a history
 * replace), so that it is not kept in the history, bookmarked, shared in a screenshot or sent on
 * as a Referer.
 */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() || null);
  const navigate = useNavigate();
  const location = useLocation();
  const hasToken = params.has('token');

  useEffect(() => {
    if (!hasToken) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('token');
    void navigate(
      { pathname: location.pathname, search: rest.toString(), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [hasToken, location, navigate]);

  return token;
}
