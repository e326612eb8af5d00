import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, bookings, mailOutbox, users } from '../../db/schema.ts';
import { signUpAs, TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { bookedPhone, caller, type Call, verifiedSellerWithPhone } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * An admin suspends a member for a period with a reason, and lifts it (decision 058): sign-in,
 * sessions, the member's listings, their mail, the audit trail, and every refusal.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestContext;
let call: Call;
let admin: SignedUp;
/** The suspensions' clock: real time unless a test moves it. */
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestContext({}, { visibility: { now: () => new Date(Date.now() + offsetMs) } });
  call = caller(t);
  admin = await signUpAs(t, { accountType: 'admin' });
});
afterAll(() => t.close());

const signIn = (who: SignedUp) =>
  call(null, 'POST', '/auth/sign-in', { email: who.user.email, password: TEST_PASSWORD });

const onBrandPage = async (id: string) =>
  ((await call(null, 'GET', '/categories/xiaomi')).json() as { _id: string }[]).some(
    (p) => p._id === id,
  );

describe('suspending a member', () => {
  test('told by mail, signed out at once, refused at sign-in, listings hidden; lifted: all back', async () => {
    const { seller, listing } = await verifiedSellerWithPhone(t, { category: 'Xiaomi' });
    expect(await onBrandPage(listing.id)).toBe(true);

    const res = await call(admin, 'PUT', `/suspensions/${seller.user.id}`, {
      days: 7,
      reason: 'Listed phones that were not theirs',
    });
    expect(res.statusCode).toBe(200);
    const until = new Date(res.json().suspendedUntil);
    expect(Math.abs(until.getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

    // Their token stops at once; signing in says until when.
    expect((await call(seller, 'GET', '/wishlist')).statusCode).toBe(401);
    const refused = await signIn(seller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Your account is suspended until \d{1,2} \w+ \d{4}, \d\d:\d\d UTC\./,
    );
    expect(await onBrandPage(listing.id)).toBe(false);
    expect((await call(null, 'GET', `/products/${listing.id}`)).statusCode).toBe(404);

    const [mail] = await t.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, seller.user.email), eq(mailOutbox.kind, 'account-suspended')),
      );
    expect(mail!.subject).toBe('Your Resale Zone account is suspended');
    expect(mail!.text).toContain('Reason: Listed phones that were not theirs');
    expect(mail!.text).toMatch(
      /suspended your Resale Zone account until \d{1,2} \w+ \d{4}, \d\d:\d\d UTC/,
    );

    const sellers = (await call(admin, 'GET', `/allsellers?q=${seller.user.email}`)).json();
    expect(sellers[0]).toMatchObject({
      suspendedUntil: until.toISOString(),
      suspensionReason: 'Listed phones that were not theirs',
    });
    const audit = await t.database.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, seller.user.id));
    expect(audit).toEqual([
      {
        action: 'suspend-member',
        detail: expect.stringMatching(/: Listed phones that were not theirs$/),
      },
    ]);

    const lifted = await call(admin, 'DELETE', `/suspensions/${seller.user.id}`);
    expect(lifted.statusCode).toBe(200);
    expect((await signIn(seller)).statusCode).toBe(200);
    expect(await onBrandPage(listing.id)).toBe(true);
    const [after] = (await call(admin, 'GET', `/allsellers?q=${seller.user.email}`)).json();
    expect(after.suspendedUntil).toBeNull();
  });

  test('when the period ends the member signs in again, and the end job shows the listings', async () => {
    const { seller, listing } = await verifiedSellerWithPhone(t, { category: 'Xiaomi' });
    // Suspended 2 days ago for 1 day: over an hour before now, the end job still queued.
    offsetMs = -2 * DAY_MS;
    const res = await call(admin, 'PUT', `/suspensions/${seller.user.id}`, {
      days: 1,
      reason: 'Rude',
    });
    offsetMs = 0;
    expect(res.statusCode).toBe(200);
    expect(await onBrandPage(listing.id)).toBe(false);
    expect((await signIn(seller)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await onBrandPage(listing.id)).toBe(true);
  });

  test('open bookings on the seller’s phones end, and their buyers are told', async () => {
    const sale = await bookedPhone(t);
    const res = await call(admin, 'PUT', `/suspensions/${sale.seller.user.id}`, {
      days: 3,
      reason: 'No-shows',
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.id, sale.bookingId)),
    ).toEqual([]);
    const bell = (await call(sale.buyer, 'GET', '/notifications')).json();
    expect(JSON.stringify(bell)).toContain("its seller's account is suspended");
  });
});

describe('refusals', () => {
  test('an admin cannot suspend themselves (403); not an admin 403; signed out 401', async () => {
    const self = await call(admin, 'PUT', `/suspensions/${admin.user.id}`, {
      days: 1,
      reason: 'Test',
    });
    expect([self.statusCode, self.json().message]).toEqual([
      403,
      'You cannot suspend your own account.',
    ]);
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const body = { days: 1, reason: 'Spam' };
    expect((await call(seller, 'PUT', `/suspensions/${buyer.user.id}`, body)).statusCode).toBe(403);
    expect((await call(null, 'PUT', `/suspensions/${buyer.user.id}`, body)).statusCode).toBe(401);
    expect((await call(seller, 'DELETE', `/suspensions/${buyer.user.id}`)).statusCode).toBe(403);
  });

  test('a bad period or reason is a 400 naming the field, and nothing is written', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const url = `/suspensions/${buyer.user.id}`;
    const cases: [object, string][] = [
      [{ days: 0, reason: 'Spam' }, 'days'],
      [{ days: 366, reason: 'Spam' }, 'days'],
      [{ days: 1.5, reason: 'Spam' }, 'days'],
      [{ reason: 'Spam' }, 'days'],
      [{ days: 3 }, 'reason'],
      [{ days: 3, reason: '  ' }, 'reason'],
      [{ days: 3, reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await call(admin, 'PUT', url, body);
      expect([res.statusCode, res.json().field]).toEqual([400, field]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row!.suspendedUntil).toBeNull();
    expect((await signIn(buyer)).statusCode).toBe(200);
  });

  test('twice 409, lifting one not suspended 409, an unknown account 404', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const url = `/suspensions/${buyer.user.id}`;
    const notYet = await call(admin, 'DELETE', url);
    expect([notYet.statusCode, notYet.json().message]).toEqual([
      409,
      'This member is not suspended.',
    ]);
    expect((await call(admin, 'PUT', url, { days: 2, reason: 'Spam' })).statusCode).toBe(200);
    const again = await call(admin, 'PUT', url, { days: 2, reason: 'Spam' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This member is already suspended.',
    ]);
    const unknown = await call(admin, 'PUT', '/suspensions/0b8f5a0e-0000-4a57-9d55-5c5b2f1f2f2f', {
      days: 2,
      reason: 'Spam',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
