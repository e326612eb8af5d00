import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real, certified OpenID provider (oidc-provider) standing in for Google in tests: API tests
 * drive its login forms with fetch, end-to-end tests with the browser. Its login page accepts any
 * login and password; the login becomes the subject, and the email is the login when it holds
 * an `@` (`unverified…` logins get an email the provider has not verified).
 */
export interface OidcTestProvider {
  issuer: string;
  /** Where the provider itself listens (differs from the issuer behind a proxy). */
  url: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface OidcTestProviderOptions {
  redirectUris: string[];
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** The issuer's URL when a proxy stands in front of the provider (the provider's own otherwise). */
  issuer?: string;
}

export function claimsForLogin(login: string) {
  const email = login.includes('@') ? login : `${login}@example.test`;
  const local = email.split('@')[0]!;
  return {
    sub: login,
    email,
    email_verified: !local.startsWith('unverified'),
    name: local.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
  };
}

export async function startOidcTestProvider({
  redirectUris,
  port = 0,
  host = '127.0.0.1',
  clientId = 'resale-zone-test',
  clientSecret = crypto.randomBytes(24).toString('base64url'),
  issuer: issuerUrl,
}: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const issuer = issuerUrl ?? `http://${host}:${(server.address() as AddressInfo).port}`;

  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => ({ accountId: id, claims: async () => claimsForLogin(id) }),
    // Like a first-party app at Google after the first consent: no consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_ctx, err) => console.error('oidc test provider:', err));
  server.on('request', provider.callback());

  return {
    issuer,
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar small enough for one login: name → value, as the provider sets them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in at the provider as `login` the way a person would (login form, then consent) and
 * answers the URL the provider finally redirects to (our callback, with code and state).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectPrefix: string,
): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = { method: 'GET' };
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(redirectPrefix)) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page (${res.status}): ${html}`);
    const body = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      body.set('login', login);
      body.set('password', 'any');
    }
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    init = {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never redirected back');
}
