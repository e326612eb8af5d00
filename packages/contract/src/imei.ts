import { z } from 'zod';

/**
 * IMEIs (issue 22, part 1). A phone's IMEI is 15 decimal digits: an 8-digit TAC (Type Allocation
 * Code: the maker and model), a 6-digit serial and a Luhn check digit. The format and the check
 * digit are checked here, so the form and the API say the same; the TAC, duplicates and the
 * blocklist are checked by the server.
 */
export const IMEI_LENGTH = 15;

export const IMEI_FORMAT_MESSAGE =
  'IMEI must be exactly 15 digits (dial *#06# on the phone to see it)';
export const IMEI_CHECK_MESSAGE =
  'This IMEI is not valid: its last digit does not match the others. Check it for a typing slip.';

/** The Luhn check over a string of ASCII digits (the last one is the check digit). */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Every second digit from the right, the check digit excluded, is doubled.
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The last 4 digits: all that public answers show of an IMEI. */
export const imeiLast4 = (imei: string) => imei.slice(-4);

/** The Type Allocation Code: the first 8 digits. */
export const imeiTac = (imei: string) => imei.slice(0, 8);

/** Exactly 15 ASCII digits (no letters, no other scripts' digits) with a valid check digit. */
export const Imei = z
  .string({ error: IMEI_FORMAT_MESSAGE })
  .trim()
  .regex(/^[0-9]{15}$/, IMEI_FORMAT_MESSAGE)
  .refine(luhnValid, IMEI_CHECK_MESSAGE);

/** Optional on the add-product form: absent, null or an empty field means "no IMEI given". */
export const OptionalImei = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), Imei.optional())
  .optional();

export const BLOCK_REASONS = ['stolen', 'lost', 'fraud', 'other'] as const;
export const BlockReason = z.enum(BLOCK_REASONS, {
  error: 'reason must be stolen, lost, fraud or other',
});
export type BlockReason = z.infer<typeof BlockReason>;

const note = z.string().trim().max(300, 'At most 300 characters').optional();

/** `POST /admin/blocked-imeis`: an admin blocks an IMEI. */
export const BlockImeiBody = z.object({ imei: Imei, reason: BlockReason, note });
export type BlockImeiBody = z.infer<typeof BlockImeiBody>;

/** `POST /stolen-phones`: the owner of a phone reports it stolen (it is blocked at once). */
export const StolenReportBody = z.object({ imei: Imei, note });
export type StolenReportBody = z.infer<typeof StolenReportBody>;

export const StolenReportAnswer = z.object({
  acknowledged: z.boolean(),
  /** The IMEI was already on the blocklist; nothing changed. */
  alreadyBlocked: z.boolean(),
});
export type StolenReportAnswer = z.infer<typeof StolenReportAnswer>;

/** One entry of the blocklist, as admins see it. */
export const BlockedImei = z.object({
  _id: z.string(),
  imei: z.string(),
  reason: BlockReason,
  note: z.string().nullable(),
  /** Who blocked it: an admin, or the owner reporting their phone stolen. */
  source: z.enum(['admin', 'owner']),
  /** The account that blocked it; null once that account is gone. */
  blockedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BlockedImei = z.infer<typeof BlockedImei>;
export const BlockedImeiList = z.array(BlockedImei);
