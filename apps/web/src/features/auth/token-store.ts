/** The spec's storage of the access token: localStorage, key `accessToken`. */
export const ACCESS_TOKEN_KEY = 'accessToken';

export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(ACCESS_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string) {
    try {
      localStorage.setItem(ACCESS_TOKEN_KEY, token);
    } catch {
      // Storage refused (private mode, quota): the token lives for this call only and is renewed.
    }
  },
  clear() {
    try {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** The user id a token was issued to (its `sub`), without checking it: the server does that. */
export function tokenSubject(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
