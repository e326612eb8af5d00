import { CHANGE_EMAIL_TTL_HOURS } from '@resale-zone/contract/account';
import { greeting } from '../../shared/mail/mail-text.ts';
import { renderMail, type OutgoingMail } from '../../shared/mail/queue-mail.ts';

/**
 * The messages of a change of email: the link to the new address, and two notices to the old one
 * (asked, then made). Addresses appear in the bodies only; headers carry fixed subjects.
 */
interface Recipient {
  email: string;
  name: string;
}

export function confirmNewEmailMail(
  account: Recipient,
  newEmail: string,
  link: string,
  publicUrl: string,
): OutgoingMail {
  return {
    to: newEmail,
    kind: 'change-email',
    subject: 'Confirm your new email for Resale Zone',
    ...renderMail(
      {
        heading: 'Confirm your new email address',
        paragraphs: [
          `Hi${greeting(account.name)},`,
          `You asked to use ${newEmail} for your Resale Zone account. Follow the link in a browser where you are signed in to Resale Zone, and the account's email changes to this address.`,
          `The link works once, for ${CHANGE_EMAIL_TTL_HOURS} hours. Until then your account keeps its current address.`,
          'If you did not ask for this, ignore this message: nothing changes.',
        ],
        action: { label: 'Use this address', url: link },
      },
      publicUrl,
    ),
  };
}

export function emailChangeAskedMail(
  account: Recipient,
  newEmail: string,
  publicUrl: string,
): OutgoingMail {
  return {
    to: account.email,
    kind: 'email-change-asked',
    subject: 'A change of email was asked for your Resale Zone account',
    ...renderMail(
      {
        heading: 'A change of email was asked',
        paragraphs: [
          `Someone signed in to your Resale Zone account asked to change its email from ${account.email} to ${newEmail}. Nothing changes unless the link sent to the new address is followed.`,
          'If it was not you, change your password now: that signs the account out everywhere.',
        ],
        action: { label: 'Change your password', url: `${publicUrl}/deshboard/change-password` },
      },
      publicUrl,
    ),
  };
}

export function emailChangedMail(
  oldEmail: string,
  newEmail: string,
  publicUrl: string,
): OutgoingMail {
  return {
    to: oldEmail,
    kind: 'email-changed',
    subject: 'Your Resale Zone email was changed',
    ...renderMail(
      {
        heading: 'Your email was changed',
        paragraphs: [
          `The Resale Zone account that used ${oldEmail} now uses ${newEmail}. Mail about it goes there from now on, and you sign in with the new address.`,
          'If you did not do this, someone who knew your password made the change: tell an administrator of Resale Zone at once.',
        ],
        action: { label: 'Sign in to Resale Zone', url: `${publicUrl}/singin` },
      },
      publicUrl,
    ),
  };
}
