import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthCard, sessionQuery, useAuth } from '../auth/index.ts';
import { FormProblem } from '../../components/ui/form-parts.tsx';
import { linkRefusal, verifyEmail } from './account.api.ts';
import { useLinkToken } from './use-link-token.ts';
import { Checking, ChoosePassword, Refused, Verified } from './verify-email-states.tsx';

/**
 * /verify-email?token=…: spends the mailed link once and says how it went. Without a token (the
 * page reloaded after it left the address bar) the session tells whether the address is verified.
 */
export function VerifyEmailPanel() {
  const token = useLinkToken();
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  // A query, not a mutation: one request per token however often the page renders (the link is
  // single-use, so a second request would answer 'used').
  const verification = useQuery({
    queryKey: ['account', 'verify-email', token],
    queryFn: async () => {
      const answer = await verifyEmail(token!);
      void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
      return answer;
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (token === null) {
    if (isLoading) return <Checking />;
    if (user?.emailVerified) return <Verified email={user.email} signedIn />;
    return <Refused reason="invalid" />;
  }
  if (verification.isPending) return <Checking />;
  if (verification.isSuccess) {
    const { email, setPasswordToken } = verification.data;
    if (setPasswordToken) return <ChoosePassword email={email} token={setPasswordToken} />;
    return <Verified email={email} signedIn={user !== null} />;
  }
  const refusal = linkRefusal(verification.error);
  if (refusal) return <Refused reason={refusal} />;
  return (
    <AuthCard title="Verify your email" lead="We could not check your link.">
      <div className="flex flex-col gap-4">
        <FormProblem>{verification.error.message}</FormProblem>
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={verification.isFetching}
          onClick={() => void verification.refetch()}
        >
          Try again
        </button>
      </div>
    </AuthCard>
  );
}
