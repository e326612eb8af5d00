import { z } from 'zod';
import { OptionalAreaId } from './areas.ts';

export const ACCOUNT_TYPES = ['buyer', 'seller', 'admin'] as const;
export const AccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountType>;

/** What sign-up lets a person choose; admins are made, never chosen. */
export const ChosenAccountType = z.enum(['buyer', 'seller'], {
  error: 'accountType must be buyer or seller',
});

/** The user record (spec section 3), as the API shows it. */
export const User = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  accountType: AccountType,
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

/**
 * A profile image: a path the image service gave (`/images/…`) or an https URL (object storage).
 * Anything else (`javascript:`, `data:`, protocol-relative `//host`) is refused.
 */
export const ImageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/images\/[\w.-]+|https:\/\/[^\s"'<>]+)$/, 'image must be an uploaded image URL');

export const NAME_MAX_LENGTH = 100;
export const NAME_HAS_ADDRESS = 'A name cannot contain a web or email address.';
export const NAME_CLAIMS_SITE =
  'A name cannot include “Resale Zone” or words such as “support” or “admin”.';

/**
 * Names reach other members, in pages and in mail (“A buyer, “Alex”, booked …”): a name that
 * carries a link or speaks as the site ("Resale Zone Support: payout on hold, confirm at …") is
 * phishing in our voice. Refused: web addresses (a scheme, `www.`, anything shaped like a domain
 * such as `pay.example`), email addresses, the site's name, and the words a member could use to
 * pass for its staff. Compared after NFKC, so full-width letters and dots count as plain ones.
 */
export function nameProblem(name: string): string | null {
  const plain = name.normalize('NFKC').toLowerCase();
  if (
    /[a-z][a-z0-9+.-]*:\/\//.test(plain) ||
    /(^|[^a-z0-9])www\d*\./.test(plain) ||
    /[a-z0-9-]\.[a-z]{2,}(?![a-z0-9-])/.test(plain) ||
    /[^\s@]@[^\s@]/.test(plain)
  ) {
    return NAME_HAS_ADDRESS;
  }
  if (
    plain.replace(/[^\p{L}\p{N}]+/gu, '').includes('resalezone') ||
    /(^|[^\p{L}\p{N}])(support|admin|administrator|moderator|helpdesk|staff)([^\p{L}\p{N}]|$)/u.test(
      plain,
    )
  ) {
    return NAME_CLAIMS_SITE;
  }
  return null;
}

/** A member's name as they choose it (sign-up, their own record): a 400 naming `name` otherwise. */
export const PersonName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name should be at most ${NAME_MAX_LENGTH} characters`)
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * `POST /user`: the signed-in user's own record (sign-up already created it). A repeat answers the
 * existing record; only a missing image is filled in, the account type never changes here.
 */
export const CreateUserBody = z.object({
  name: PersonName,
  email: z.email().max(254),
  image: ImageUrl.nullable().optional(),
  accountType: ChosenAccountType,
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** The identity the client works with (the spec's auth user). */
export const AuthUser = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  /** Whether the account proved it owns `email` (a mailed link, or Google vouching for it). */
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const IsSellerAnswer = z.object({ isSeller: z.boolean() });
export const IsAdminAnswer = z.object({ isAdmin: z.boolean() });
export const JwtAnswer = z.object({ accessToken: z.string() });

/** Rows of the admin tables: the spec's seller and buyer entities. */
export const PersonRow = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  accountType: AccountType,
  /** Suspended until then (ISO 8601), when the account is suspended now (decision 058). */
  suspendedUntil: z.string().nullable().optional(),
  suspensionReason: z.string().nullable().optional(),
});
export type PersonRow = z.infer<typeof PersonRow>;
export const PersonList = z.array(PersonRow);

/** `POST /users/me/start-selling`: the account's role now. */
export const StartSellingAnswer = z.object({ accountType: z.literal('seller') });
export type StartSellingAnswer = z.infer<typeof StartSellingAnswer>;

export const BIO_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 100;

/** Optional free text: trimmed, and an empty answer is none (`null`). */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} should be at most ${max} characters`)
    .nullable()
    .transform((text) => (text ? text : null));

/**
 * A phone number as members type it (`+880 1712-345678`, `(01712) 345 678`): digits with spaces,
 * dots, dashes and brackets, an optional leading `+`, 6 to 15 digits. Stored and shown normalised:
 * the `+` and the digits only (`+8801712345678`). Empty is none (`null`).
 */
export const PhoneNumber = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .nullable()
  .superRefine((raw, ctx) => {
    if (!raw) return;
    const digits = raw.replace(/\D/g, '');
    if (!/^\+?[\d\s().-]+$/.test(raw) || digits.length < 6 || digits.length > 15) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a valid phone number, such as +880 1712 345678',
      });
    }
  })
  .transform((raw) => (raw ? `${raw.startsWith('+') ? '+' : ''}${raw.replace(/\D/g, '')}` : null));

/** A member's own profile, as they edit it (`GET`/`PUT /users/me/profile`). */
export const OwnProfile = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  /** Their area from the list (decision 056): "Near me" filters by it. */
  areaId: z.string().nullable().optional(),
  /** Sellers only: given to a buyer once their payment is held. */
  phone: z.string().nullable(),
  accountType: AccountType,
});
export type OwnProfile = z.infer<typeof OwnProfile>;

/**
 * `PUT /users/me/profile`: the whole editable profile. The photo must be one the member uploaded
 * (or the one they have); a phone number only a seller gives.
 */
export const UpdateProfileBody = z.object({
  name: PersonName,
  image: ImageUrl.nullable(),
  bio: optionalText('Bio', BIO_MAX_LENGTH),
  location: optionalText('Location', LOCATION_MAX_LENGTH),
  /** Optional: an offered area's id, or null (or empty) for none; absent leaves it as it is. */
  areaId: OptionalAreaId.optional(),
  phone: PhoneNumber,
});
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
