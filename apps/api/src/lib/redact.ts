/**
 * Secrets out of text that is kept: log lines and sent mail (issue 36). A live reset or
 * verification link, a Google sign-in code, a bearer token or a session cookie in a log, a backup
 * or a replica would let whoever reads it take over an account while it lasts.
 */

/** What stands where a secret was. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: `token` (mail links), OAuth's `code` and `state`, and any
 * name that ends in token, secret, password, code or signature (`access_token`, `resetToken` …).
 */
const SECRET_PARAM =
  /([?&;](?:[\w.-]*(?:token|secret|password|passwd|code|signature)|state|sig|key)=)([^&#\s"'<>\\]+)/gi;
/** `Authorization: Bearer …` and `Basic …` values, wherever they are written. */
const AUTH_VALUE = /\b(Bearer|Basic)(\s+|%20|\+)([\w.~+/-]+=*)/g;
/** The session cookie (`rz_session`, `__Host-rz_session`) and the Google sign-in one. */
const SESSION_COOKIE = /\b((?:__Host-)?rz_(?:session|google)=)([^;\s"'\\]+)/g;
/** A JSON web token (our access tokens, Google's ID tokens), wherever it stands. */
const JWT = /\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/g;
/** A JSON or object field named like a secret: `"token":"…"`, `"password": "…"`. */
const SECRET_FIELD =
  /("(?:[\w-]*(?:token|secret|password|cookie)|authorization)"\s*:\s*")((?:[^"\\]|\\.)+)(")/gi;

/** The text with every secret-looking value replaced by `[redacted]`; the rest unchanged. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, (_m, name: string, value: string) =>
      value === REDACTED ? `${name}${value}` : `${name}${REDACTED}`,
    )
    .replace(AUTH_VALUE, (_m, scheme: string, space: string) => `${scheme}${space}${REDACTED}`)
    .replace(SESSION_COOKIE, (_m, name: string) => `${name}${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_FIELD, (_m, start: string, _value: string, end: string) => {
      return `${start}${REDACTED}${end}`;
    });
}
