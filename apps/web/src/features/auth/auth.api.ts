import { queryOptions } from '@tanstack/react-query';
import type { SessionAnswer, SignInBody, SignUpBody } from '@resale-zone/contract/auth';
import type { AccountType, AuthUser, CreateUserBody } from '@resale-zone/contract/users';
import { ApiError, apiRequest, lazyContract } from '../../lib/api-client.ts';

// Answer schemas load with the first request that needs them (zod stays out of the first chunk).
const auth = lazyContract(() => import('@resale-zone/contract/auth'));
const users = lazyContract(() => import('@resale-zone/contract/users'));
const images = lazyContract(() => import('@resale-zone/contract/images'));

export const authKeys = {
  session: ['auth', 'session'] as const,
  role: (email: string) => ['auth', 'role', email.toLowerCase()] as const,
  providers: ['auth', 'providers'] as const,
};

// The identity calls authorise themselves with the session cookie: no bearer, no renewal.
const sessionCall = { auth: false } as const;

/** The person the session cookie belongs to, or null. */
export async function fetchSessionUser(signal?: AbortSignal) {
  return (await apiRequest('/auth/session', auth('SessionAnswer'), { ...sessionCall, signal }))
    .user;
}

let earlySession: Promise<AuthUser | null> | null = null;

/**
 * Asks who is signed in as the app starts (start-app.tsx), while the page's code still loads; the
 * first session query takes this answer. The query itself still starts pending, so the first
 * render matches the server's (decision 017), but a dashboard page no longer waits for its code
 * before asking, then for the session before asking for the role and its data.
 */
export function askSessionEarly() {
  earlySession ??= fetchSessionUser();
  earlySession.catch(() => {});
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => {
      const early = earlySession;
      earlySession = null;
      return early ?? fetchSessionUser(signal);
    },
    staleTime: Infinity,
  });

export const providersQuery = () =>
  queryOptions({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) =>
      apiRequest('/auth/providers', auth('ProvidersAnswer'), { ...sessionCall, signal }),
    staleTime: Infinity,
  });

/** The role, asked of the server the spec's way: is this email a seller? an admin? */
export async function fetchRole(email: string, signal?: AbortSignal): Promise<AccountType> {
  const path = encodeURIComponent(email);
  const [{ isSeller }, { isAdmin }] = await Promise.all([
    apiRequest(`/users/seller/${path}`, users('IsSellerAnswer'), { signal }),
    apiRequest(`/users/admin/${path}`, users('IsAdminAnswer'), { signal }),
  ]);
  return isAdmin ? 'admin' : isSeller ? 'seller' : 'buyer';
}

/** Sign-in and sign-up answer the new session's person; a missing one is a server fault. */
function signedInUser(answer: SessionAnswer): AuthUser {
  if (!answer.user) throw new ApiError(500, 'The server did not start a session.');
  return answer.user;
}

export async function signIn(body: SignInBody): Promise<AuthUser> {
  return signedInUser(
    await apiRequest('/auth/sign-in', auth('SessionAnswer'), {
      method: 'POST',
      body,
      ...sessionCall,
    }),
  );
}

export async function signUp(body: SignUpBody): Promise<AuthUser> {
  return signedInUser(
    await apiRequest('/auth/sign-up', auth('SessionAnswer'), {
      method: 'POST',
      body,
      ...sessionCall,
    }),
  );
}

export async function signOut() {
  await apiRequest('/auth/sign-out', auth('SessionAnswer'), { method: 'POST', ...sessionCall });
}

/** The spec's `GET /jwt?email=`: an access token for the signed-in user's own email. */
export async function fetchAccessToken(email: string) {
  const path = `/jwt?email=${encodeURIComponent(email)}`;
  return (await apiRequest(path, users('JwtAnswer'), sessionCall)).accessToken;
}

/** The spec's `POST /user`: the user record (a repeat answers the stored one). */
export function storeUserRecord(body: CreateUserBody) {
  return apiRequest('/user', users('User'), { method: 'POST', body });
}

/** Uploads a profile photo through the image service; answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiRequest('/images', images('ImageUploadAnswer'), {
    method: 'POST',
    body: form,
  });
  if (!answer.success) throw new Error('The image service did not accept this photo.');
  return answer.data.url;
}
