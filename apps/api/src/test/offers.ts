import { and, eq } from 'drizzle-orm';
import { mailOutbox, notifications, offers, users } from '../db/schema.ts';
import { signUpAs, type SignedUp } from './auth.ts';
import { createListing } from './factories.ts';
import { asSeller, caller } from './sales.ts';
import type { TestContext } from './test-app.ts';

/** The offers suites' set-up: a verified seller and buyer, and a phone at $400. */
export async function offerSetUp(t: TestContext, priceCents = 40_000) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer', name: 'Bea Buyer' });
  for (const who of [seller, buyer])
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, who.user.id));
  const listing = await createListing(t.database.db, asSeller(seller), {
    resalePriceCents: priceCents,
  });
  return { seller, buyer, listing };
}

/** `who` offers `price` dollars on `listingId`; the answer. */
export const offer = (t: TestContext, who: SignedUp, listingId: string, price: number) =>
  caller(t)(who, 'POST', '/offers', { product_id: listingId, price });

/** A member's bell: the titles of their offer notifications, oldest first. */
export async function offerBell(t: TestContext, who: SignedUp) {
  const rows = await t.database.db
    .select({ title: notifications.title, at: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'offer')));
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime()).map((r) => r.title);
}

/** Mail of one kind queued for a member. */
export const mailOf = (t: TestContext, who: SignedUp, kind: string) =>
  t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.user.email), eq(mailOutbox.kind, kind)));

/** The states of a listing's offers. */
export async function offerStates(t: TestContext, listingId: string) {
  const rows = await t.database.db
    .select({ state: offers.state })
    .from(offers)
    .where(eq(offers.listingId, listingId));
  return rows.map((r) => r.state).sort();
}
