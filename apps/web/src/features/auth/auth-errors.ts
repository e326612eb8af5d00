import { ApiError } from '../../lib/api-client.ts';

/**
 * A failed identity action: a sentence for people (`message`, shown on the form and toasted) and
 * the spec's error code (`auth/...`), which decides where the sentence goes and is never shown.
 */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type AuthAction = 'sign-in' | 'sign-up' | 'sign-out' | 'google';

/** Maps an API failure of an identity action to the code the spec's identity platform used. */
export function toAuthError(err: unknown, action: AuthAction): AuthError {
  if (err instanceof AuthError) return err;
  if (!(err instanceof ApiError)) {
    return new AuthError('auth/internal-error', 'Something went wrong. Please try again.');
  }
  const code = codeFor(err, action);
  // Without the field name a schema refusal starts with.
  return new AuthError(code, err.fieldMessage);
}

function codeFor(err: ApiError, action: AuthAction): string {
  if (err.status === 0) return 'auth/network-request-failed';
  if (err.status === 429) return 'auth/too-many-requests';
  if (err.status >= 500) return 'auth/internal-error';
  if (action === 'sign-up' && err.status === 409) return 'auth/email-already-in-use';
  if (err.status === 400 && err.field === 'password') {
    return action === 'sign-up' ? 'auth/weak-password' : 'auth/invalid-credential';
  }
  if (err.status === 400 && err.field === 'email') return 'auth/invalid-email';
  if (err.status === 401) return 'auth/invalid-credential';
  if (err.status === 403) return 'auth/unauthorized-domain';
  return 'auth/internal-error';
}
