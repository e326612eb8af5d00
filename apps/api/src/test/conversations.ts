import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Conversation } from '@resale-zone/contract/conversations';
import { liveEvents, messages } from '../db/schema.ts';
import { signUpAs, type SignedUp } from './auth.ts';
import { createListing } from './factories.ts';
import { asSeller, type Call } from './sales.ts';
import type { TestContext } from './test-app.ts';

/** The steps of the conversation suites, on the app `app` answers (a file's test context). */
export function conversationKit(app: () => { t: TestContext; call: Call }) {
  /** A seller's phone and a buyer who opened its conversation. */
  async function opened() {
    const { t, call } = app();
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const res = await call(buyer, 'POST', '/conversations', { listingId: listing.id });
    expect(res.statusCode).toBe(201);
    return { seller, buyer, listing, id: res.json()._id as string };
  }

  const send = (who: SignedUp, id: string, body: unknown) =>
    app().call(who, 'POST', `/conversations/${id}/messages`, { body });
  const view = async (who: SignedUp, id: string) => {
    const res = await app().call(who, 'GET', `/conversations/${id}`);
    expect(res.statusCode).toBe(200);
    return Conversation.parse(res.json());
  };
  /** Whom the live channel told about this row, and as what. */
  const liveFor = async (refId: string) =>
    (
      await app()
        .t.database.db.select({ userId: liveEvents.userId, type: liveEvents.type })
        .from(liveEvents)
        .where(eq(liveEvents.refId, refId))
    ).sort((a, b) => a.userId.localeCompare(b.userId));
  const both = (chat: { buyer: SignedUp; seller: SignedUp }, type: string) =>
    [chat.buyer.user.id, chat.seller.user.id].sort().map((userId) => ({ userId, type }));
  const stored = async (id: string) =>
    app().t.database.db.select().from(messages).where(eq(messages.conversationId, id));

  return { opened, send, view, liveFor, both, stored };
}
