import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current address with `to` once rendered, like React Router's <Navigate replace>
 * (which carries code for its data router that this app does not use).
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
