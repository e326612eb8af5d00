import { z } from 'zod';
import { Email, Password, PASSWORD_MAX_LENGTH } from './auth.ts';

/**
 * Email verification and password recovery (issue 15). The tokens travel in mailed links:
 * `${PUBLIC_URL}/verify-email?token=…` and `${PUBLIC_URL}/reset-password?token=…`.
 */

/** How long a mailed link works. */
export const VERIFY_EMAIL_TTL_HOURS = 24;
export const RESET_PASSWORD_TTL_HOURS = 1;
/** "Resend" on the unverified banner: this many mails an hour. */
export const VERIFY_EMAIL_RESENDS_PER_HOUR = 3;

/**
 * Why a mailed token was refused: the 400 answer's `reason` (with `field: 'token'`), so a page
 * can say "this link has expired" or "this link was already used" and offer a new one.
 */
export const TOKEN_REFUSALS = ['invalid', 'expired', 'used'] as const;
export const TokenRefusal = z.enum(TOKEN_REFUSALS);
export type TokenRefusal = z.infer<typeof TokenRefusal>;

/** A token as the link carries it (32 random bytes, base64url: 43 characters). */
export const EmailToken = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(200, 'This link is not valid.');

/** `POST /auth/verify-email`: no sign-in needed (the link may be opened on another device). */
export const VerifyEmailBody = z.object({ token: EmailToken });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;
/**
 * The link proves who owns the address, not that they chose the account's password: opened where
 * that account is not signed in, the password set before verification stops working, every session
 * ends, and `setPasswordToken` (a reset token, 1 hour, single use) lets the owner choose a new one
 * through `POST /auth/reset-password` before anything else (security.md §30).
 */
export const VerifyEmailAnswer = z.object({
  email: z.string(),
  emailVerified: z.literal(true),
  setPasswordToken: z.string().optional(),
});
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswer>;

/**
 * 202 of `POST /auth/verify-email/resend` (signed in; 409 when already verified, 429 past
 * VERIFY_EMAIL_RESENDS_PER_HOUR with Retry-After) and of `POST /auth/forgot-password` (the same
 * answer whether or not an account has that email).
 */
export const MailQueuedAnswer = z.object({ sent: z.literal(true) });
export type MailQueuedAnswer = z.infer<typeof MailQueuedAnswer>;

/**
 * `POST /auth/forgot-password`: rate-limited per network address, per address and network
 * address, and per address for clients never signed in to its account (429 with Retry-After).
 */
export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/**
 * `POST /auth/reset-password`: the new password follows the sign-up rules (400 naming
 * `password`); every session of the account ends. The answer names the account's email so the
 * page can offer to sign in with it.
 */
export const ResetPasswordBody = z.object({ token: EmailToken, password: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
export const ResetPasswordAnswer = z.object({ email: z.string() });
export type ResetPasswordAnswer = z.infer<typeof ResetPasswordAnswer>;

/**
 * `POST /auth/reset-password/check`: whether a reset link still works, without spending it, so the
 * page can say at once that a link is dead instead of after a new password was typed. A dead link
 * is the same 400 naming `token` (reason invalid, expired or used) as `POST /auth/reset-password`.
 * The token travels in the body, not in a URL that servers log.
 */
export const ResetPasswordCheckBody = z.object({ token: EmailToken });
export type ResetPasswordCheckBody = z.infer<typeof ResetPasswordCheckBody>;
export const ResetPasswordCheckAnswer = z.object({ live: z.literal(true) });
export type ResetPasswordCheckAnswer = z.infer<typeof ResetPasswordCheckAnswer>;

/**
 * `POST /auth/change-password` (signed in, bearer token): a wrong current password is a 400 naming
 * `currentPassword`; a new one that breaks the sign-up rules a 400 naming `newPassword`. Every
 * other session of the account ends; the caller's stays.
 */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, 'Wrong current password'),
  newPassword: Password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export const ChangePasswordAnswer = z.object({ changed: z.literal(true) });
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswer>;
