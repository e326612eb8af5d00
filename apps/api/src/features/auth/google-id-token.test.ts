import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  signInAtProvider,
  startOidcTestProvider,
  type OidcTestProvider,
} from './oidc-test-provider.ts';

// security.md item 3: the ID token the provider hands back is checked for signature, issuer,
// audience and expiry. A proxy stands between the app and the local OpenID provider, answers the
// provider's keys with its own, and re-signs each ID token with that key — changing one claim, or
// signing with a key the app was never shown.
const APP_ORIGIN = 'http://app.test';
const CALLBACK = `${APP_ORIGIN}/api/auth/google/callback`;

type Tamper = (claims: JWTPayload) => { claims: JWTPayload; key: crypto.KeyObject };

const proxyKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const honest: Tamper = (claims) => ({ claims, key: proxyKey.privateKey });
let tamper: Tamper = honest;

let proxy: http.Server;
let provider: OidcTestProvider;
let t: TestContext;

beforeAll(async () => {
  proxy = http.createServer((req, res) => void forward(req, res));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  provider = await startOidcTestProvider({ redirectUris: [CALLBACK], issuer });
  t = await createTestContext({
    PUBLIC_URL: APP_ORIGIN,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: issuer,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

/** Passes every request to the provider; swaps its keys for the proxy's, re-signs ID tokens. */
async function forward(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const answer = await fetch(`${provider.url}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      typeof value === 'string' && !['connection', 'content-length'].includes(name)
        ? [[name, value] as [string, string]]
        : [],
    ),
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    redirect: 'manual',
  });
  let body = Buffer.from(await answer.arrayBuffer());
  const type = answer.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    // The provider names its own address in its metadata; the app must keep talking to the proxy.
    const text = body.toString('utf8').replaceAll(provider.url, provider.issuer);
    const json = JSON.parse(text) as Record<string, unknown>;
    body = Buffer.from(text);
    if (Array.isArray(json.keys)) {
      const jwk = { ...proxyKey.publicKey.export({ format: 'jwk' }), kid: 'proxy', use: 'sig' };
      body = Buffer.from(JSON.stringify({ keys: [{ ...jwk, alg: 'RS256' }] }));
    } else if (typeof json.id_token === 'string') {
      const { claims, key } = tamper(decodeJwt(json.id_token));
      json.id_token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'proxy', typ: 'JWT' })
        .sign(key);
      body = Buffer.from(JSON.stringify(json));
    }
  }
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name)) {
      headers[name] = value;
    }
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(answer.status, headers).end(body);
}

/** The popup's journey with `tamper` applied to the ID token; answers the popup's result. */
async function googleSignIn(login: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
  expect(start.statusCode).toBe(302);
  const pending = start.cookies.find((c) => c.name === 'rz_google')!;
  const back = await signInAtProvider(start.headers.location!, login, CALLBACK);
  const callback = await t.app.inject({
    method: 'GET',
    url: back.slice(APP_ORIGIN.length),
    headers: { cookie: `rz_google=${pending.value}` },
  });
  const json = /<script type="application\/json" id="result">(.*?)<\/script>/s.exec(
    callback.body,
  )?.[1];
  return {
    result: JSON.parse(json ?? 'null') as { ok: boolean; code?: string },
    session: callback.cookies.find((c) => c.name.endsWith('rz_session') && c.value !== ''),
  };
}

const accountOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('Google ID tokens', () => {
  test('a token re-signed with the key the provider publishes is accepted (the harness is honest)', async () => {
    tamper = honest;
    const { result, session } = await googleSignIn('genuine@example.test');
    expect(result).toMatchObject({ ok: true });
    expect(session).toBeDefined();
    expect(await accountOf('genuine@example.test')).toBeDefined();
  });

  const forgeries: [string, Tamper][] = [
    [
      'signed with a key the provider never published',
      (c) => ({ claims: c, key: strangerKey.privateKey }),
    ],
    [
      'for another audience',
      (c) => ({ claims: { ...c, aud: 'another-app' }, key: proxyKey.privateKey }),
    ],
    [
      'from another issuer',
      (c) => ({ claims: { ...c, iss: 'https://evil.example' }, key: proxyKey.privateKey }),
    ],
    [
      'that expired an hour ago',
      (c) => ({
        claims: { ...c, iat: c.iat! - 7200, exp: Math.floor(Date.now() / 1000) - 3600 },
        key: proxyKey.privateKey,
      }),
    ],
    [
      'with another nonce',
      (c) => ({ claims: { ...c, nonce: 'replayed' }, key: proxyKey.privateKey }),
    ],
  ];

  test.each(forgeries)(
    'a token %s signs nobody in and creates no account',
    async (label, forge) => {
      tamper = forge;
      const login = `forged-${label.split(' ').slice(-2).join('-')}@example.test`;
      const { result, session } = await googleSignIn(login);
      tamper = honest;

      expect(result).toMatchObject({ ok: false, code: 'auth/internal-error' });
      expect(session).toBeUndefined();
      expect(await accountOf(login)).toBeUndefined();
    },
  );
});
