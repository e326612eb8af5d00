import type { Db } from '../../db/client.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createUsersService } from '../users/users.service.ts';
import { createAuthRepo } from './auth.repo.ts';
import { hashPassword } from './passwords.ts';

/** Gives an account a password (the demo seed's accounts), hashed like any other. */
export function passwordSetter(db: Db) {
  const repo = createAuthRepo(db);
  return async (userId: string, password: string) =>
    repo.setPassword(userId, await hashPassword(password));
}

/** ADMIN_EMAILS at every start: those accounts become admins; their sessions end. */
export function applyAdminEmails(db: Db, emails: readonly string[]): Promise<number> {
  const auth = createAuthRepo(db);
  const users = createUsersService({
    repo: createUsersRepo(db),
    endSessionsOfUser: (userId) => auth.deleteSessionsOfUser(userId),
  });
  return users.applyAdminEmails(emails);
}
