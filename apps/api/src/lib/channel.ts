// What the public cache and the live channel need of the database: LISTEN and NOTIFY. The
// database layer implements it (db/database.ts); lib/ names it without importing db/.

/** Notifications between the instances on one database. */
export interface Channel {
  /**
   * Subscribes to a notification channel (LISTEN). PostgreSQL: on a dedicated connection that is
   * re-opened after it drops; `onDisconnected` / `onConnected` tell when messages may have been
   * missed. Resolves after the first attempt to connect, whether or not it succeeded.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
  /** Sends a notification to every listener of the channel on this database (NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The subscription is (again) in place; nothing sent from now on is missed. */
  onConnected(): void;
  /** The subscription is gone until the next onConnected; messages sent meanwhile are lost. */
  onDisconnected(err: unknown): void;
  /** Test seam: awaited before each reconnection attempt (widens the disconnected window). */
  beforeReconnect?: () => Promise<void>;
}

export interface Subscription {
  close(): Promise<void>;
}
