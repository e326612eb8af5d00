import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { JwtAnswer } from '@resale-zone/contract/users';
import type { AccountType } from '@resale-zone/contract/users';
import { users } from '../db/schema.ts';
import type { AuthenticatedUser } from '../lib/authenticated-user.ts';
import type { TestContext } from './test-app.ts';

/** The password every test account gets (long, and on no list of common passwords). */
export const TEST_PASSWORD = 'violet-harbour-lantern-42';

export interface SignedUp {
  user: AuthenticatedUser;
  /** `{ authorization: 'Bearer …' }` for `t.app.inject({ headers })`. */
  headers: { authorization: string };
  /** `name=value` of the session cookie, for the cookie-authorised auth endpoints. */
  cookie: string;
  password: string;
}

export interface SignUpAsOptions {
  accountType: AccountType;
  email?: string;
  name?: string;
}

/** Names may not claim to be the site's staff ("admin"), so an admin account gets another. */
const DEFAULT_NAMES: Record<AccountType, string> = {
  buyer: 'Test Buyer',
  seller: 'Test Seller',
  admin: 'Test Operator',
};

const unique = () => crypto.randomBytes(4).toString('hex');

/** The `name=value` of the session cookie an answer set, or null. */
export function sessionCookieOf(res: {
  cookies: { name: string; value: string }[];
}): string | null {
  const cookie = res.cookies.find((c) => c.name.endsWith('rz_session') && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

/** The fields of a sign-up (any account type, to test refusals too); the test password unless given. */
export interface SignUpFields {
  name: string;
  email: string;
  accountType: string;
  password?: string;
}

/** `POST /api/auth/sign-up` with these fields: its answer. */
export const postSignUp = (t: TestContext, fields: SignUpFields) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { password: TEST_PASSWORD, ...fields },
  });

/**
 * Signs up through the real endpoints (sign-up, then `GET /jwt`) and answers a real bearer token,
 * so other features' tests authenticate the way the app does. Admins cannot sign up: an `admin`
 * is a buyer made admin in the database, as Make Admin or ADMIN_EMAILS would.
 */
export async function signUpAs(
  t: TestContext,
  { accountType, email, name }: SignUpAsOptions,
): Promise<SignedUp> {
  const address = email ?? `${accountType}-${unique()}@example.test`;
  const displayName = name ?? DEFAULT_NAMES[accountType];
  const signUp = await postSignUp(t, {
    name: displayName,
    email: address,
    accountType: accountType === 'admin' ? 'buyer' : accountType,
  });
  if (signUp.statusCode !== 201) {
    throw new Error(`sign-up failed (${signUp.statusCode}): ${signUp.body}`);
  }
  const cookie = sessionCookieOf(signUp);
  if (!cookie) throw new Error('sign-up set no session cookie');
  const uid = (signUp.json() as { user: { uid: string } }).user.uid;
  if (accountType === 'admin') {
    await t.database.db.update(users).set({ accountType: 'admin' }).where(eq(users.id, uid));
  }
  const jwt = await t.app.inject({
    method: 'GET',
    url: `/api/jwt?email=${encodeURIComponent(address)}`,
    headers: { cookie },
  });
  if (jwt.statusCode !== 200) throw new Error(`GET /jwt failed (${jwt.statusCode}): ${jwt.body}`);
  const { accessToken } = JwtAnswer.parse(jwt.json());
  return {
    user: {
      id: uid,
      email: address.toLowerCase(),
      name: displayName,
      image: null,
      accountType,
      emailVerified: false,
    },
    headers: { authorization: `Bearer ${accessToken}` },
    cookie,
    password: TEST_PASSWORD,
  };
}
