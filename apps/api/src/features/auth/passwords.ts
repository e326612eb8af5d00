import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonLanguage from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_IS_IDENTITY, passwordIsIdentity } from '@resale-zone/contract/auth';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** How hard a new password hash is to compute: `standard` everywhere but automated tests. */
export type PasswordHashCost = 'standard' | 'test';

/**
 * `standard`: scrypt with N=2^15, r=8, p=3, one of OWASP's equivalent recommended settings
 * (32 MiB, ~0.3 s here). `test`: N=2^10, p=1 (~3 ms), for the test suites, which sign up and in
 * thousands of accounts; refused with NODE_ENV=production (env-production.ts). The parameters are
 * stored with each hash, so raising them later keeps old hashes valid, and a hash made at either
 * cost verifies under both.
 */
export const SCRYPT_PARAMS = {
  standard: { N: 2 ** 15, r: 8, p: 3 },
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<PasswordHashCost, { N: number; r: number; p: number }>;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(
  password: string,
  cost: PasswordHashCost = 'standard',
): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const { N, r, p } = SCRYPT_PARAMS[cost];
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

/** Hashing and checking passwords at the configured cost (PASSWORD_HASH_COST). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Checks against a hash of a random password, at the same cost: used when the account does not
   * exist, so that a wrong email takes as long as a wrong password and timing does not tell which
   * accounts exist.
   */
  verifyAgainstDecoy(password: string): Promise<false>;
}

export function createPasswordHasher(cost: PasswordHashCost = 'standard'): PasswordHasher {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    async verifyAgainstDecoy(password) {
      decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'), cost);
      await verifyPassword(password, await decoy);
      return false;
    },
  };
}

/** The estimator's warnings that mean "a known common password", in our words. */
const COMMON_WARNINGS = {
  topTen: 'It is one of the ten most used passwords.',
  topHundred: 'It is one of the hundred most used passwords.',
  common: 'It is among the most common passwords.',
  similarToCommon: 'It is a common password with small changes.',
};
const COMMON = new Set<string>(Object.values(COMMON_WARNINGS));

/**
 * The strength estimator (zxcvbn-ts): ~240,000 dictionary entries, the 49,000 most used leaked
 * passwords among them, plus keyboard walks, sequences, dates, repeats and l33t spellings. Built
 * on first use (~0.15 s, ~30 MB), on the server only: the web bundle carries none of it.
 *
 * Only the first 64 characters are rated and l33t substitutions are tried 10 deep: a long random
 * password otherwise costs the estimator up to 0.8 s of CPU, and one whose first 64 characters are
 * strong is strong.
 */
let estimator: ZxcvbnFactory | undefined;
function estimate(password: string, userInputs: string[]) {
  estimator ??= new ZxcvbnFactory({
    translations: {
      ...english.translations,
      warnings: { ...english.translations.warnings, ...COMMON_WARNINGS },
    },
    graphs: commonLanguage.adjacencyGraphs,
    dictionary: { ...commonLanguage.dictionary, ...english.dictionary },
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return estimator.check(password, userInputs);
}

/**
 * zxcvbn's score 3, "safely unguessable": about 10^8 guesses or more. Below it a password falls to
 * an online attack spread over many accounts, or quickly to an offline one on a leaked hash.
 */
const MIN_SCORE = 3;

/** Words of this site, which guessers try first on its accounts. */
const SITE_WORDS = ['resale', 'resalezone', 'resale-zone', 'resale zone'];

/**
 * Why a new password is refused (length is the contract's rule), or null. A password is refused
 * when it is the account's own email or name, or when the strength estimator rates it below
 * MIN_SCORE (common passwords, keyboard walks, names and words with digits, the person's own
 * details …). The message says why and how to do better; no composition rules (security.md §2).
 */
export function passwordProblem(password: string, email: string, name: string): string | null {
  if (passwordIsIdentity(password, email, name)) return PASSWORD_IS_IDENTITY;
  const localPart = email.toLowerCase().split('@')[0] ?? '';
  // The person's details as guessers would try them: whole, in parts and run together.
  const emailParts = localPart.split(/[._+-]+/);
  const nameParts = name.toLowerCase().trim().split(/\s+/);
  const userInputs = [
    email,
    localPart,
    name,
    emailParts.join(''),
    nameParts.join(''),
    ...emailParts,
    ...nameParts,
    ...SITE_WORDS,
  ];
  const rating = estimate(password, userInputs);
  if (rating.score >= MIN_SCORE) return null;
  const warning = rating.feedback.warning;
  const lead = warning && COMMON.has(warning) ? 'too common' : 'too easy to guess';
  const why = warning ?? 'It follows a pattern that guessers try early.';
  const how = rating.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `This password is ${lead}. ${why} ${how}`;
}
