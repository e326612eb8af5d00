import type { ReactNode } from 'react';
import { Link2Off } from 'lucide-react';
import type { TokenRefusal } from '@resale-zone/contract/account-email';

export type LinkPurpose = 'verify' | 'reset';

export const LINK_PROBLEM_TITLE: Record<TokenRefusal, string> = {
  expired: 'This link has expired',
  used: 'This link was already used',
  invalid: 'This link is not valid',
};

const EXPLANATION: Record<LinkPurpose, Record<TokenRefusal, string>> = {
  verify: {
    expired: 'Verification links work for 24 hours. Ask for a new one and use it within a day.',
    used: 'Each verification link works once. If you opened it before, your address may already be verified.',
    invalid:
      'It may have been cut short by your mail app. Open it from the email again, or ask for a new one.',
  },
  reset: {
    expired: 'Password reset links work for 1 hour. Ask for a new one.',
    used: 'Each reset link works once, and a newer link replaces older ones. Ask for a new one if you still need it.',
    invalid:
      'It may have been cut short by your mail app. Open it from the email again, or ask for a new one.',
  },
};

/** Why a mailed link did not work, in words, and the way to a new one (`children`). */
export function LinkProblem({
  reason,
  purpose,
  children,
}: {
  reason: TokenRefusal;
  purpose: LinkPurpose;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div role="alert" className="flex gap-3 rounded-box bg-warning/15 p-4">
        <Link2Off aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <p className="min-w-0">{EXPLANATION[purpose][reason]}</p>
      </div>
      {children}
    </div>
  );
}
