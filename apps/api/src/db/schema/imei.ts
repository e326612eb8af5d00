import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './users.ts';

// Blocked IMEIs and stolen reports (features/imei).

/**
 * IMEIs that cannot be listed: blocked by an admin, or reported stolen by the phone's owner
 * (features/imei). Each addition and removal is in the audit trail.
 */
export const blockedImeis = pgTable(
  'blocked_imeis',
  {
    id: id(),
    imei: text('imei').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    source: text('source').notNull(),
    /** Who blocked it; null once that account is gone. */
    blockedById: text('blocked_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocked_imeis_imei_key').on(t.imei),
    index('blocked_imeis_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('blocked_imeis_imei_check', sql`${t.imei} ~ '^[0-9]{15}$'`),
    check('blocked_imeis_reason_check', sql`${t.reason} in ('stolen', 'lost', 'fraud', 'other')`),
    check('blocked_imeis_source_check', sql`${t.source} in ('admin', 'owner')`),
  ],
);

/**
 * Stolen-phone reports from members who did not list or buy that IMEI here: requests an admin
 * approves (the IMEI is blocked) or declines (features/imei; moves in domain/transitions.ts).
 */
export const stolenReports = pgTable(
  'stolen_reports',
  {
    id: id(),
    imei: text('imei').notNull(),
    note: text('note'),
    /** Who reported it; null once that account is gone. */
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('pending'),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admins' list, newest first.
    index('stolen_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('stolen_reports_imei_check', sql`${t.imei} ~ '^[0-9]{15}$'`),
    check('stolen_reports_state_check', sql`${t.state} in ('pending', 'approved', 'declined')`),
  ],
);
