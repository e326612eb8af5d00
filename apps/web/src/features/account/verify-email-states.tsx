import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { TokenRefusal } from '@resale-zone/contract/account-email';
import type { ReturnState } from '../auth/index.ts';
import { AuthCard, useAuth } from '../auth/index.ts';
import { LINK_PROBLEM_TITLE, LinkProblem } from './link-problem.tsx';
import { ResendButton } from './resend-button.tsx';
import { NewPasswordForm, PasswordReset, ResetLinkRefused } from './reset-password-panel.tsx';

// What the verify-email page shows at each step (verify-email-panel.tsx picks one).

export function Checking() {
  return (
    <AuthCard title="Verify your email" lead="One moment while we check your link.">
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <span aria-hidden className="loading loading-spinner loading-md text-primary" />
        Checking your link…
      </p>
    </AuthCard>
  );
}

export function Verified({ email, signedIn }: { email: string; signedIn: boolean }) {
  return (
    <AuthCard title="Your email is verified" lead="Thank you: your address is confirmed.">
      <div className="flex flex-col gap-5">
        <VerifiedNote email={email}>
          Mail about your bookings, payments and account will reach you there.
        </VerifiedNote>
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
export function ChoosePassword({ email, token }: { email: string; token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<TokenRefusal | null>(null);
  if (done !== null) return <PasswordReset email={done} />;
  if (refused) {
    return (
      <ResetLinkRefused
        reason={refused}
        lead="Your email is verified; choose a password from a reset link."
      >
        Request a reset link
      </ResetLinkRefused>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      lead="Your email is verified. To make sure the account is yours alone, any password set before no longer works and every device was signed out."
    >
      <div className="flex flex-col gap-4">
        <VerifiedNote email={email}>Choose the password you will sign in with.</VerifiedNote>
        <NewPasswordForm token={token} onDone={setDone} onRefused={setRefused} />
      </div>
    </AuthCard>
  );
}

/** Sign-in brings the person back to the dashboard, where the banner offers Resend. */
const BACK_TO_DASHBOARD: ReturnState = { from: { pathname: '/deshboard' } };

export function Refused({ reason }: { reason: TokenRefusal }) {
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

/** "<address> is verified." and what follows from it, as a status. */
function VerifiedNote({ email, children }: { email: string; children: ReactNode }) {
  return (
    <p role="status" className="flex gap-3 rounded-box bg-success/10 p-4">
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
      <span className="min-w-0">
        <strong className="break-words">{email}</strong> is verified. {children}
      </span>
    </p>
  );
}
