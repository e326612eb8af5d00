import { z } from 'zod';
import { EmailToken } from './account-email.ts';
import { Email, PASSWORD_MAX_LENGTH } from './auth.ts';
import { ListingAvailability } from './listings.ts';

/**
 * A member's own account (issue 37): a new email address, verified again; their data as a file;
 * deleting the account. Each asks for the password again.
 */

/** How long a link that confirms a new email address works. */
export const CHANGE_EMAIL_TTL_HOURS = 24;

/** The name a deleted account's messages, reviews and sales show. */
export const FORMER_MEMBER = 'A former member';

const CurrentPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Your password is not right.');

/**
 * `POST /users/me/email`: a link goes to the new address; the account's email changes only when
 * it is followed. A wrong password is a 400 naming `password`; an address another account has a
 * 400 naming `email` (what sign-up says too, nothing more). A newer request voids older links.
 */
export const ChangeEmailBody = z.object({ email: Email, password: CurrentPassword });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ChangeEmailAnswer = z.object({ sent: z.literal(true), email: z.string() });
export type ChangeEmailAnswer = z.infer<typeof ChangeEmailAnswer>;

/**
 * `POST /auth/change-email`: follows the link, in a browser signed in to the account that asked
 * (403 otherwise; the link stays usable). A dead link is a 400 naming `token` (reason invalid,
 * expired or used).
 */
export const ConfirmEmailChangeBody = z.object({ token: EmailToken });
export type ConfirmEmailChangeBody = z.infer<typeof ConfirmEmailChangeBody>;
export const ConfirmEmailChangeAnswer = z.object({ email: z.string() });
export type ConfirmEmailChangeAnswer = z.infer<typeof ConfirmEmailChangeAnswer>;

/**
 * `DELETE /users/me`: a 409 while a payment of the member's is held or in dispute, either side.
 * Otherwise the account is emptied and every session ends.
 */
export const DeleteAccountBody = z.object({ password: CurrentPassword });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
export const DeleteAccountAnswer = z.object({ deleted: z.literal(true) });
export type DeleteAccountAnswer = z.infer<typeof DeleteAccountAnswer>;

const When = z.string();

/**
 * `GET /users/me/export` (the session cookie, so that a plain link downloads it): the member's
 * own data. Of other people it names only what the member already sees of them (a name), never
 * an email address or a phone number.
 */
export const AccountExport = z.object({
  exportedAt: When,
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    phone: z.string().nullable(),
    accountType: z.string(),
    memberSince: When,
  }),
  listings: z.array(
    z.object({
      _id: z.string(),
      productName: z.string(),
      category: z.string(),
      priceCents: z.number().int(),
      originalPriceCents: z.number().int(),
      condition: z.string(),
      location: z.string(),
      description: z.string(),
      availability: ListingAvailability,
      createdAt: When,
    }),
  ),
  bookings: z.object({
    /** What the member booked: their own name, email and phone number as they gave them. */
    made: z.array(
      z.object({
        _id: z.string(),
        productName: z.string(),
        priceCents: z.number().int(),
        state: z.string(),
        name: z.string(),
        email: z.string(),
        number: z.string(),
        place: z.string(),
        createdAt: When,
      }),
    ),
    /** Bookings of the member's phones: the buyer by name only. */
    received: z.array(
      z.object({
        _id: z.string(),
        productName: z.string(),
        priceCents: z.number().int(),
        state: z.string(),
        buyerName: z.string(),
        place: z.string(),
        createdAt: When,
      }),
    ),
  }),
  offers: z.object({
    made: z.array(
      z.object({
        _id: z.string(),
        productName: z.string(),
        amountCents: z.number().int(),
        counterCents: z.number().int().nullable(),
        state: z.string(),
        createdAt: When,
      }),
    ),
    received: z.array(
      z.object({
        _id: z.string(),
        productName: z.string(),
        buyerName: z.string(),
        amountCents: z.number().int(),
        counterCents: z.number().int().nullable(),
        state: z.string(),
        createdAt: When,
      }),
    ),
  }),
  conversations: z.array(
    z.object({
      _id: z.string(),
      productName: z.string(),
      /** The other side's name. */
      with: z.string(),
      messages: z.array(z.object({ fromMe: z.boolean(), body: z.string(), sentAt: When })),
    }),
  ),
  reviews: z.object({
    written: z.array(
      z.object({
        _id: z.string(),
        about: z.string(),
        stars: z.number().int(),
        body: z.string(),
        createdAt: When,
      }),
    ),
    received: z.array(
      z.object({
        _id: z.string(),
        author: z.string(),
        stars: z.number().int(),
        body: z.string(),
        reply: z.string().nullable(),
        createdAt: When,
      }),
    ),
  }),
  notificationPreferences: z.array(z.object({ kind: z.string(), email: z.boolean() })),
});
export type AccountExport = z.infer<typeof AccountExport>;
