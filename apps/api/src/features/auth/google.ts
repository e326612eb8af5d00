import * as oidc from 'openid-client';
import type { ProviderProfile } from './auth.service.ts';

export interface GoogleSettings {
  clientId?: string;
  clientSecret?: string;
  /** Google's issuer by default; a local OpenID provider in tests. */
  issuer: string;
}

/** What the popup's start remembers until the provider sends the person back (signed cookie). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** What people are told when the server has no Google sign-in: no configuration words. */
export const NOT_AVAILABLE = 'Google sign-in is not available.';
/** What the operator is told, in the server's log (and the README). */
export const NOT_CONFIGURED_LOG =
  'Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to turn it on (README, Accounts and sign-in)';

/**
 * Google sign-in with OpenID Connect (authorization code + PKCE, state and nonce). openid-client
 * checks the ID token's issuer, audience, expiry and nonce; non-repudiation checks add its
 * signature against the provider's published keys. Discovery happens on first use, so the
 * server starts even when the provider cannot be reached.
 */
export function createGoogleSignIn(settings: GoogleSettings) {
  const { clientId, clientSecret, issuer } = settings;
  const configured = Boolean(clientId && clientSecret);
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId!, clientSecret!, undefined, {
        // Only a local test provider is plain http; Google itself is always https.
        execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .then((config) => {
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((err: unknown) => {
        discovered = null; // try again on the next sign-in
        throw err;
      });
    return discovered;
  }

  return {
    configured,
    reason: configured ? undefined : NOT_AVAILABLE,

    async begin(redirectUri: string): Promise<{ url: URL; pending: PendingSignIn }> {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    /** Redeems the code the provider sent back; answers the checked identity. */
    async finish(query: URLSearchParams, pending: PendingSignIn): Promise<ProviderProfile> {
      const config = await configuration();
      const currentUrl = new URL(pending.redirectUri);
      currentUrl.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider sent no ID token');
      // Google puts email and name in the ID token; other providers only at userinfo, which
      // must answer for the same subject.
      const claims =
        typeof idToken.email === 'string'
          ? idToken
          : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      return {
        provider: 'google',
        subject: idToken.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
