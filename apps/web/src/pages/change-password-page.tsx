import { useAuth } from '../features/auth/auth-context.tsx';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

/** /deshboard/change-password (every account's menu). */
export default function ChangePasswordPage() {
  usePageTitle('Change Password');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section
      aria-labelledby="change-password-heading"
      className="mx-auto max-w-md rounded-box border border-base-300 bg-base-100 p-6 shadow-card sm:p-8"
    >
      <PageHeading id="change-password-heading">Change password</PageHeading>
      <p className="mt-2 mb-6 text-ink-muted">
        You stay signed in here; every other device signed in to your account is signed out.
      </p>
      <ChangePasswordForm email={user.email} />
    </section>
  );
}
