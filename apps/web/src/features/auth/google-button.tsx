import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../lib/toast.ts';
import { providersQuery } from './auth.api.ts';
import { toAuthError } from './auth-errors.ts';

interface GoogleButtonProps {
  /** Signs in with Google and goes on; a failure is shown under the button. */
  onClick: () => Promise<void>;
  disabled?: boolean;
}

export const GOOGLE_NOT_AVAILABLE = 'Google sign-in is not available';

/**
 * 'Continue with Google'. Without Google sign-in on the server the button says so, disabled (how
 * to turn it on is in the server's log and the README, never on the page). A failure stays under
 * the button as a sentence, and is toasted too.
 */
export function GoogleButton({ onClick, disabled = false }: GoogleButtonProps) {
  const providers = useQuery(providersQuery());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const unavailable = providers.data?.google.enabled === false;

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onClick();
    } catch (err) {
      const { message } = toAuthError(err, 'google');
      setProblem(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-outline w-full"
        disabled={disabled || busy || unavailable || providers.isPending}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => void start()}
      >
        {busy ? (
          <span aria-hidden className="loading loading-spinner loading-sm" />
        ) : (
          <GoogleMark />
        )}
        {unavailable ? GOOGLE_NOT_AVAILABLE : 'Continue with Google'}
      </button>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
