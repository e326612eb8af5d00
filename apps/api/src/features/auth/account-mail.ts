import {
  RESET_PASSWORD_TTL_HOURS,
  VERIFY_EMAIL_TTL_HOURS,
} from '@resale-zone/contract/account-email';
import { greeting } from '../../shared/mail/mail-text.ts';
import { renderMail, type OutgoingMail } from '../../shared/mail/queue-mail.ts';

/**
 * The account messages. Names and addresses appear in the body only (escaped there by
 * renderMail); the headers carry our fixed subject and the account's validated address.
 */

interface Recipient {
  email: string;
  name: string;
}

export function verificationMail(to: Recipient, link: string, publicUrl: string): OutgoingMail {
  const subject = 'Verify your email for Resale Zone';
  return {
    to: to.email,
    kind: 'verify-email',
    subject,
    ...renderMail(
      {
        heading: 'Verify your email address',
        paragraphs: [
          // Whoever signed up chose the name, and they may not own this address: it greets only
          // when it is a plain name (one line, no address, not speaking as the site).
          `Hi${greeting(to.name)},`,
          `Please confirm that ${to.email} is your address, so that Resale Zone can send you mail about your account, your bookings and your sales.`,
          `The link works once, for ${VERIFY_EMAIL_TTL_HOURS} hours.`,
          'If you did not sign up for Resale Zone, do not follow the link: ignore this message and the address stays unconfirmed.',
        ],
        action: { label: 'Verify my email', url: link },
      },
      publicUrl,
    ),
  };
}

export function passwordResetMail(to: Recipient, link: string, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    kind: 'reset-password',
    subject: 'Reset your Resale Zone password',
    ...renderMail(
      {
        heading: 'Reset your password',
        paragraphs: [
          `Someone asked to reset the password of the Resale Zone account for ${to.email}.`,
          `The link works once, for ${RESET_PASSWORD_TTL_HOURS} hour. Choosing a new password signs the account out everywhere.`,
          'If it was not you, ignore this message: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url: link },
      },
      publicUrl,
    ),
  };
}

export function passwordChangedMail(to: Recipient, publicUrl: string): OutgoingMail {
  return {
    to: to.email,
    kind: 'password-changed',
    subject: 'Your Resale Zone password was changed',
    ...renderMail(
      {
        heading: 'Your password was changed',
        paragraphs: [
          `The password of the Resale Zone account for ${to.email} was just changed, and the account was signed out on other devices.`,
          'If you did not do this, choose a new password now with “Forget password” on the sign-in page.',
        ],
        action: { label: 'Sign in to Resale Zone', url: `${publicUrl}/singin` },
      },
      publicUrl,
    ),
  };
}
