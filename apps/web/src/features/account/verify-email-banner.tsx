import { MailWarning } from 'lucide-react';
import { useAuth } from '../auth/index.ts';
import { ResendButton } from './resend-button.tsx';

/**
 * Above every dashboard page while the signed-in address is unverified: a quiet note (a status,
 * not an alert) with "Resend". It goes once the session says the address is verified.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-box border border-warning/40 bg-warning/10 px-4 py-3 text-sm"
    >
      <MailWarning aria-hidden className="size-5 shrink-0 text-warning" />
      <p className="min-w-0 flex-1 basis-52">
        <span className="font-semibold">Please verify your email address.</span> We sent a link to{' '}
        <span>{user.email}</span>; open it to get mail about your bookings and payments.
      </p>
      <ResendButton email={user.email} className="btn btn-sm btn-outline" />
    </div>
  );
}
