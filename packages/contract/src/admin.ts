import { z } from 'zod';

/** Paging and search of the admin tables. The total is sent in the `x-total-count` header. */
export const AdminListQuery = z.object({
  /** The spec's client sends its own email; it plays no part (admins are checked by the server). */
  email: z.email().max(254).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

export { TOTAL_COUNT_HEADER } from './paging.ts';

export const AUDIT_ACTIONS = [
  'make-admin',
  'delete-seller',
  'delete-buyer',
  'delete-listing',
  'dismiss-reports',
  'block-imei',
  'unblock-imei',
  'report-stolen',
  'stolen-report-request',
  'approve-stolen-report',
  'decline-stolen-report',
  'imei-probing',
  'dismiss-conversation-report',
  'ban-from-messaging',
  'suspend-member',
  'lift-suspension',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);

/** One admin action: who did what to which record, and when. */
export const AuditEvent = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;
export const AuditEventList = z.array(AuditEvent);

export const DismissAnswer = z.object({
  acknowledged: z.boolean(),
  deletedCount: z.number().int(),
});

/** The longest suspension, in days (decision 058). */
export const SUSPENSION_MAX_DAYS = 365;
export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** `PUT /suspensions/{id}`: an admin suspends a member for whole days, saying why. */
export const SuspendBody = z.object({
  days: z.coerce
    .number({ error: 'a number of days is required' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'at least 1 day' })
    .max(SUSPENSION_MAX_DAYS, { error: `at most ${SUSPENSION_MAX_DAYS} days` }),
  reason: z
    .string({ error: 'a reason is required' })
    .trim()
    .min(3, { error: 'say why, in a few words' })
    .max(SUSPENSION_REASON_MAX_LENGTH, {
      error: `at most ${SUSPENSION_REASON_MAX_LENGTH} characters`,
    }),
});
export type SuspendBody = z.infer<typeof SuspendBody>;

export const SuspendAnswer = z.object({
  acknowledged: z.boolean(),
  modifiedCount: z.number().int(),
  /** When the suspension ends (ISO 8601). */
  suspendedUntil: z.string(),
});
export type SuspendAnswer = z.infer<typeof SuspendAnswer>;
