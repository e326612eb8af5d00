import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { areas } from './areas.ts';
import { id, createdAt } from './columns.ts';

// People (features/users). Credentials live apart, in identity.ts.

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** What members write about themselves on their public profile (at most 500 characters). */
    bio: text('bio'),
    /** Where they are, in their own words (at most 100 characters). */
    location: text('location'),
    /** Their area from the list (decision 056): what "Near me" filters by. */
    areaId: text('area_id').references(() => areas.id, { onDelete: 'restrict' }),
    /** A seller's phone number, normalised (`+8801712345678`): shown only to a buyer whose payment is held. */
    phone: text('phone'),
    accountType: text('account_type').notNull().default('buyer'),
    /** Suspended by an admin until then (decision 058): no sign-in, listings hidden. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** The admin's reason, told to the member with the end date. */
    suspensionReason: text('suspension_reason'),
    /**
     * When the member deleted their account (features/account): the row stays, emptied, so that
     * others' records (sales, messages, reviews) keep a "former member" on the other side.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_account_type_idx').on(t.accountType, t.createdAt),
    // The admin dashboard's new users per day.
    index('users_created_idx').on(t.createdAt),
    // Whether an area is in use (an area nothing names is deleted, decision 056).
    index('users_area_idx')
      .on(t.areaId)
      .where(sql`${t.areaId} is not null`),
    check('users_account_type_check', sql`${t.accountType} in ('buyer', 'seller', 'admin')`),
  ],
);

/** A column naming a person's account; the row goes with the account when it is deleted. */
export const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
