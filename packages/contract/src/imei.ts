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

/**
 * An IMEI as people type or paste it: the spaces and dashes a box, a receipt or a carrier's page
 * puts between groups of digits are dropped ('35-104463-123456-7' is '351044631234567').
 */
export const normaliseImei = (typed: string) => typed.replace(/[\s-]+/g, '');

/**
 * Exactly 15 ASCII digits (no letters, no other scripts' digits) with a valid check digit, once
 * spaces and dashes are dropped: the form, the API and the database all hold the 15 digits.
 */
export const Imei = z
  .string({ error: IMEI_FORMAT_MESSAGE })
  .transform(normaliseImei)
  .pipe(
    z
      .string()
      .regex(/^[0-9]{15}$/, IMEI_FORMAT_MESSAGE)
      .refine(luhnValid, IMEI_CHECK_MESSAGE),
  );

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

/**
 * `POST /stolen-phones`: a member reports a phone stolen. Blocked at once when they listed or
 * bought that IMEI here; otherwise the report goes to the admins as a request.
 */
export const StolenReportBody = z.object({ imei: Imei, note });
export type StolenReportBody = z.infer<typeof StolenReportBody>;

/**
 * What became of a stolen-phone report. It depends only on whether the reporter listed or bought
 * the IMEI here, never on whether the IMEI was already blocked (the answer does not tell).
 */
export const STOLEN_REPORT_OUTCOMES = ['blocked', 'sent-to-admins'] as const;
export const StolenReportAnswer = z.object({
  acknowledged: z.boolean(),
  outcome: z.enum(STOLEN_REPORT_OUTCOMES),
});
export type StolenReportAnswer = z.infer<typeof StolenReportAnswer>;

export const STOLEN_REPORT_STATES = ['pending', 'approved', 'declined'] as const;
export const StolenReportState = z.enum(STOLEN_REPORT_STATES);
export type StolenReportState = z.infer<typeof StolenReportState>;

/** A stolen-phone report waiting for (or given) an admin's decision, as admins see it. */
export const StolenReportRequest = z.object({
  _id: z.string(),
  imei: z.string(),
  note: z.string().nullable(),
  /** The member who reported it; null once that account is gone. */
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  state: StolenReportState,
  /** The IMEI is on the blocklist now (whoever put it there). */
  isBlocked: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type StolenReportRequest = z.infer<typeof StolenReportRequest>;
export const StolenReportRequestList = z.array(StolenReportRequest);

/** `POST /admin/stolen-reports/{id}/approve|decline`: the request's new state. */
export const StolenReportDecision = z.object({
  acknowledged: z.boolean(),
  state: StolenReportState,
});
export type StolenReportDecision = z.infer<typeof StolenReportDecision>;

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
