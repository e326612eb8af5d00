import { AccountSettings } from '../features/account/account-settings.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** /deshboard/account (every account's menu): email, data, deletion. */
export default function AccountPage() {
  usePageTitle('Account');
  return (
    <div className="mx-auto grid max-w-xl gap-5">
      <header>
        <PageHeading>Account</PageHeading>
        <p className="mt-2 text-ink-muted">Your email address, your data, and your account.</p>
      </header>
      <AccountSettings />
    </div>
  );
}
