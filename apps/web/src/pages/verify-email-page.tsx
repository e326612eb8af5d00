import { VerifyEmailPanel } from '../features/account/verify-email-panel.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /verify-email?token=… (the link of the verification mail). */
export default function VerifyEmailPage() {
  usePageTitle('Verify Email');
  return (
    <>
      {/* A page for one person's link: not for search engines, and no token in any Referer. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <VerifyEmailPanel />
    </>
  );
}
