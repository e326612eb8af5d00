import { useAuth } from '../features/auth/auth-context.tsx';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { FormCard } from '../components/ui/page-text.tsx';

/** /deshboard/change-password (every account's menu). */
export default function ChangePasswordPage() {
  usePageTitle('Change Password');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <FormCard
      id="change-password-heading"
      title="Change password"
      lead="You stay signed in here; every other device signed in to your account is signed out."
    >
      <ChangePasswordForm email={user.email} />
    </FormCard>
  );
}
