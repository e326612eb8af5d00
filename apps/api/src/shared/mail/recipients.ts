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
