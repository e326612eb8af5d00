import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { userRef, users } from './users.ts';

// Identity (features/auth). Credentials live apart from `users`, so that no query on users
// can carry a password hash into an answer by accident.

export const userPasswords = pgTable('user_passwords', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later. */
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Accounts at an OpenID provider (Google), linked by the provider's subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: userRef('user_id'),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * Single-use tokens mailed in links (verify an email, reset a password). Only the SHA-256 of a
 * token is kept, so a copy of the database cannot be used to take over accounts. A token is spent
 * when `used_at` is set; issuing a new one ends the older ones of its purpose (their `expires_at`
 * moves to that moment).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: userRef('user_id'),
    /** `verify-email`, `reset-password` or `change-email` (then `email` is the new address). */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link went to: the token proves that address and no other. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_idx').on(t.expiresAt),
    check(
      'email_tokens_purpose_check',
      sql`${t.purpose} in ('verify-email', 'reset-password', 'change-email')`,
    ),
  ],
);

/**
 * Counters of the rate limiter (rate-limiter-flexible's Drizzle store: key, points, expire), in
 * the database so that several server instances share them.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Who changed whose role or account, and when (security.md §10). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Null for changes made by the system (ADMIN_EMAILS at start). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_created_idx').on(t.createdAt.desc())],
);
