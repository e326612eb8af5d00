import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, blockedImeis, stolenReports } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing, imeiWith } from '../../test/factories.ts';
import { asSeller, completedSale } from '../../test/sales.ts';
import { type TestContext } from '../../test/test-app.ts';
import { useAccounts } from '../../test/use-test-app.ts';

// Issue 36, item 4: anyone could block any IMEI. A stolen report is accepted at once only from a
// member who listed or bought that IMEI here; otherwise it goes to the admins as a request, which
// they approve or decline through the transition table. The answer never tells whether the IMEI
// was already blocked.
let t: TestContext;
let admin: SignedUp;
useAccounts(['admin'], (...opened) => ([t, { admin }] = opened));

const APPLE_TAC = '35104463';

const report = (who: SignedUp, imei: string, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stolen-phones',
    headers: who.headers,
    payload: { imei, ...(note ? { note } : {}) },
  });
const blockOf = async (imei: string) =>
  (await t.database.db.select().from(blockedImeis).where(eq(blockedImeis.imei, imei)))[0] ?? null;
const requestsOf = (imei: string) =>
  t.database.db.select().from(stolenReports).where(eq(stolenReports.imei, imei));
const adminBlock = (imei: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/blocked-imeis',
    headers: admin.headers,
    payload: { imei, reason: 'fraud' },
  });
const decide = (id: string, move: 'approve' | 'decline', who: SignedUp = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/stolen-reports/${id}/${move}`,
    headers: who.headers,
  });

describe('a stolen-phone report with proof', () => {
  test('from the member who listed that IMEI here: blocked at once, audited', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const imei = imeiWith(APPLE_TAC);
    await createListing(t.database.db, asSeller(seller), { imei });
    const res = await report(seller, imei, 'Taken from my car');
    expect(res.json()).toEqual({ acknowledged: true, outcome: 'blocked' });
    const entry = await blockOf(imei);
    expect(entry).toMatchObject({ reason: 'stolen', source: 'owner', blockedById: seller.user.id });
    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, entry!.id));
    expect(trail.map((e) => [e.action, e.actorId])).toEqual([['report-stolen', seller.user.id]]);
    expect(await requestsOf(imei)).toEqual([]);
  });

  test('from the buyer of a completed sale of that IMEI: blocked at once', async () => {
    const imei = imeiWith(APPLE_TAC);
    const sale = await completedSale(t, { imei });
    const res = await report(sale.buyer, imei);
    expect(res.json()).toEqual({ acknowledged: true, outcome: 'blocked' });
    expect(await blockOf(imei)).toMatchObject({ blockedById: sale.buyer.user.id });
  });
});

describe('a stolen-phone report without proof', () => {
  test('goes to the admins as a request; nothing is blocked', async () => {
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    const imei = imeiWith(APPLE_TAC);
    const res = await report(stranger, imei, 'Bought it elsewhere, stolen on the bus');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, outcome: 'sent-to-admins' });
    expect(await blockOf(imei)).toBeNull();
    expect(await requestsOf(imei)).toEqual([
      expect.objectContaining({ reporterId: stranger.user.id, state: 'pending' }),
    ]);
    // Admins see it in their list.
    const [row] = await requestsOf(imei);
    const list = await t.app.inject({
      url: '/api/admin/stolen-reports',
      headers: admin.headers,
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        _id: row!.id,
        imei,
        note: 'Bought it elsewhere, stolen on the bus',
        reporterName: stranger.user.name,
        state: 'pending',
        isBlocked: false,
      }),
    );
  });

  test('the answer is the same whether or not the IMEI is already blocked', async () => {
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    const blocked = imeiWith(APPLE_TAC);
    expect((await adminBlock(blocked)).statusCode).toBe(201);
    const free = imeiWith(APPLE_TAC);
    const a = await report(stranger, blocked);
    const b = await report(stranger, free);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    // With proof too: blocked again or blocked now, one answer.
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listed = imeiWith(APPLE_TAC);
    await createListing(t.database.db, asSeller(seller), { imei: listed });
    const first = await report(seller, listed);
    const again = await report(seller, listed);
    expect(again.body).toBe(first.body);
  });

  test('an admin approves (the IMEI is blocked) or declines, once: the transition table refuses a second decision', async () => {
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    const approved = imeiWith(APPLE_TAC);
    const declined = imeiWith(APPLE_TAC);
    await report(stranger, approved, 'Police report 123');
    await report(stranger, declined);
    const [toApprove] = await requestsOf(approved);
    const [toDecline] = await requestsOf(declined);

    // Not an admin: refused, nothing changes.
    expect((await decide(toApprove!.id, 'approve', stranger)).statusCode).toBe(403);
    expect(await blockOf(approved)).toBeNull();

    const yes = await decide(toApprove!.id, 'approve');
    expect(yes.json()).toEqual({ acknowledged: true, state: 'approved' });
    expect(await blockOf(approved)).toMatchObject({
      reason: 'stolen',
      source: 'owner',
      note: 'Police report 123',
      blockedById: stranger.user.id,
    });
    const no = await decide(toDecline!.id, 'decline');
    expect(no.json()).toEqual({ acknowledged: true, state: 'declined' });
    expect(await blockOf(declined)).toBeNull();

    const twice = await decide(toApprove!.id, 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'This report was approved: the IMEI is blocked. Unblock it on the blocklist instead.',
    );
    expect((await decide(toDecline!.id, 'approve')).statusCode).toBe(409);
    expect(await blockOf(declined)).toBeNull();
    expect((await decide(crypto.randomUUID(), 'approve')).statusCode).toBe(404);

    const trail = await t.database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.targetType, 'stolen-report'));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'approve-stolen-report', actorId: admin.user.id },
        { action: 'decline-stolen-report', actorId: admin.user.id },
      ]),
    );

    const list = await t.app.inject({ url: '/api/admin/stolen-reports', headers: admin.headers });
    const byId = new Map(
      (list.json() as { _id: string; state: string; isBlocked: boolean }[]).map((r) => [r._id, r]),
    );
    expect(byId.get(toApprove!.id)).toMatchObject({ state: 'approved', isBlocked: true });
    expect(byId.get(toDecline!.id)).toMatchObject({ state: 'declined', isBlocked: false });
  });

  test('a bad IMEI is a 400 naming imei, and nothing is written', async () => {
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    const res = await report(stranger, '12345');
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'imei' });
    const rows = await t.database.db
      .select()
      .from(stolenReports)
      .where(eq(stolenReports.reporterId, stranger.user.id));
    expect(rows).toEqual([]);
  });
});
