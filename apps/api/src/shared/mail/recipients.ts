import { eq } from 'drizzle-orm';
import { users, type bookings } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { pick } from '../../db/pick.ts';
import type { MailContent } from './queue-mail.ts';

// Who a notification reaches (shared/mail/notifications.ts and its builders).

/** Someone who may get notification mail: only when their address is verified. */
export interface Recipient {
  /** Their account, when they have one: the bell gets the news too. */
  id?: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

/** A person known by their account only: news of a kind in the bell (`IN_APP`) reaches them. */
export interface Account {
  id: string;
}

type BookingRow = typeof bookings.$inferSelect;

/** What notifications.ts hands the builders of a sale's and a meeting's news. */
export interface BookingMailParts {
  send(tx: Tx, to: Recipient | undefined | null, kind: string, content: MailContent): Promise<void>;
  booking(tx: Tx, id: string): Promise<BookingRow | undefined>;
  buyer(tx: Tx, buyerId: string | null): Promise<Recipient | undefined> | undefined;
  seller(tx: Tx, listingId: string | null): Promise<Recipient | undefined> | undefined;
  publicUrl: string;
}

/**
 * A person's name, address and whether it is proven. Without the account's id a notification to
 * them is mailed only, never put in the bell (an account being deleted or suspended).
 */
export const addressColumns = pick(users, 'name', 'email', 'emailVerified');

/** A recipient as the builders read one: their account too, so the bell gets the news. */
export const recipientColumns = { id: users.id, ...addressColumns };

/** The address of an account, to mail it only (see `addressColumns`). */
export async function addressOf(tx: Tx, userId: string): Promise<Recipient | undefined> {
  const [row] = await tx.select(addressColumns).from(users).where(eq(users.id, userId));
  return row;
}
