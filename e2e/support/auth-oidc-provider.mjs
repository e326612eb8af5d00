// A local OpenID provider standing in for Google during the end-to-end run, started by the
// Playwright config with tsx (it reuses the API's test provider, a TypeScript module). Its login
// page accepts any login and password; a login with an `@` is that account's (verified) email.
import { startOidcTestProvider } from '../../apps/api/src/features/auth/oidc-test-provider.ts';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PORT,
  oidcRedirectUri,
} from './auth-oidc-settings.ts';

const provider = await startOidcTestProvider({
  port: OIDC_PORT,
  clientId: OIDC_CLIENT_ID,
  clientSecret: OIDC_CLIENT_SECRET,
  redirectUris: [oidcRedirectUri(Number(process.env.E2E_PORT ?? 3100))],
});
console.log(`OpenID test provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
