import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, configureApiAuth } from '../../lib/api-client.ts';
import { toAuthError } from './auth-errors.ts';
import { returnPath } from './require-auth.tsx';
import { tokenSubject } from './token-store.ts';

const Ok = z.object({ ok: z.boolean() });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () =>
  json(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in.' });

afterEach(() => {
  configureApiAuth(null);
  vi.unstubAllGlobals();
});

function stubFetch(...answers: Response[]) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => answers.shift() ?? json(500, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const authorizationOf = (call: unknown[]) =>
  ((call[1] as RequestInit).headers as Record<string, string>).authorization;

describe('the API client and the access token', () => {
  test('sends the stored token as a bearer', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    configureApiAuth({ getToken: () => 'tok-1', renewToken: async () => 'tok-2' });
    await apiRequest('/thing', Ok);
    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBe('Bearer tok-1');
  });

  test('renews an expired token once and repeats the call with the new one', async () => {
    const fetchMock = stubFetch(unauthorized(), json(200, { ok: true }));
    const renewToken = vi.fn(async () => 'fresh');
    configureApiAuth({ getToken: () => 'stale', renewToken });
    await expect(apiRequest('/thing', Ok)).resolves.toEqual({ ok: true });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(authorizationOf(fetchMock.mock.calls[1]!)).toBe('Bearer fresh');
  });

  test('when the session is gone too, the 401 reaches the caller', async () => {
    stubFetch(unauthorized());
    configureApiAuth({ getToken: () => 'stale', renewToken: async () => null });
    await expect(apiRequest('/thing', Ok)).rejects.toMatchObject({ status: 401 });
  });

  test('identity calls carry no token and never renew', async () => {
    const fetchMock = stubFetch(unauthorized());
    const renewToken = vi.fn(async () => 'fresh');
    configureApiAuth({ getToken: () => 'tok', renewToken });
    await expect(apiRequest('/auth/sign-in', Ok, { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBeUndefined();
    expect(renewToken).not.toHaveBeenCalled();
  });

  test('a FormData body goes as multipart, without a JSON content type', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    const form = new FormData();
    form.append('image', new Blob(['x']), 'x.png');
    await apiRequest('/images', Ok, { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});

describe('identity errors carry the spec’s codes', () => {
  test.each([
    [new ApiError(401, 'Wrong email or password.'), 'sign-in', 'auth/invalid-credential'],
    [
      new ApiError(409, 'An account with this email already exists.'),
      'sign-up',
      'auth/email-already-in-use',
    ],
    [new ApiError(400, 'Too common.', 'password'), 'sign-up', 'auth/weak-password'],
    [new ApiError(400, 'Enter a valid email address', 'email'), 'sign-in', 'auth/invalid-email'],
    [new ApiError(429, 'Too many failed sign-ins.'), 'sign-in', 'auth/too-many-requests'],
    [new ApiError(0, 'Could not reach the server.'), 'sign-out', 'auth/network-request-failed'],
    [new ApiError(503, 'Unavailable.'), 'sign-up', 'auth/internal-error'],
  ] as const)('%s on %s → %s', (error, action, code) => {
    const mapped = toAuthError(error, action);
    expect(mapped.code).toBe(code);
    expect(mapped.message).toBe(error.message);
  });
});

describe('after signing in', () => {
  test('the visitor returns to the page they came from, never to another site', () => {
    expect(returnPath({ from: { pathname: '/blog', search: '?q=1', hash: '#top' } })).toBe(
      '/blog?q=1#top',
    );
    expect(returnPath({ from: { pathname: '/deshboard/booking' } })).toBe('/deshboard/booking');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/singin' } })).toBe('/');
  });

  test('a stored token is matched to its user by its subject', () => {
    const payload = btoa(JSON.stringify({ sub: 'user-1', sid: 's' })).replace(/=+$/, '');
    expect(tokenSubject(`h.${payload}.sig`)).toBe('user-1');
    expect(tokenSubject('garbage')).toBeNull();
  });
});
