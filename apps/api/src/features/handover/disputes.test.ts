import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BookingTimeline } from '@resale-zone/contract/booking-timeline';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { Dispute } from '@resale-zone/contract/handover';
import { auditEvents, mailOutbox, users } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { disputedSale, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// Issue 36, finding 6: a sale has one dispute. Reporting again after an admin closed it answered
// 500 (the unique index on disputes.booking_id); it answers 409 with a sentence, and an admin can
// reopen the closed dispute instead (POST /admin/disputes/{id}/reopen, the `reopen` move).
let t: TestContext;
let call: Call;
let admin: SignedUp;
useTestApp((...app) => ([t, call] = app));
beforeAll(async () => (admin = await signUpAs(t, { accountType: 'admin' })));

const REPORT = { reason: 'not-working', description: 'It stopped charging again today.' };

/** A disputed sale that an admin closed without a refund: the sale stands. */
async function closedDispute() {
  const sale = await disputedSale(t);
  const closed = await call(admin, 'POST', `/admin/disputes/${sale.disputeId}/decide`, {
    outcome: 'close',
    note: 'The phone works as listed.',
  });
  expect(closed.statusCode, closed.body).toBe(200);
  return sale;
}

const reopen = (who: SignedUp, disputeId: string, payload: object = { note: 'Seller agreed.' }) =>
  call(who, 'POST', `/admin/disputes/${disputeId}/reopen`, payload);

async function stateOf(who: SignedUp, bookingId: string) {
  return (await call(who, 'GET', `/bookings/${bookingId}`)).json().state as string;
}

describe('a closed dispute', () => {
  test('reporting a sale again after its dispute was closed answers 409 with a sentence', async () => {
    const sale = await closedDispute();
    const again = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/dispute`, REPORT);
    expect(again.statusCode, again.body).toBe(409);
    expect(ErrorAnswer.parse(again.json()).message).toBe(
      'A problem with this sale was already reported and an administrator closed it. Only an administrator can reopen it.',
    );
    // Nothing changed: the sale stands, the dispute stays closed.
    expect(await stateOf(sale.buyer, sale.bookingId)).toBe('completed');
    const dispute = await call(sale.buyer, 'GET', `/bookings/${sale.bookingId}/dispute`);
    expect(Dispute.parse(dispute.json())).toMatchObject({ status: 'closed' });
  });

  test('an admin reopens a closed dispute: disputed again, both sides told, audited, decided again', async () => {
    const sale = await closedDispute();
    const res = await reopen(admin, sale.disputeId, {
      note: 'The seller admitted the charging port was faulty.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Dispute.parse(res.json())).toMatchObject({
      _id: sale.disputeId,
      status: 'open',
      decisionNote: null,
      decidedAt: null,
    });
    expect(await stateOf(sale.buyer, sale.bookingId)).toBe('disputed');
    const listed = (await call(admin, 'GET', '/admin/disputes')).json() as Dispute[];
    expect(listed.find((d) => d._id === sale.disputeId)).toMatchObject({ status: 'open' });

    // The timeline says so; the audit trail keeps the closing and the reopening.
    const timeline = BookingTimeline.parse(
      (await call(sale.buyer, 'GET', `/bookings/${sale.bookingId}/timeline`)).json(),
    );
    expect(timeline.entries.at(-1)).toMatchObject({
      step: 'disputed',
      label: 'Problem report reopened – an admin is deciding again',
    });
    const audit = await t.database.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, sale.bookingId));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'dispute-closed', detail: 'The phone works as listed.' },
        {
          action: 'dispute-reopened',
          detail: 'The seller admitted the charging port was faulty.',
        },
      ]),
    );

    // Both sides are mailed (verified addresses only), with the note.
    const other = await closedDispute();
    for (const who of [other.buyer, other.seller]) {
      await t.database.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.id, who.user.id));
    }
    expect((await reopen(admin, other.disputeId, { note: 'Looking again.' })).statusCode).toBe(200);
    const told = await t.database.db
      .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'dispute-reopened'),
          inArray(mailOutbox.toAddress, [other.buyer.user.email, other.seller.user.email]),
        ),
      );
    expect(told.map((m) => m.to).sort()).toEqual(
      [other.buyer.user.email, other.seller.user.email].sort(),
    );
    for (const m of told) expect(m.text).toContain('Looking again.');

    // Decided again, through the same table: this time refunded.
    const refunded = await call(admin, 'POST', `/admin/disputes/${sale.disputeId}/decide`, {
      outcome: 'refund',
      note: 'Refunded in full after all.',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await stateOf(sale.buyer, sale.bookingId)).toBe('refunded');
  });

  test('only a closed dispute reopens, only by an admin; a bad note is a 400 naming it', async () => {
    const sale = await disputedSale(t);
    // Still open: the table refuses.
    const open = await reopen(admin, sale.disputeId);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('The problem report on this sale is already open.');
    // Refunded: the table refuses too.
    await call(admin, 'POST', `/admin/disputes/${sale.disputeId}/decide`, {
      outcome: 'refund',
      note: 'Refunded.',
    });
    const refunded = await reopen(admin, sale.disputeId);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().message).toBe('This sale was refunded: its dispute cannot be reopened.');

    const closed = await closedDispute();
    for (const who of [closed.buyer, closed.seller]) {
      expect((await reopen(who, closed.disputeId)).statusCode).toBe(403);
    }
    const bad = await reopen(admin, closed.disputeId, { note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('note');
    expect((await reopen(admin, crypto.randomUUID())).statusCode).toBe(404);
    // None of these changed it.
    expect(await stateOf(closed.buyer, closed.bookingId)).toBe('completed');
  });
});
