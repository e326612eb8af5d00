import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** A seller's phone number, normalised (`+8801712345678`): shown only to a buyer whose payment is held. */
    phone: text('phone'),
    accountType: text('account_type').notNull().default('buyer'),
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
    check('users_account_type_check', sql`${t.accountType} in ('buyer', 'seller', 'admin')`),
  ],
);
