import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import type { TokenRefusal } from '@resale-zone/contract/account-email';
import type { ReturnState } from '../auth/index.ts';
import { AuthCard, sessionQuery, useAuth } from '../auth/index.ts';
import { FormProblem } from '../../components/ui/form-parts.tsx';
import { LINK_PROBLEM_TITLE, LinkProblem } from './link-problem.tsx';
import { linkRefusal, verifyEmail } from './account.api.ts';
import { ResendButton } from './resend-button.tsx';
import { NewPasswordForm, PasswordReset } from './reset-password-panel.tsx';
import { useLinkToken } from './use-link-token.ts';

/**
 * /verify-email?token=…: spends the mailed link once and says how it went. Without a token (the
 * page reloaded after it left the address bar) the session tells whether the address is verified.
 */
export function VerifyEmailPanel() {
  const token = useLinkToken();
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  // A query, not a mutation: one request per token however often the page renders (the link is
  // single-use, so a second request would answer 'used').
  const verification = useQuery({
    queryKey: ['account', 'verify-email', token],
    queryFn: async () => {
      const answer = await verifyEmail(token!);
      void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
      return answer;
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (token === null) {
    if (isLoading) return <Checking />;
    if (user?.emailVerified) return <Verified email={user.email} signedIn />;
    return <Refused reason="invalid" />;
  }
  if (verification.isPending) return <Checking />;
  if (verification.isSuccess) {
    const { email, setPasswordToken } = verification.data;
    if (setPasswordToken) return <ChoosePassword email={email} token={setPasswordToken} />;
    return <Verified email={email} signedIn={user !== null} />;
  }
  const refusal = linkRefusal(verification.error);
  if (refusal) return <Refused reason={refusal} />;
  return (
    <AuthCard title="Verify your email" lead="We could not check your link.">
      <div className="flex flex-col gap-4">
        <FormProblem>{verification.error.message}</FormProblem>
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={verification.isFetching}
          onClick={() => void verification.refetch()}
        >
          Try again
        </button>
      </div>
    </AuthCard>
  );
}

function Checking() {
  return (
    <AuthCard title="Verify your email" lead="One moment while we check your link.">
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <span aria-hidden className="loading loading-spinner loading-md text-primary" />
        Checking your link…
      </p>
    </AuthCard>
  );
}

function Verified({ email, signedIn }: { email: string; signedIn: boolean }) {
  return (
    <AuthCard title="Your email is verified" lead="Thank you: your address is confirmed.">
      <div className="flex flex-col gap-5">
        <p role="status" className="flex gap-3 rounded-box bg-success/10 p-4">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <span className="min-w-0">
            <strong>{email}</strong> is verified. Mail about your bookings, payments and account
            will reach you there.
          </span>
        </p>
        <Link to={signedIn ? '/deshboard' : '/singin'} className="btn btn-primary w-full">
          {signedIn ? 'Go to your dashboard' : 'Sign in'}
        </Link>
      </div>
    </AuthCard>
  );
}

/**
 * The link was opened where the account is not signed in: whoever chose its password may not own
 * the address, so that password no longer works and every device was signed out. The owner picks
 * a password now, with the one-time token the verification answered.
 */
function ChoosePassword({ email, token }: { email: string; token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<TokenRefusal | null>(null);
  if (done !== null) return <PasswordReset email={done} />;
  if (refused) {
    return (
      <AuthCard
        title={LINK_PROBLEM_TITLE[refused]}
        lead="Your email is verified; choose a password from a reset link."
      >
        <LinkProblem reason={refused} purpose="reset">
          <Link to="/forgot-password" className="btn btn-primary w-full">
            Request a reset link
          </Link>
        </LinkProblem>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      lead="Your email is verified. To make sure the account is yours alone, any password set before no longer works and every device was signed out."
    >
      <div className="flex flex-col gap-4">
        <p role="status" className="flex gap-3 rounded-box bg-success/10 p-4">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <span className="min-w-0">
            <strong className="break-words">{email}</strong> is verified. Choose the password you
            will sign in with.
          </span>
        </p>
        <NewPasswordForm token={token} onDone={setDone} onRefused={setRefused} />
      </div>
    </AuthCard>
  );
}

/** Sign-in brings the person back to the dashboard, where the banner offers Resend. */
const BACK_TO_DASHBOARD: ReturnState = { from: { pathname: '/deshboard' } };

function Refused({ reason }: { reason: TokenRefusal }) {
  const { user } = useAuth();
  let lead = 'Your email address is not verified yet.';
  let action;
  if (!user) {
    lead = 'Sign in to ask for a new one.';
    action = (
      <Link to="/singin" state={BACK_TO_DASHBOARD} className="btn btn-primary w-full">
        Sign in to get a new link
      </Link>
    );
  } else if (user.emailVerified) {
    lead = 'There is nothing left to do.';
    action = (
      <>
        <p className="text-sm">
          Good news: <strong>{user.email}</strong> is verified already.
        </p>
        <Link to="/deshboard" className="btn btn-primary w-full">
          Go to your dashboard
        </Link>
      </>
    );
  } else {
    action = (
      <ResendButton email={user.email} className="btn btn-primary w-full" label="Send a new link" />
    );
  }
  return (
    <AuthCard title={LINK_PROBLEM_TITLE[reason]} lead={lead}>
      <LinkProblem reason={reason} purpose="verify">
        {action}
      </LinkProblem>
    </AuthCard>
  );
}
