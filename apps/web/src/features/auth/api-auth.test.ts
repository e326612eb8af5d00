import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, configureApiAuth } from '../../lib/api-client.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { toAuthError } from './auth-errors.ts';
import { returnPath } from './return-path.ts';
import { tokenSubject } from './token-store.ts';

// The client works with any schema: these tests answer a made-up `/thing` with raw msw handlers.
const Ok = z.object({ ok: z.boolean() });
const ok = () => HttpResponse.json({ ok: true });
const unauthorized = () =>
  HttpResponse.json(
    { statusCode: 401, error: 'Unauthorized', message: 'Sign in.' },
    { status: 401 },
  );

afterEach(() => configureApiAuth(null));

/** `path` answers `answers` in turn; returns the authorization header of each request. */
function serve(path: string, ...answers: (() => Response)[]) {
  const authorizations: (string | null)[] = [];
  fakeApi.use(
    http.all(`/api${path}`, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return (answers.shift() ?? (() => HttpResponse.json({}, { status: 500 })))();
    }),
  );
  return authorizations;
}

describe('the API client and the access token', () => {
  test('sends the stored token as a bearer', async () => {
    const authorizations = serve('/thing', ok);
    configureApiAuth({ getToken: () => 'tok-1', renewToken: async () => 'tok-2' });
    await apiRequest('/thing', Ok);
    expect(authorizations).toEqual(['Bearer tok-1']);
  });

  test('renews an expired token once and repeats the call with the new one', async () => {
    const authorizations = serve('/thing', unauthorized, ok);
    const renewToken = vi.fn(async () => 'fresh');
    configureApiAuth({ getToken: () => 'stale', renewToken });
    await expect(apiRequest('/thing', Ok)).resolves.toEqual({ ok: true });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(authorizations[1]).toBe('Bearer fresh');
  });

  test('when the session is gone too, the 401 reaches the caller', async () => {
    serve('/thing', unauthorized);
    configureApiAuth({ getToken: () => 'stale', renewToken: async () => null });
    await expect(apiRequest('/thing', Ok)).rejects.toMatchObject({ status: 401 });
  });

  test('identity calls carry no token and never renew', async () => {
    const authorizations = serve('/auth/sign-in', unauthorized);
    const renewToken = vi.fn(async () => 'fresh');
    configureApiAuth({ getToken: () => 'tok', renewToken });
    await expect(apiRequest('/auth/sign-in', Ok, { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(authorizations).toEqual([null]);
    expect(renewToken).not.toHaveBeenCalled();
  });

  test('a FormData body goes as multipart, without a JSON content type', async () => {
    serve('/images', ok);
    // What the client hands to the browser's fetch (jsdom's FormData is not Node's, so the
    // multipart encoding itself is the browser's business).
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const form = new FormData();
    form.append('image', new Blob(['x']), 'x.png');
    await apiRequest('/images', Ok, { method: 'POST', body: form });
    const init = fetchSpy.mock.calls[0]![1]!;
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
    expect(returnPath({ from: { pathname: '/singup', search: '?account=seller' } })).toBe('/');
    // What browsers read as another origin: a backslash, a tab or newline dropped, a scheme.
    for (const pathname of ['//evil.com', '/\\evil.com', '/\t/evil.com', '/\n/evil.com']) {
      expect(returnPath({ from: { pathname } }), pathname).toBe('/');
    }
    expect(returnPath({ from: { pathname: 'javascript:alert(1)' } })).toBe('/');
    expect(returnPath({ from: { pathname: 42 } })).toBe('/');
    expect(returnPath({ from: { pathname: '/products/p1' } }, '/deshboard')).toBe('/products/p1');
    expect(returnPath({}, '/deshboard/addproduct')).toBe('/deshboard/addproduct');
  });

  test('a stored token is matched to its user by its subject', () => {
    const payload = btoa(JSON.stringify({ sub: 'user-1', sid: 's' })).replace(/=+$/, '');
    expect(tokenSubject(`h.${payload}.sig`)).toBe('user-1');
    expect(tokenSubject('garbage')).toBeNull();
  });
});
