import { afterAll, beforeAll } from 'vitest';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../features/auth/oidc-test-provider.ts';
import { createTestContext, type TestContext } from './test-app.ts';

export const APP_ORIGIN = 'http://app.test';
export const CALLBACK = `${APP_ORIGIN}/api/auth/google/callback`;

/**
 * The set-up of the Google sign-in suites: a local OpenID provider and the app signing in with
 * it (`env` added), started before the file's tests (`use` receives them) and closed after.
 */
export function useGoogleApp(
  env: Record<string, string>,
  use: (app: { provider: OidcTestProvider; t: TestContext }) => void,
) {
  let app: { provider: OidcTestProvider; t: TestContext } | undefined;
  beforeAll(async () => {
    const provider = await startOidcTestProvider({ redirectUris: [CALLBACK] });
    const t = await createTestContext({
      PUBLIC_URL: APP_ORIGIN,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
      ...env,
    });
    app = { provider, t };
    use(app);
  });
  afterAll(async () => {
    await app?.t.close();
    await app?.provider.close();
  });
}
