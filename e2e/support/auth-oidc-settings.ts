/** Where the end-to-end run's stand-in for Google listens, and the client it knows. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3190);
export const OIDC_CLIENT_ID = 'resale-zone-e2e';
export const OIDC_CLIENT_SECRET = 'e2e-only-client-secret-not-for-production';

export function oidcRedirectUri(appPort: number) {
  return `http://127.0.0.1:${appPort}/api/auth/google/callback`;
}
