import type { bookings } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
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
