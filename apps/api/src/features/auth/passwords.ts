import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * scrypt with N=2^15, r=8, p=3: one of OWASP's equivalent recommended settings (32 MiB, ~0.3 s
 * here). The parameters are stored with each hash, so raising them later keeps old hashes valid.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const { N, r, p } = PARAMS;
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N,
    r,
    p,
    maxmem: maxmem(N, r),
  });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    { ...params, maxmem: maxmem(params.N, params.r) },
  );
  return crypto.timingSafeEqual(actual, expected);
}

// A hash of a random password: checking against it when the account does not exist makes a
// wrong email take as long as a wrong password, so timing does not tell which accounts exist.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

/**
 * Why a new password is refused (length is the contract's rule), or null. Only very common
 * passwords and the account's own email or name are refused; no composition rules (security.md §2).
 */
export function passwordProblem(password: string, email: string, name: string): string | null {
  const lower = password.toLowerCase();
  const localPart = email.toLowerCase().split('@')[0] ?? '';
  if (COMMON_PASSWORDS.has(lower)) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  if (lower === email.toLowerCase() || lower === localPart || lower === name.trim().toLowerCase()) {
    return 'Choose a password that is not your email or name.';
  }
  if (/^(.)\1+$/.test(password)) {
    return 'This password is too easy to guess. Choose one that is harder to guess.';
  }
  return null;
}
