import { z } from 'zod';
import { AuthUser, ChosenAccountType, PersonName } from './users.ts';

/** Passwords: long enough to resist guessing, short enough to hash cheaply (security.md §2). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Enter a valid email address')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const Password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password should be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password should be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Refused when choosing a password: the account's own email (or its part before @) or name. */
export const PASSWORD_IS_IDENTITY = 'Choose a password that is not your email or name.';

/** The rule behind PASSWORD_IS_IDENTITY, the same on the server and in the sign-up form. */
export function passwordIsIdentity(password: string, email: string, name: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  const ownName = name.trim().toLowerCase();
  return [address, localPart, ownName].some((own) => own !== '' && lower === own);
}

/** `POST /auth/sign-up`: creates the account and signs it in (session cookie). */
export const SignUpBody = z.object({
  name: PersonName,
  email: Email,
  password: Password,
  accountType: ChosenAccountType,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

/** `POST /auth/sign-in`. Any non-empty password is checked; rules only apply when choosing one. */
export const SignInBody = z.object({
  email: Email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Wrong email or password'),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** The signed-in person as the session endpoints give it (the spec's auth user). */
export const SessionAnswer = z.object({ user: AuthUser.nullable() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** Which sign-in providers this server offers; a disabled one says why. */
export const ProvidersAnswer = z.object({
  google: z.object({ enabled: z.boolean(), reason: z.string().optional() }),
});
export type ProvidersAnswer = z.infer<typeof ProvidersAnswer>;

// The popup's channel and size live in google-popup.ts, without zod (the web app's first chunk).
export { AUTH_CHANNEL, GOOGLE_POPUP } from './google-popup.ts';

/** Messages the Google sign-in popup posts back to the app (BroadcastChannel AUTH_CHANNEL). */
export const GooglePopupResult = z.object({
  type: z.literal('google-sign-in'),
  ok: z.boolean(),
  /** The spec's identity error code when `ok` is false (`auth/...`). */
  code: z.string().optional(),
  message: z.string().optional(),
});
export type GooglePopupResult = z.infer<typeof GooglePopupResult>;

/** What the OpenID provider sends the popup back with (its other parameters pass through). */
export const GoogleCallbackQuery = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});
