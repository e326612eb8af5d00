import { ChangeEmailPanel } from '../features/account/change-email-panel.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /change-email?token=… (the link mailed to a new address). */
export default function ChangeEmailPage() {
  usePageTitle('Change Email');
  return (
    <>
      {/* A page for one person's link: not for search engines, and no token in any Referer. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <ChangeEmailPanel />
    </>
  );
}
