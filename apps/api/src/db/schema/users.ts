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
    accountType: text('account_type').notNull().default('buyer'),
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
