import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser remembers the accounts it signed in to (a signed, HttpOnly cookie sent to the auth
 * endpoints only), so that "forgot password" can tell the owner's own device from a stranger's
 * (issue 36 item 9: a stranger who uses up an address's reset limit must not lock its owner out).
 * It proves nothing else and authorises nothing: it only lets a request skip the per-address count.
 */
const KEPT_ACCOUNTS = 5;
/** Browsers cap cookie lifetimes at 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const PATH = '/api/auth';

export interface KnownDeviceCookie {
  /** `__Secure-rz_device` in production (a `__Host-` cookie could not be limited to PATH). */
  deviceName: string;
  secure: boolean;
}

/** The accounts this browser signed in to before, newest first; a tampered cookie names none. */
export function knownAccountsOf(req: FastifyRequest, { deviceName }: KnownDeviceCookie): string[] {
  const raw = req.cookies[deviceName];
  if (!raw || raw.length > 1000) return [];
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value.split('.').filter(Boolean).slice(0, KEPT_ACCOUNTS);
}

/** Adds the account to the browser's list (after a sign-in, a sign-up or Google). */
export function rememberAccount(
  req: FastifyRequest,
  reply: FastifyReply,
  cookie: KnownDeviceCookie,
  userId: string,
): void {
  const accounts = [userId, ...knownAccountsOf(req, cookie).filter((id) => id !== userId)];
  reply.setCookie(cookie.deviceName, accounts.slice(0, KEPT_ACCOUNTS).join('.'), {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    maxAge: MAX_AGE_SECONDS,
    signed: true,
  });
}
