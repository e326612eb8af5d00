import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { TokenProblem } from '../../lib/authenticated-user.ts';

/** Lifetime of the spec's `accessToken`; the client renews it silently from the session. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

const ALGORITHM = 'HS256';
const ISSUER = 'resale-zone';
const AUDIENCE = 'resale-zone-api';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export type { TokenProblem };

export class AccessTokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(problem === 'expired' ? 'access token expired' : 'access token invalid');
  }
}

/**
 * The secret that signs access tokens: AUTH_SECRET, or one generated on first start and kept in
 * `DATA_DIR/auth-secret` (readable by the owner only), so tokens survive a restart. Instances that
 * share one database must share AUTH_SECRET.
 */
export async function loadAuthSecret(configured: string | undefined, dataDir: string) {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.resolve(dataDir, 'auth-secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const generated = crypto.randomBytes(48).toString('base64url');
  await fs.mkdir(path.dirname(file), { recursive: true });
  // `wx` fails if another process created it meanwhile; then theirs wins and is read back.
  try {
    await fs.writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(generated);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  }
}

/** How many checked tokens `verify` remembers (a few hundred bytes each). */
const CHECKED_TOKENS_KEPT = 10_000;

/** Signs and checks the bearer tokens: HS256 only, issuer, audience and expiry always checked. */
export function createAccessTokens(
  secret: Uint8Array,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  now: () => number = Date.now,
) {
  // The HMAC key, imported once: given the raw bytes, jose imports them again for every token.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A key that cannot be imported fails each sign and verify, not the process.
  key.catch(() => undefined);
  // A token whose signature and claims were checked once gives the same claims every time until
  // it expires: a client sends one token with every request for an hour, and the HMAC check is a
  // good share of a signed-in request's CPU. Only tokens that passed are kept; the expiry is still
  // checked on every use, and the session behind the token is still read by the caller each time.
  const checked = new Map<string, AccessTokenClaims & { exp: number }>();
  const remember = (token: string, claims: AccessTokenClaims & { exp: number }) => {
    if (checked.size >= CHECKED_TOKENS_KEPT) checked.delete(checked.keys().next().value!);
    checked.set(token, claims);
  };
  return {
    ttlSeconds,
    async sign({ userId, sessionId }: AccessTokenClaims): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    async verify(token: string): Promise<AccessTokenClaims> {
      const known = checked.get(token);
      if (known) {
        // jose's rule: expired once `exp` is not after the current second.
        if (known.exp > Math.floor(now() / 1000)) {
          return { userId: known.userId, sessionId: known.sessionId };
        }
        checked.delete(token);
        throw new AccessTokenError('expired');
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          throw new AccessTokenError('invalid');
        }
        remember(token, { userId: payload.sub, sessionId: payload.sid, exp: payload.exp! });
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof AccessTokenError) throw err;
        if (err instanceof joseErrors.JWTExpired) throw new AccessTokenError('expired');
        throw new AccessTokenError('invalid');
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
