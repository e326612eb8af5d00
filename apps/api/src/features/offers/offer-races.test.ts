import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { offer, offerSetUp, offerStates } from '../../test/offers.ts';
import { payFor, requestBooking, type Call } from '../../test/sales.ts';
import { raceHarness } from '../../test/race.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * Races around an offer (decision 054), each with one outcome. A hook holds the first request at
 * its widest point (an offer between its check and its insert; an accept after its writes, inside
 * its transaction) while the other request runs.
 */
const { pause, race } = raceHarness(() => t);
let t: TestContext;
let call: Call;
useTestApp(
  (...app) => ([t, call] = app),
  {},
  { offers: { beforeInsert: pause, afterAcceptWrites: pause } },
);

describe('racing offers', () => {
  test('the same buyer offers twice at once: one offer, the other a 409', async () => {
    const { buyer, listing } = await offerSetUp(t);
    const [a, b] = await race(
      () => offer(t, buyer, listing.id, 300),
      () => offer(t, buyer, listing.id, 320),
      { locks: false },
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(a.statusCode).toBe(409);
    expect(await offerStates(t, listing.id)).toEqual(['open']);
  });

  test('the seller accepts two buyers’ offers at once: one booking, the other a 409', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const other = await signUpAs(t, { accountType: 'buyer' });
    const first = (await offer(t, buyer, listing.id, 300)).json()._id;
    const second = (await offer(t, other, listing.id, 310)).json()._id;
    const [a, b] = await race(
      () => call(seller, 'POST', `/offers/${first}/accept`),
      () => call(seller, 'POST', `/offers/${second}/accept`),
    );
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toMatch(/Another offer on .* was accepted/);
    expect(await offerStates(t, listing.id)).toEqual(['accepted', 'open']);
  });
});

describe('an accept racing a booking, a sale or an edit of the same phone', () => {
  test('the buyer books at the asking price while the accept writes: one booking, at the agreed price', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const id = (await offer(t, buyer, listing.id, 300)).json()._id;
    const [a, b] = await race(
      () => call(seller, 'POST', `/offers/${id}/accept`),
      () => requestBooking(t.app, buyer, listing.id, 'Banani 11'),
    );
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode).toBe(409);
    const rows = await t.database.db
      .select({ priceCents: bookings.priceCents })
      .from(bookings)
      .where(eq(bookings.listingId, listing.id));
    expect(rows).toEqual([{ priceCents: 30_000 }]);
  });

  test('another buyer pays while the accept writes: the sale stands, the accepted offer is lost', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const other = await signUpAs(t, { accountType: 'buyer' });
    const booked = await requestBooking(t.app, other, listing.id, 'Gulshan 2');
    const id = (await offer(t, buyer, listing.id, 300)).json()._id;
    const [a, paid] = await race(
      () => call(seller, 'POST', `/offers/${id}/accept`),
      () => payFor(t, other, booked.json().insertedId),
    );
    expect(a.statusCode, a.body).toBe(200);
    expect(paid.statusCode, paid.message).toBe(200);
    expect(await offerStates(t, listing.id)).toEqual(['lost']);
    const mine = (await call(buyer, 'GET', `/bookings/${a.json().bookingId}`)).json();
    expect(mine).toMatchObject({ soldToOther: true, price: 300 });
    // Once it is sold, an accept is refused.
    const late = (await offer(t, other, listing.id, 300)).statusCode;
    expect(late).toBe(409);
  });

  test('the seller changes the price while the accept writes: the accept holds at the agreed price', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const id = (await offer(t, buyer, listing.id, 300)).json()._id;
    const [a, edited] = await race(
      () => call(seller, 'POST', `/offers/${id}/accept`),
      () => call(seller, 'PUT', `/products/${listing.id}/price`, { resalePrice: 380 }),
    );
    expect(a.statusCode, a.body).toBe(200);
    expect(edited.statusCode, edited.body).toBe(200);
    const booking = (await call(buyer, 'GET', `/bookings/${a.json().bookingId}`)).json();
    expect(booking.price).toBe(300);
  });
});
