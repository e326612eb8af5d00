import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { NotificationList, type Notification } from '@resale-zone/contract/notifications';
import { mailOutbox } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, completedSale, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// Issue 39, item 7: a review of someone and the outcome of a report reach that person's bell (and
// their mail, when they chose email for the kind), in the transaction of the event.
let t: TestContext;
let call: Call;
let admin: SignedUp;
useTestApp((...app) => ([t, call] = app));
beforeAll(async () => (admin = await signUpAs(t, { accountType: 'admin' })));

async function bell(who: SignedUp): Promise<Notification[]> {
  const res = await call(who, 'GET', '/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return NotificationList.parse(res.json()).items;
}
const verified = (who: SignedUp) =>
  t.database.db.execute(sql`update users set email_verified = true where id = ${who.user.id}`);
const mails = async (who: SignedUp, kind: string) =>
  (
    await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, who.user.email)))
  ).map((m) => m.subject);

describe('a review received', () => {
  test('the person reviewed finds it in the bell and in their mail; the author gets nothing', async () => {
    const sale = await completedSale(t);
    await verified(sale.seller);
    const before = (await bell(sale.buyer)).length;
    const res = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/review`, {
      stars: 4,
      text: 'Friendly and on time.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await bell(sale.seller))[0]).toMatchObject({
      kind: 'review',
      title: 'New review: 4 of 5 stars',
      link: '/deshboard/reviews',
      read: false,
    });
    expect(await mails(sale.seller, 'review-received')).toEqual(['New review: 4 of 5 stars']);
    expect((await bell(sale.buyer)).length).toBe(before);
  });

  test('with email turned off for reviews, the bell still gets it and no mail goes', async () => {
    const sale = await completedSale(t);
    await verified(sale.buyer);
    await call(sale.buyer, 'PUT', '/notifications/preferences', { kind: 'review', email: false });
    const res = await call(sale.seller, 'POST', `/bookings/${sale.bookingId}/review`, { stars: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect((await bell(sale.buyer))[0]).toMatchObject({ kind: 'review' });
    expect(await mails(sale.buyer, 'review-received')).toEqual([]);
  });
});

describe("a report's outcome, to the reporter", () => {
  test('a listing report: dismissed, and removed, each reporter told once', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const [a, b] = [
      await signUpAs(t, { accountType: 'buyer' }),
      await signUpAs(t, { accountType: 'buyer' }),
    ];
    const kept = await createListing(t.database.db, asSeller(seller), {
      productName: 'Kept Phone',
    });
    const gone = await createListing(t.database.db, asSeller(seller), {
      productName: 'Gone Phone',
    });
    for (const who of [a, b]) {
      for (const id of [kept.id, gone.id]) {
        const res = await call(who, 'PUT', `/addproduct/report/${id}`, { reason: 'scam' });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    expect((await call(admin, 'DELETE', `/reportedproduct/${kept.id}/reports`)).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'DELETE', `/reportedproduct/${gone.id}`)).statusCode).toBe(200);
    for (const who of [a, b]) {
      const reports = (await bell(who)).filter((n) => n.kind === 'report');
      expect(reports.map((n) => n.title).sort()).toEqual([
        'Your report was decided: Gone Phone',
        'Your report was decided: Kept Phone',
      ]);
      expect(reports.find((n) => n.title.endsWith('Gone Phone'))?.body).toMatch(/removed/);
      expect(reports.find((n) => n.title.endsWith('Kept Phone'))?.body).toMatch(/kept the listing/);
    }
    // The seller hears of the removal as before, never who reported.
    expect((await bell(seller)).filter((n) => n.kind === 'report')).toEqual([]);
  });

  test('a conversation report: the reporter learns the outcome, the reported person does not', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const chat = (await call(buyer, 'POST', '/conversations', { listingId: listing.id })).json();
    await call(seller, 'POST', `/conversations/${chat._id}/messages`, {
      body: 'Pay me by gift card.',
    });
    const reported = await call(buyer, 'POST', `/conversations/${chat._id}/report`, {
      reason: 'off-platform-payment',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const list = await call(admin, 'GET', '/admin/conversation-reports');
    const report = (list.json() as { _id: string; conversationId: string }[]).find(
      (r) => r.conversationId === chat._id,
    )!;
    const decided = await call(admin, 'POST', `/admin/conversation-reports/${report._id}/decide`, {
      action: 'ban',
      note: 'Asked for gift cards.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await bell(buyer))[0]).toMatchObject({
      kind: 'report',
      title: 'Your report of a conversation was decided',
      body: expect.stringMatching(/barred the other person/),
    });
    expect((await bell(seller)).filter((n) => n.kind === 'report')).toEqual([]);
  });

  test('a review report: when an admin hides the review, each reporter is told', async () => {
    const sale = await completedSale(t);
    const written = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/review`, {
      stars: 1,
      text: 'Rude.',
    });
    const reviewId = written.json()._id as string;
    const reporter = await signUpAs(t, { accountType: 'buyer' });
    const reported = await call(reporter, 'POST', `/reviews/${reviewId}/report`, {
      reason: 'Insults the seller',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const hidden = await call(admin, 'POST', `/admin/reviews/${reviewId}/hide`, {
      reason: 'Not about the sale.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await bell(reporter))[0]).toMatchObject({
      kind: 'report',
      title: 'Your report of a review was decided',
    });
  });
});
