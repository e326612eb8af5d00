import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AccountType, OwnProfile, UpdateProfileBody, User } from '@resale-zone/contract/users';
import type { Db } from '../../db/client.ts';
import { auditEvents, listings, users } from '../../db/schema.ts';
import { pick } from '../../db/pick.ts';
import { byEmail, personOf, userColumns, type UserRow } from '../../shared/users/user-rows.ts';

function toUser(row: UserRow): User {
  return { _id: row.id, ...personOf(row), createdAt: row.createdAt.toISOString() };
}

const profileColumns = {
  _id: users.id,
  ...pick(users, 'name', 'image', 'bio', 'location', 'areaId', 'phone', 'accountType'),
};

export function createUsersRepo(db: Db) {
  return {
    async findById(id: string): Promise<User | null> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row ? toUser(row) : null;
    },

    async accountTypeOf(email: string): Promise<AccountType | null> {
      const [row] = await db
        .select({ accountType: users.accountType })
        .from(users)
        .where(byEmail(email));
      return row ? (row.accountType as AccountType) : null;
    },

    /** Changes a role if it is still `from` (a guarded update); answers whether it changed. */
    async changeAccountType(id: string, from: AccountType, to: AccountType): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ accountType: to, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.accountType, from)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Sets the image only where none is stored yet; answers the record either way. */
    async setImageIfMissing(id: string, image: string): Promise<User | null> {
      await db
        .update(users)
        .set({ image, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.image)));
      return this.findById(id);
    },

    /** What a member edits about themselves; null when no such account. */
    async ownProfile(id: string): Promise<OwnProfile | null> {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
      return row ? { ...row, accountType: row.accountType as AccountType } : null;
    },

    /**
     * Stores a member's profile; the name on their listings follows it (cards show the seller's
     * name). Null when the account is gone.
     */
    async updateProfile(id: string, profile: UpdateProfileBody): Promise<OwnProfile | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...profile, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(profileColumns);
        if (!row) return null;
        await tx
          .update(listings)
          .set({ sellerName: profile.name })
          .where(and(eq(listings.sellerId, id), ne(listings.sellerName, profile.name)));
        return { ...row, accountType: row.accountType as AccountType };
      });
    },

    /**
     * Makes the accounts with these emails admins, only where the email is verified (whoever signs
     * up first with a listed address must not become an admin); answers the ids whose role changed.
     */
    async promoteToAdmin(emails: string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const lowered = emails.map((e) => e.toLowerCase());
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ accountType: 'admin', updatedAt: new Date() })
          .where(
            and(
              inArray(sql`lower(${users.email})`, lowered),
              eq(users.emailVerified, true),
              ne(users.accountType, 'admin'),
            ),
          )
          .returning({ id: users.id });
        if (changed.length > 0) {
          await tx.insert(auditEvents).values(
            changed.map(({ id }) => ({
              action: 'user.make-admin',
              targetType: 'user',
              targetId: id,
              detail: 'ADMIN_EMAILS',
            })),
          );
        }
        return changed.map((c) => c.id);
      });
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
