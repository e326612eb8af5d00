import type { AccountType } from '@resale-zone/contract/users';

/**
 * Who calls a service: the signed-in user, loaded from the database on every request (the
 * identity feature's AuthenticatedUser fits). Services decide what this person may do.
 */
export interface Actor {
  id: string;
  email: string;
  name: string;
  accountType: AccountType;
}

/**
 * Two email addresses name the same account: compared without surrounding spaces and without
 * regard to case (addresses are stored in lower case; a query may carry either).
 */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
