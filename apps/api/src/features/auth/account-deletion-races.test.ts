import { describe, expect, test } from 'vitest';
import { TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { raceHarness } from '../../test/race.ts';
import { bookedPhone, paidAtProvider, saleRows, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * A seller deletes their account while a buyer's payment for one of their phones is being
 * recorded: one outcome. The deletion is held with its locks taken (the widest point) while the
 * payment comes in; then the payment finds the booking gone, or (run
 * without the hold) whichever comes first wins and the other is refused.
 */
const { pause, race } = raceHarness(() => t);
let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app), {}, { account: { afterLocks: pause } });

const deleteAccount = (who: SignedUp) =>
  call(who, 'DELETE', '/users/me', { password: TEST_PASSWORD });

/** Whether the race left one consistent outcome; answers which. */
async function oneOutcome(
  sale: Awaited<ReturnType<typeof bookedPhone>>,
  deleted: number,
  paid: number,
) {
  const { account: seller, listing, booking } = await saleRows(t, sale, sale.seller.user.id);
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
    const record = await paidAtProvider(t, sale.buyer, sale.bookingId);
    const [d, p] = await race(() => deleteAccount(sale.seller), record);

    expect(await oneOutcome(sale, d.statusCode, p.statusCode)).toBe('deleted');
    expect(p.statusCode).toBe(404);
    // Found gone when its transaction reads it (PostgreSQL), or before (PGlite queues the request).
    expect(p.json().message).toMatch(/^This booking (no longer exists|does not exist)\b/);
  });

  test('both at once, unhindered: one wins, the other is refused', async () => {
    for (let i = 0; i < 8; i++) {
      const sale = await bookedPhone(t);
      const record = await paidAtProvider(t, sale.buyer, sale.bookingId);
      const [d, p] = await Promise.all([deleteAccount(sale.seller), record()]);
      expect(['deleted', 'paid']).toContain(await oneOutcome(sale, d.statusCode, p.statusCode));
    }
  });
});
