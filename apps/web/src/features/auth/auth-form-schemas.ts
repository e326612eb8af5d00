import { z } from 'zod';
import {
  Email,
  PASSWORD_IS_IDENTITY,
  PASSWORD_MIN_LENGTH,
  passwordIsIdentity,
  SignInBody,
  SignUpBody,
} from '@resale-zone/contract/auth';
import { NewPassword } from '../../lib/new-password.ts';

/**
 * The sign-in and sign-up forms check what they send with the contract's own rules (the server's),
 * so a person learns of a short password under the field, before anything is sent. An empty
 * field only says that it is required. The password's strength is the server's alone: its
 * estimator is too large for the page, so its refusal comes back under the same field.
 */
const filled = (name: string) => z.string().trim().min(1, `${name} is required`);

export const SignInFields = SignInBody.extend({ email: filled('Email').pipe(Email) });

export const SignUpFields = SignUpBody.extend({
  email: filled('Email').pipe(Email),
  password: NewPassword,
  image: z.custom<FileList | null>(),
}).superRefine(({ password, email, name }, ctx) => {
  if (passwordIsIdentity(password, email, name)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_IS_IDENTITY });
  }
});

export type SignUpFields = z.input<typeof SignUpFields>;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not your email or name.`;
