import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { FormProblem } from '../../components/ui/form-parts.tsx';
import { AuthCard, sessionQuery, useAuth } from '../auth/index.ts';
import { confirmEmailChange, linkRefusal } from './account.api.ts';
import { LINK_PROBLEM_TITLE } from './link-problem.tsx';
import { useLinkToken } from './use-link-token.ts';

const TITLE = 'Change your email';

/**
 * /change-email?token=…: follows the link once, in this browser's session. Where the account that
 * asked is not signed in the server refuses (403) and the link stays usable: sign in, then open it
 * again.
 */
export function ChangeEmailPanel() {
  const token = useLinkToken();
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const change = useQuery({
    queryKey: ['account', 'change-email', token],
    queryFn: async () => {
      const answer = await confirmEmailChange(token!);
      void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
      return answer;
    },
    // After the session is known, so that a signed-in browser sends its cookie with a known person.
    enabled: token !== null && !isLoading,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (token === null) {
    return (
      <AuthCard title={LINK_PROBLEM_TITLE.invalid} lead="Open the link from the email again.">
        <Link to="/deshboard/account" className="btn btn-primary w-full">
          Go to your account
        </Link>
      </AuthCard>
    );
  }
  if (change.isPending) {
    return (
      <AuthCard title={TITLE} lead="One moment while we check your link.">
        <p role="status" className="flex items-center gap-3 text-ink-muted">
          <span aria-hidden className="loading loading-spinner loading-md text-primary" />
          Checking your link…
        </p>
      </AuthCard>
    );
  }
  if (change.isSuccess) {
    return (
      <AuthCard title="Your email is changed" lead={`Your account now uses ${change.data.email}.`}>
        <p className="mb-5">
          Sign in with this address from now on; mail about your account goes there.
        </p>
        <Link to="/deshboard/account" className="btn btn-primary w-full">
          Go to your account
        </Link>
      </AuthCard>
    );
  }
  const error = change.error;
  const refusal = linkRefusal(error);
  if (refusal) {
    return (
      <AuthCard title={LINK_PROBLEM_TITLE[refusal]} lead="Your email address has not changed.">
        <p className="mb-5">
          Each link works once, for 24 hours, and a newer request replaces older links. Ask for a
          new one on your account page.
        </p>
        <Link to="/deshboard/account" className="btn btn-primary w-full">
          Go to your account
        </Link>
      </AuthCard>
    );
  }
  const elsewhere = error instanceof ApiError && error.status === 403;
  return (
    <AuthCard title={TITLE} lead="Your email address has not changed yet.">
      <div className="flex flex-col gap-4">
        <FormProblem>{error.message}</FormProblem>
        {elsewhere && !user ? (
          <Link
            to="/singin"
            state={{ from: { pathname: '/change-email', search: `?token=${token}` } }}
            className="btn btn-primary w-full"
          >
            Sign in
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={change.isFetching}
            onClick={() => void change.refetch()}
          >
            Try again
          </button>
        )}
      </div>
    </AuthCard>
  );
}
