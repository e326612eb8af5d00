import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfirmAnswer } from '@resale-zone/contract/payments';
import { bookings, listings, users } from '../../db/schema.ts';
import { TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { bookedPhone, caller, type Call } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { deferred, waitUntil, type Deferred } from '../../test/wait.ts';

/**
 * A seller deletes their account while a buyer's payment for one of their phones is being
 * recorded: one outcome. The deletion is held with its locks taken (the widest point) while the
 * payment comes in; then the payment finds the booking gone, or (run
 * without the hold) whichever comes first wins and the other is refused.
 */
let t: TestContext;
let call: Call;
let hold: { entered: Deferred; released: Deferred } | null = null;
const pause = async () => {
  if (!hold) return;
  const h = hold;
  hold = null;
  h.entered.resolve();
  await h.released.promise;
};

beforeAll(async () => {
  t = await createTestContext({}, { account: { afterLocks: pause } });
  call = caller(t);
});
afterAll(() => t.close());

/** The buyer has paid at the provider (a card held); recording it is the request that races. */
async function paidAtProvider(buyer: SignedUp, bookingId: string) {
  const intent = await call(buyer, 'POST', '/create-payment-intent', { bookingId });
  expect(intent.statusCode).toBe(200);
  const confirmed = ConfirmAnswer.parse(
    (
      await call(buyer, 'POST', '/test-payments/confirm', {
        clientSecret: intent.json().clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '10001',
      })
    ).json(),
  );
  if (!('paymentIntent' in confirmed)) throw new Error(confirmed.error.message);
  return () =>
    call(buyer, 'POST', '/payments', { bookingId, transactionId: confirmed.paymentIntent.id });
}

const deleteAccount = (who: SignedUp) =>
  call(who, 'DELETE', '/users/me', { password: TEST_PASSWORD });

/** Whether the race left one consistent outcome; answers which. */
async function oneOutcome(
  sale: Awaited<ReturnType<typeof bookedPhone>>,
  deleted: number,
  paid: number,
) {
  const [seller] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.id, sale.seller.user.id));
  const [listing] = await t.database.db
    .select()
    .from(listings)
    .where(eq(listings.id, sale.listing.id));
  const [booking] = await t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sale.bookingId));
  if (deleted === 200) {
    expect(paid).not.toBe(200);
    expect(seller!.deletedAt).not.toBeNull();
    expect(listing).toBeUndefined();
    expect(booking).toBeUndefined();
    return 'deleted';
  }
  expect([deleted, paid]).toEqual([409, 200]);
  expect(seller!.deletedAt).toBeNull();
  expect(listing).toMatchObject({ isSold: true, isReserved: true });
  expect(booking!.state).toBe('held');
  return 'paid';
}

describe('deleting an account while a payment comes in', () => {
  test('the deletion holds its locks: the payment waits and finds the booking gone', async () => {
    const sale = await bookedPhone(t);
    const record = await paidAtProvider(sale.buyer, sale.bookingId);

    hold = { entered: deferred(), released: deferred() };
    const { entered, released } = hold;
    const deletion = deleteAccount(sale.seller);
    await entered.promise;
    let answered = false;
    const payment = record().finally(() => (answered = true));
    if (t.database.kind === 'postgres') {
      await waitUntil(async () => {
        if (answered) return true;
        const { rows } = (await t.database.db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { waiting: number }[] };
        return rows[0]!.waiting > 0;
      });
    }
    released.resolve();
    const [d, p] = await Promise.all([deletion, payment]);

    expect(await oneOutcome(sale, d.statusCode, p.statusCode)).toBe('deleted');
    expect(p.statusCode).toBe(404);
    // Found gone when its transaction reads it (PostgreSQL), or before (PGlite queues the request).
    expect(p.json().message).toMatch(/^This booking (no longer exists|does not exist)\b/);
  });

  test('both at once, unhindered: one wins, the other is refused', async () => {
    for (let i = 0; i < 8; i++) {
      const sale = await bookedPhone(t);
      const record = await paidAtProvider(sale.buyer, sale.bookingId);
      const [d, p] = await Promise.all([deleteAccount(sale.seller), record()]);
      expect(['deleted', 'paid']).toContain(await oneOutcome(sale, d.statusCode, p.statusCode));
    }
  });
});
