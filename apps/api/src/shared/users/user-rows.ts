import { aliasedTable, sql } from 'drizzle-orm';
import type { AccountType } from '@resale-zone/contract/users';
import { users } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import type { AuthenticatedUser } from '../../lib/authenticated-user.ts';

// A user's row as the users and auth features read it.

/** The columns answers may carry; credentials live in another table and never come through here. */
export const userColumns = pick(users, 'id', 'name', 'email', 'image', 'accountType', 'createdAt');

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

/** What every answer about a person says of them, whatever it calls their id. */
export const personOf = (row: Omit<UserRow, 'id' | 'createdAt'>) => ({
  name: row.name,
  email: row.email,
  image: row.image,
  accountType: row.accountType as AccountType,
});

export function toAuthenticatedUser(
  row: Omit<UserRow, 'createdAt'> & { emailVerified: boolean },
): AuthenticatedUser {
  return { id: row.id, ...personOf(row), emailVerified: row.emailVerified };
}

export const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** The users table as the two sides of a sale, for queries that join both (or one of them). */
export const sellers = aliasedTable(users, 'sellers');
export const buyers = aliasedTable(users, 'buyers');
