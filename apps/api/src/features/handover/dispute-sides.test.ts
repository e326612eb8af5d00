import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Dispute, DisputeConversation } from '@resale-zone/contract/handover';
import { NotificationList } from '@resale-zone/contract/notifications';
import { auditEvents, disputes, mailOutbox } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { uploadPhotos } from '../../test/photos.ts';
import { completedSale, disputedSale, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// Issue 39, item 7: a dispute hears both sides. The seller answers once, while it is open, with
// up to 4 photos of their own; the buyer's report takes photos too; both are told in the bell.
let t: TestContext;
let call: Call;
let admin: SignedUp;
useTestApp((...app) => ([t, call] = app));
beforeAll(async () => (admin = await signUpAs(t, { accountType: 'admin' })));

const answer = (who: SignedUp, bookingId: string, payload: object) =>
  call(who, 'POST', `/bookings/${bookingId}/dispute/answer`, payload);

async function bell(who: SignedUp) {
  const res = await call(who, 'GET', '/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return NotificationList.parse(res.json()).items;
}

/** The stored path of each photo (answers carry absolute URLs). */
const paths = (d: Dispute) =>
  d.photos.map((p) => ({ side: p.side, url: new URL(p.url, 'http://x').pathname }));

async function storedAnswer(bookingId: string) {
  const [row] = await t.database.db
    .select({ answer: disputes.answer })
    .from(disputes)
    .where(eq(disputes.bookingId, bookingId));
  return row?.answer ?? null;
}

describe('both sides of a dispute', () => {
  test('the buyer reports with a photo, the seller answers with photos: both see both sides, the buyer is told', async () => {
    const sale = await completedSale(t);
    const [buyerPhoto] = await uploadPhotos(t, sale.buyer, 1);
    const sellerPhotos = await uploadPhotos(t, sale.seller, 2);
    const opened = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/dispute`, {
      reason: 'not-working',
      description: 'The screen flickers after ten minutes.',
      photos: [buyerPhoto],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    // The seller hears of the report in the bell, with the page to answer on.
    expect((await bell(sale.seller))[0]).toMatchObject({
      kind: 'dispute',
      title: `Problem reported: ${sale.listing.productName}`,
      link: `/deshboard/receipt/${sale.bookingId}`,
    });

    const res = await answer(sale.seller, sale.bookingId, {
      answer: '  It worked when we met; the buyer tried it for ten minutes.  ',
      photos: sellerPhotos,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = 'It worked when we met; the buyer tried it for ten minutes.';
    const photos = [
      { side: 'buyer', url: buyerPhoto },
      { side: 'seller', url: sellerPhotos[0] },
      { side: 'seller', url: sellerPhotos[1] },
    ];
    const check = (d: Dispute | undefined) => {
      expect(d?.answer).toBe(text);
      expect(paths(d!)).toEqual(photos);
    };
    check(Dispute.parse(res.json()));
    for (const who of [sale.buyer, sale.seller]) {
      check(Dispute.parse((await call(who, 'GET', `/bookings/${sale.bookingId}/dispute`)).json()));
    }
    const listed = (await call(admin, 'GET', '/admin/disputes')).json() as Dispute[];
    check(listed.find((d) => d.bookingId === sale.bookingId));
    expect((await bell(sale.buyer))[0]).toMatchObject({
      kind: 'dispute',
      title: `The seller answered: ${sale.listing.productName}`,
      link: `/deshboard/booking/${sale.bookingId}`,
    });
  });

  test('only the seller answers: the buyer, an admin and a stranger are refused, nothing written', async () => {
    const sale = await disputedSale(t);
    const stranger = await signUpAs(t, { accountType: 'seller' });
    const body = { answer: 'Not my doing.' };
    expect((await answer(sale.buyer, sale.bookingId, body)).statusCode).toBe(403);
    expect((await answer(admin, sale.bookingId, body)).statusCode).toBe(403);
    expect((await answer(stranger, sale.bookingId, body)).statusCode).toBe(403);
    expect((await answer(sale.seller, 'no-such-booking', body)).statusCode).toBe(404);
    expect(
      (await call(null, 'POST', `/bookings/${sale.bookingId}/dispute/answer`, body)).statusCode,
    ).toBe(401);
    expect(await storedAnswer(sale.bookingId)).toBeNull();
  });

  test('bad text or photos: 400 naming the field, nothing written', async () => {
    const sale = await disputedSale(t);
    const own = await uploadPhotos(t, sale.seller, 5);
    const [buyers] = await uploadPhotos(t, sale.buyer, 1);
    const refusals: [object, string][] = [
      [{}, 'answer'],
      [{ answer: '   ' }, 'answer'],
      [{ answer: 'x'.repeat(2001) }, 'answer'],
      [{ answer: 'Fine.', photos: own }, 'photos'],
      [{ answer: 'Fine.', photos: ['https://elsewhere.example/a.png'] }, 'photos'],
      [{ answer: 'Fine.', photos: [own[0], own[0]] }, 'photos'],
      // Someone else's upload (the buyer's) is not the seller's to attach.
      [{ answer: 'Fine.', photos: [own[0], buyers] }, 'photos'],
    ];
    for (const [payload, field] of refusals) {
      const res = await answer(sale.seller, sale.bookingId, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      // A photo the schema refuses is named by its place in the list (`photos.0`).
      expect(res.json().field).toMatch(new RegExp(`^${field}(\\.\\d)?$`));
    }
    const theirs = await answer(sale.seller, sale.bookingId, { answer: 'Fine.', photos: [buyers] });
    expect(theirs.json().message).toBe('photos: photo 1 must be a photo you uploaded');
    expect(await storedAnswer(sale.bookingId)).toBeNull();
    // The buyer's report refuses a photo they did not upload in the same way.
    const other = await completedSale(t);
    const report = await call(other.buyer, 'POST', `/bookings/${other.bookingId}/dispute`, {
      reason: 'other',
      description: 'The battery dies within the hour.',
      photos: [own[0]],
    });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toMatchObject({ field: 'photos' });
    expect(report.json().message).toBe('photos: photo 1 must be a photo you uploaded');
    expect(
      (await call(other.buyer, 'GET', `/bookings/${other.bookingId}/dispute`)).statusCode,
    ).toBe(404);
  });

  test('an answered dispute takes no second answer; a decided one none at all (409)', async () => {
    const sale = await disputedSale(t);
    expect((await answer(sale.seller, sale.bookingId, { answer: 'First.' })).statusCode).toBe(200);
    const again = await answer(sale.seller, sale.bookingId, { answer: 'Second.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already answered this problem report.');
    expect(await storedAnswer(sale.bookingId)).toBe('First.');

    const closed = await disputedSale(t);
    const decided = await call(admin, 'POST', `/admin/disputes/${closed.disputeId}/decide`, {
      outcome: 'close',
      note: 'The phone works as listed.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const late = await answer(closed.seller, closed.bookingId, { answer: 'Too late?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This dispute was closed: it takes no more answers.');
    expect(await storedAnswer(closed.bookingId)).toBeNull();
    // Reporting again after the close stays a 409.
    const report = await call(closed.buyer, 'POST', `/bookings/${closed.bookingId}/dispute`, {
      reason: 'other',
      description: 'Still broken, reporting again.',
    });
    expect(report.statusCode).toBe(409);
  });

  test('a decision reaches both sides in the bell, and by mail as the person chose', async () => {
    const sale = await disputedSale(t);
    await t.database.db.execute(
      sql`update users set email_verified = true where id in (${sale.buyer.user.id}, ${sale.seller.user.id})`,
    );
    const off = await call(sale.seller, 'PUT', '/notifications/preferences', {
      kind: 'dispute',
      email: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const res = await call(admin, 'POST', `/admin/disputes/${sale.disputeId}/decide`, {
      outcome: 'close',
      note: 'The phone works as listed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const who of [sale.buyer, sale.seller]) {
      expect((await bell(who))[0]).toMatchObject({
        kind: 'dispute',
        title: `Decision on ${sale.listing.productName}`,
      });
    }
    const mailed = async (who: SignedUp) =>
      (
        await t.database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.kind, 'dispute-decided'), eq(mailOutbox.toAddress, who.user.email)),
          )
      ).length;
    expect(await mailed(sale.buyer)).toBe(1);
    expect(await mailed(sale.seller)).toBe(0);
  });

  test("the admin reads the two people's conversation through the dispute, audited; none: 404", async () => {
    const sale = await completedSale(t);
    const chat = await call(sale.buyer, 'POST', '/conversations', { listingId: sale.listing.id });
    expect(chat.statusCode, chat.body).toBe(201);
    await call(sale.buyer, 'POST', `/conversations/${chat.json()._id}/messages`, {
      body: 'Is the battery original?',
    });
    await call(sale.seller, 'POST', `/conversations/${chat.json()._id}/messages`, {
      body: 'Yes, 91% health.',
    });
    const opened = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/dispute`, {
      reason: 'not-as-described',
      description: 'The battery health is 70%, not 91%.',
    });
    const dispute = Dispute.parse(opened.json());
    expect(dispute.conversationId).toBe(chat.json()._id);

    const res = await call(admin, 'GET', `/admin/disputes/${dispute._id}/conversation`);
    expect(res.statusCode, res.body).toBe(200);
    expect(DisputeConversation.parse(res.json()).messages).toMatchObject([
      { from: 'buyer', body: 'Is the battery original?' },
      { from: 'seller', body: 'Yes, 91% health.' },
    ]);
    const audited = await t.database.db
      .select({ actor: auditEvents.actorId })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'dispute-conversation-read'),
          eq(auditEvents.targetId, sale.bookingId),
        ),
      );
    expect(audited).toEqual([{ actor: admin.user.id }]);
    // The two people read it on their own pages; the admin route is not theirs.
    expect(
      (await call(sale.buyer, 'GET', `/admin/disputes/${dispute._id}/conversation`)).statusCode,
    ).toBe(403);

    const silent = await disputedSale(t);
    const none = await call(admin, 'GET', `/admin/disputes/${silent.disputeId}/conversation`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(
      'The buyer and the seller had no conversation about this phone.',
    );
  });
});
