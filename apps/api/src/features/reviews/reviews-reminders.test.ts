import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '@resale-zone/contract/listings';
import { Profile } from '@resale-zone/contract/reviews';
import { conversations, mailOutbox, messages, users } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, completedSale, heldSale, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

type Sale = Awaited<ReturnType<typeof completedSale>>;
const review = (who: Sale['buyer'], s: { bookingId: string }, body: object) =>
  call(who, 'POST', `/bookings/${s.bookingId}/review`, body);
const profile = async (id: string) =>
  Profile.parse((await call(null, 'GET', `/sellers/${id}`)).json());

describe('reminders', () => {
  test('the dashboard lists the sale for both sides until each has reviewed; one invite mail per side', async () => {
    const s = await completedSale(t);
    for (const who of [s.buyer, s.seller]) {
      await t.database.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.id, who.user.id));
    }
    const pendingOf = async (who: Sale['buyer']) =>
      (
        (await call(who, 'GET', '/reviews/pending')).json() as { bookingId: string; side: string }[]
      ).filter((p) => p.bookingId === s.bookingId);
    expect(await pendingOf(s.buyer)).toEqual([expect.objectContaining({ side: 'buyer' })]);
    expect(await pendingOf(s.seller)).toEqual([expect.objectContaining({ side: 'seller' })]);
    await review(s.buyer, s, { stars: 5 });
    expect(await pendingOf(s.buyer)).toEqual([]);
    expect(await pendingOf(s.seller)).toHaveLength(1);
  });

  test('the completion queues one review invite per side, to verified addresses only', async () => {
    const s = await heldSale(t);
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, s.buyer.user.id));
    const checked = await call(s.buyer, 'POST', `/bookings/${s.bookingId}/checklist`, {
      screen: true,
      cameras: true,
      battery: true,
      sim: true,
      activationLock: true,
    });
    const code = checked.json().code as string;
    expect(
      (await call(s.seller, 'POST', `/orders/${s.bookingId}/handover`, { code })).statusCode,
    ).toBe(200);
    const invites = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'review-invite'));
    const mine = invites.filter((m) =>
      [s.buyer.user.email, s.seller.user.email].includes(m.toAddress),
    );
    // The seller's address is not verified: only the buyer is invited, once.
    expect(mine.map((m) => m.toAddress)).toEqual([s.buyer.user.email]);
    expect(mine[0]!.textBody).toContain('/deshboard/reviews');
  });
});

describe('cards and listing pages', () => {
  test("the seller's rating is on their other listings' cards and page, from the list's own query", async () => {
    const s = await completedSale(t);
    const another = await createListing(t.database.db, asSeller(s.seller), {
      productName: 'Pixel for sale',
    });
    // Cached before the review: the review's write must reach the cached answers.
    const before = (await call(null, 'GET', `/products/${another.id}`)).json();
    expect(before.sellerRating).toEqual({ average: null, count: 0, trusted: false });
    expect((await call(null, 'GET', '/search?q=Pixel')).statusCode).toBe(200);
    await review(s.buyer, s, { stars: 4, text: 'Good' });
    const detail = (await call(null, 'GET', `/products/${another.id}`)).json();
    expect(detail).toMatchObject({
      sellerId: s.seller.user.id,
      sellerRating: { average: 4, count: 1, trusted: false },
    });
    const search = (await call(null, 'GET', '/search?q=Pixel')).json() as { items: Product[] };
    expect(search.items.find((p) => p._id === another.id)?.sellerRating).toEqual({
      average: 4,
      count: 1,
      trusted: false,
    });
  });
});

describe('how soon a seller answers', () => {
  test('the median minutes from a buyer’s first message to the seller’s first answer, last 90 days', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const minutes = (n: number) => n * 60_000;
    const asked = Date.now() - minutes(24 * 60);
    /** A conversation: the buyer asks at `asked`, the seller answers `after` minutes later. */
    async function conversation(after: number | null, opened = new Date(asked)) {
      const buyer = await signUpAs(t, { accountType: 'buyer' });
      const phone = await createListing(t.database.db, seller.user);
      const [c] = await t.database.db
        .insert(conversations)
        .values({
          listingId: phone.id,
          buyerId: buyer.user.id,
          sellerId: seller.user.id,
          productName: phone.productName,
          productPhoto: phone.productPhoto,
          createdAt: opened,
        })
        .returning({ id: conversations.id });
      const at = opened.getTime();
      await t.database.db.insert(messages).values([
        {
          conversationId: c!.id,
          senderId: buyer.user.id,
          body: 'Is it unlocked?',
          createdAt: new Date(at),
        },
        // A second question before the answer does not restart the clock.
        {
          conversationId: c!.id,
          senderId: buyer.user.id,
          body: 'Hello?',
          createdAt: new Date(at + minutes(5)),
        },
        ...(after === null
          ? []
          : [
              {
                conversationId: c!.id,
                senderId: seller.user.id,
                body: 'Yes.',
                createdAt: new Date(at + minutes(after)),
              },
            ]),
      ]);
    }
    expect((await profile(seller.user.id)).response).toEqual({ answered: 0, medianMinutes: null });
    await conversation(10);
    await conversation(30);
    await conversation(120);
    // Unanswered, and answered but 100 days ago: neither counts.
    await conversation(null);
    await conversation(1, new Date(Date.now() - minutes(100 * 24 * 60)));

    expect((await profile(seller.user.id)).response).toEqual({ answered: 3, medianMinutes: 30 });
  });
});
