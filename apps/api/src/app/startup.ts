import type { Db } from '../db/client.ts';
import { createUsersRepo } from '../features/users/users.repo.ts';
import { createUsersService } from '../features/users/users.service.ts';
import { createAuthRepo } from '../features/auth/auth.repo.ts';
import { hashPassword, type PasswordHashCost } from '../features/auth/passwords.ts';
import { createImageUploadsRepo, createPhotoOwnership } from '../shared/images/image-uploads.ts';

/** Gives an account a password (the demo seed's accounts), hashed like any other. */
export function passwordSetter(db: Db, cost: PasswordHashCost) {
  const repo = createAuthRepo(db);
  // The demo accounts share one (published) password: hashed once, not once per account (scrypt
  // takes ~0.3 s, which start-up time notices).
  const hashes = new Map<string, Promise<string>>();
  return async (userId: string, password: string) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password, cost);
      hashes.set(password, hash);
    }
    return repo.setPassword(userId, await hash);
  };
}

/** ADMIN_EMAILS at every start: those accounts become admins; their sessions end. */
export function applyAdminEmails(db: Db, emails: readonly string[]): Promise<number> {
  const auth = createAuthRepo(db);
  const users = createUsersService({
    repo: createUsersRepo(db),
    endSessionsOfUser: (userId) => auth.deleteSessionsOfUser(userId),
    photos: createPhotoOwnership(createImageUploadsRepo(db)),
  });
  return users.applyAdminEmails(emails);
}
