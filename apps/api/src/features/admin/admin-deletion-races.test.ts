import { beforeAll, describe, expect, test } from 'vitest';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { raceHarness } from '../../test/race.ts';
import {
  bookedPhone,
  paidAtProvider,
  saleRows,
  type Call,
  type BookedSale,
} from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * An admin deletes a seller or a buyer while a payment of theirs is being recorded: one outcome.
 * The deletion is held with the account locked while the payment comes in (it locks the phone
 * and the booking, then writes rows that name both members); then the payment finds the booking
 * gone, or (run without the hold) whichever comes first wins and the other is refused.
 */
const { pause, race } = raceHarness(() => t);
let t: TestContext;
let call: Call;
let admin: SignedUp;
useTestApp((...app) => ([t, call] = app), {}, { admin: { afterAccountLock: pause } });
beforeAll(async () => (admin = await signUpAs(t, { accountType: 'admin' })));

type Side = 'seller' | 'buyer';

const deletePerson = (sale: BookedSale, side: Side) =>
  side === 'seller'
    ? call(admin, 'DELETE', `/allsellers/${sale.seller.user.id}`)
    : call(admin, 'DELETE', `/allbuyers/${sale.buyer.user.id}`);

/** Whether the race left one consistent outcome; answers which. */
async function oneOutcome(sale: BookedSale, side: Side, deleted: number, paid: number) {
  const person = side === 'seller' ? sale.seller : sale.buyer;
  const { account, listing, booking } = await saleRows(t, sale, person.user.id);
  if (deleted === 200) {
    expect(paid).not.toBe(200);
    expect(account).toBeUndefined();
    expect(booking).toBeUndefined();
    // A seller's unsold phone goes with them; a buyer's booking only.
    if (side === 'seller') expect(listing).toBeUndefined();
    else expect(listing).toMatchObject({ isSold: false, isReserved: false });
    return 'deleted';
  }
  expect([deleted, paid]).toEqual([409, 200]);
  expect(account).toBeDefined();
  expect(listing).toMatchObject({ isSold: true, isReserved: true });
  expect(booking!.state).toBe('held');
  return 'paid';
}

describe.each(['seller', 'buyer'] as const)(
  'deleting a %s while their payment comes in',
  (side) => {
    test('the deletion holds the account: the payment waits and finds the booking gone', async () => {
      const sale = await bookedPhone(t);
      const record = await paidAtProvider(t, sale.buyer, sale.bookingId);
      const [d, p] = await race(() => deletePerson(sale, side), record);

      expect(d.statusCode, d.body).toBe(200);
      expect(await oneOutcome(sale, side, d.statusCode, p.statusCode)).toBe('deleted');
      // The booking is gone when the payment's transaction reads it (PostgreSQL), or before it
      // (PGlite queues the request); the buyer's session may be gone with them.
      expect([401, 404]).toContain(p.statusCode);
    });

    test('both at once, unhindered: one wins, the other is refused', async () => {
      for (let i = 0; i < 8; i++) {
        const sale = await bookedPhone(t);
        const record = await paidAtProvider(t, sale.buyer, sale.bookingId);
        const [d, p] = await Promise.all([deletePerson(sale, side), record()]);
        expect(['deleted', 'paid']).toContain(
          await oneOutcome(sale, side, d.statusCode, p.statusCode),
        );
      }
    });
  },
);
