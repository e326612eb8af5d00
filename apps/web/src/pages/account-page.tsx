import { AccountSettings } from '../features/account/account-settings.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /deshboard/account (every account's menu): email, data, deletion. */
export default function AccountPage() {
  usePageTitle('Account');
  return (
    <div className="mx-auto grid max-w-xl gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account</h1>
        <p className="mt-2 text-ink-muted">Your email address, your data, and your account.</p>
      </header>
      <AccountSettings />
    </div>
  );
}
