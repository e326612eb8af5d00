import { API_BASE } from '@resale-zone/contract/api-paths';
import { AUTH_CHANNEL, GOOGLE_POPUP } from '@resale-zone/contract/google-popup';
import { lazyContract } from '../../lib/api-client.ts';
import { AuthError } from './auth-errors.ts';

// The result's schema loads when a popup opens (zod stays out of the first chunk).
const authContract = lazyContract(() => import('@resale-zone/contract/auth'));

const POPUP_NAME = 'resale-zone-google-sign-in';
const POLL_MS = 400;
/** After the popup closes, how long a late result may still arrive. */
const GRACE_MS = 1500;

let pending: { cancel: () => void } | null = null;

/**
 * Google sign-in in the spec's 500x600 popup. The server runs the OpenID flow in the popup and
 * its last page reports over a BroadcastChannel (and to the opener when it still has one). A
 * closed popup without a result is 'popup-closed-by-user', unless `isSignedIn` then finds the
 * session (the popup may lose its opener on the provider's pages). Resolves when signed in.
 */
export function signInWithGooglePopup(isSignedIn: () => Promise<boolean>): Promise<void> {
  // A second click while a popup is open: the first request gives way, as the spec's platform did.
  pending?.cancel();

  return new Promise<void>((resolve, reject) => {
    const left = Math.max(0, window.screenX + (window.outerWidth - GOOGLE_POPUP.width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - GOOGLE_POPUP.height) / 2);
    const popup = window.open(
      `${API_BASE}/auth/google/start`,
      POPUP_NAME,
      `popup,width=${GOOGLE_POPUP.width},height=${GOOGLE_POPUP.height},left=${left},top=${top}`,
    );
    if (!popup) {
      reject(
        new AuthError(
          'auth/popup-blocked',
          'The sign-in popup was blocked. Allow popups and try again.',
        ),
      );
      return;
    }

    let settled = false;
    const resultSchema = authContract('GooglePopupResult')();
    resultSchema.catch(() => {}); // reported by the first message that needs it
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(AUTH_CHANNEL) : null;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      channel?.close();
      window.removeEventListener('message', onMessage);
      pending = null;
      outcome();
    };
    const onResult = async (data: unknown) => {
      const schema = await resultSchema.catch(() => null);
      const parsed = schema?.safeParse(data);
      if (!parsed?.success) return;
      const result = parsed.data;
      finish(() =>
        result.ok
          ? resolve()
          : reject(
              new AuthError(
                result.code ?? 'auth/internal-error',
                result.message ?? 'Google sign-in failed.',
              ),
            ),
      );
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) void onResult(event.data);
    };
    if (channel) channel.onmessage = (event) => void onResult(event.data);
    window.addEventListener('message', onMessage);

    const poll = setInterval(() => {
      if (!popup.closed || settled) return;
      clearInterval(poll);
      setTimeout(() => {
        if (settled) return;
        void isSignedIn()
          .catch(() => false)
          .then((signedIn) =>
            finish(() =>
              signedIn
                ? resolve()
                : reject(
                    new AuthError(
                      'auth/popup-closed-by-user',
                      'The sign-in popup was closed before signing in.',
                    ),
                  ),
            ),
          );
      }, GRACE_MS);
    }, POLL_MS);

    pending = {
      cancel: () =>
        finish(() => {
          popup.close();
          reject(
            new AuthError('auth/cancelled-popup-request', 'Another sign-in popup was opened.'),
          );
        }),
    };
  });
}
