import { useResendVerification } from './account.api.ts';

/** "Resend": a new verification mail to the signed-in person's address; the outcome is a toast. */
export function ResendButton({
  email,
  className = 'btn btn-primary',
  label = 'Resend',
}: {
  email: string;
  className?: string;
  label?: string;
}) {
  const resend = useResendVerification();
  return (
    <button
      type="button"
      className={className}
      disabled={resend.isPending}
      onClick={() => resend.mutate(email)}
    >
      {resend.isPending ? (
        <span aria-hidden className="loading loading-spinner loading-xs" />
      ) : null}
      {resend.isPending ? 'Sending…' : label}
    </button>
  );
}
