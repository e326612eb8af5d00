import { ResetPasswordPanel } from '../features/account/reset-password-panel.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /reset-password?token=… (the link of the reset mail). */
export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  return (
    <>
      {/* A page for one person's link: not for search engines, and no token in any Referer. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordPanel />
    </>
  );
}
