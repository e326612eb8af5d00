import { AuthCard } from '../features/auth/auth-card.tsx';
import { ForgotPasswordForm } from '../features/account/forgot-password-form.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** /forgot-password ("Forget password" on /singin): asks for a reset link. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
