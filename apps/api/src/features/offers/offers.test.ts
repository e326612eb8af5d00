import { describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { liveEvents, payments } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { mailOf, offer, offerBell, offerSetUp, offerStates } from '../../test/offers.ts';
import { CHECKED, payFor, type Call, runJobAhead } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { handoverAt, useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
let offsetMs = 0;
useTestApp(
  (...app) => ([t, call] = app),
  {},
  handoverAt(() => offsetMs),
);

describe('making an offer', () => {
  test('a buyer offers below the asking price: the seller hears of it in the bell, live and by mail', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const res = await offer(t, buyer, listing.id, 300);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'open', price: 300, askingPrice: 400 });
    expect(await offerBell(t, seller)).toEqual([`New offer: $300.00 for ${listing.productName}`]);
    const live = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.userId, seller.user.id));
    expect(live.map((e) => e.type)).toContain('notification');
    expect(await mailOf(t, seller, 'offer-received')).toHaveLength(1);
    const received = (await call(seller, 'GET', '/offers/received')).json();
    expect(received).toMatchObject([{ _id: res.json()._id, buyerName: 'Bea Buyer', price: 300 }]);
  });

  test('the price is at least half the asking price and below it; the 400 names the field', async () => {
    const { buyer, listing } = await offerSetUp(t);
    const low = await offer(t, buyer, listing.id, 199.99);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      field: 'price',
      message: expect.stringContaining('$200.00'),
    });
    const high = await offer(t, buyer, listing.id, 400);
    expect(high.statusCode).toBe(400);
    expect(high.json().field).toBe('price');
    expect(await offerStates(t, listing.id)).toEqual([]);
    expect((await offer(t, buyer, listing.id, 200)).statusCode).toBe(201);
  });

  test('one open offer per buyer and listing; the seller cannot offer on their own phone', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    expect((await offer(t, buyer, listing.id, 300)).statusCode).toBe(201);
    const again = await offer(t, buyer, listing.id, 310);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have an open offer/);
    expect((await offer(t, seller, listing.id, 300)).statusCode).toBe(403);
    expect((await offer(t, null as never, listing.id, 300)).statusCode).toBe(401);
  });

  test('offers turned off: refused, and the terms say so', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const off = await call(seller, 'PUT', `/offer-settings/${listing.id}`, {
      enabled: false,
      floor: null,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(buyer, 'GET', `/offer-terms/${listing.id}`)).json()).toMatchObject({
      accepting: false,
    });
    const res = await offer(t, buyer, listing.id, 300);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The seller does not take offers on this phone.');
  });

  test('below the floor: declined at once, the buyer told, the floor never shown', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    await call(seller, 'PUT', `/offer-settings/${listing.id}`, { enabled: true, floor: 351.37 });
    const terms = await call(buyer, 'GET', `/offer-terms/${listing.id}`);
    expect(terms.body).not.toMatch(/351\.37|35137/);
    expect(terms.json()).toMatchObject({ accepting: true, minimum: 200, askingPrice: 400 });
    expect((await call(buyer, 'GET', `/offer-settings/${listing.id}`)).statusCode).toBe(403);
    const res = await offer(t, buyer, listing.id, 300);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'declined', status: 'Declined' });
    expect(res.body).not.toMatch(/351\.37|35137/);
    expect(await offerBell(t, buyer)).toEqual([`Offer declined: ${listing.productName}`]);
    expect(await offerBell(t, seller)).toEqual([]);
    // Declined offers do not block a new one, and one at the floor stays open.
    expect((await offer(t, buyer, listing.id, 351.37)).json().state).toBe('open');
  });

  test('a floor at or above the asking price is a 400 naming it', async () => {
    const { seller, listing } = await offerSetUp(t);
    const res = await call(seller, 'PUT', `/offer-settings/${listing.id}`, {
      enabled: true,
      floor: 400,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('floor');
  });
});

describe('answering an offer', () => {
  test('counter, then the buyer accepts: a booking at the agreed price, paid and handed over at it', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const id = (await offer(t, buyer, listing.id, 300)).json()._id;
    const tooLow = await call(seller, 'POST', `/offers/${id}/counter`, { price: 300 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().field).toBe('price');
    expect((await call(buyer, 'POST', `/offers/${id}/counter`, { price: 350 })).statusCode).toBe(
      403,
    );
    const countered = await call(seller, 'POST', `/offers/${id}/counter`, { price: 350 });
    expect(countered.json()).toMatchObject({ state: 'countered', counterPrice: 350 });
    expect(await offerBell(t, buyer)).toEqual([
      `Counter-offer: $350.00 for ${listing.productName}`,
    ]);
    expect(await mailOf(t, buyer, 'offer-countered')).toHaveLength(1);
    // The seller cannot accept their own counter.
    expect((await call(seller, 'POST', `/offers/${id}/accept`)).statusCode).toBe(409);

    const accepted = await call(buyer, 'POST', `/offers/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bookingId = accepted.json().bookingId as string;
    expect(await offerBell(t, seller)).toContain(`Counter-offer accepted: ${listing.productName}`);
    const booking = (await call(buyer, 'GET', `/bookings/${bookingId}`)).json();
    expect(booking).toMatchObject({ price: 350, paid: false });

    const paid = await payFor(t, buyer, bookingId);
    expect(paid.statusCode, paid.message).toBe(200);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    expect(payment!.priceCents).toBe(35_000);
    const code = (await call(buyer, 'POST', `/bookings/${bookingId}/checklist`, CHECKED)).json()
      .code;
    expect((await call(seller, 'POST', `/orders/${bookingId}/handover`, { code })).statusCode).toBe(
      200,
    );
    const receipt = await call(buyer, 'GET', `/bookings/${bookingId}/receipt`);
    expect(receipt.json().price).toBe(350);
  });

  test('the seller accepts: booked at the offer; the buyer’s unpaid booking takes that price', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const booked = await call(buyer, 'POST', '/booking', {
      product_id: listing.id,
      number: '01711000000',
      place: 'Banani 11',
    });
    const id = (await offer(t, buyer, listing.id, 320)).json()._id;
    const res = await call(seller, 'POST', `/offers/${id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookingId).toBe(booked.json().insertedId);
    const bookings = (await call(buyer, 'GET', '/bookings')).json();
    expect(bookings).toMatchObject([{ price: 320, place: 'Banani 11' }]);
    expect(await offerBell(t, buyer)).toEqual([`Offer accepted: ${listing.productName}`]);
  });

  test('decline and withdraw reach the other side; the buyer withdraws rather than declines an open offer', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const first = (await offer(t, buyer, listing.id, 300)).json()._id;
    expect((await call(buyer, 'POST', `/offers/${first}/decline`)).statusCode).toBe(409);
    expect((await call(buyer, 'POST', `/offers/${first}/withdraw`)).json().state).toBe('withdrawn');
    expect(await offerBell(t, seller)).toContain(`Offer withdrawn: ${listing.productName}`);
    const second = (await offer(t, buyer, listing.id, 310)).json()._id;
    expect((await call(seller, 'POST', `/offers/${second}/decline`)).json().state).toBe('declined');
    expect(await offerBell(t, buyer)).toEqual([`Offer declined: ${listing.productName}`]);
    const again = await call(seller, 'POST', `/offers/${second}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer was declined.');
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    expect((await call(stranger, 'POST', `/offers/${second}/decline`)).statusCode).toBe(404);
  });

  test('an accept after the seller changed the price is refused with a sentence', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const id = (await offer(t, buyer, listing.id, 300)).json()._id;
    const edited = await call(seller, 'PUT', `/products/${listing.id}/price`, { resalePrice: 380 });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await call(seller, 'POST', `/offers/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed the price of .* to \$380\.00 after this offer/);
    expect(await offerStates(t, listing.id)).toEqual(['open']);
  });

  test('the phone paid for by another buyer: open offers are lost and their buyers told', async () => {
    const { buyer, listing } = await offerSetUp(t);
    await offer(t, buyer, listing.id, 300);
    const other = await signUpAs(t, { accountType: 'buyer' });
    const booked = await call(other, 'POST', '/booking', {
      product_id: listing.id,
      number: '01711000000',
      place: 'Gulshan 2',
    });
    expect((await payFor(t, other, booked.json().insertedId)).statusCode).toBe(200);
    expect(await offerStates(t, listing.id)).toEqual(['lost']);
    expect(await offerBell(t, buyer)).toEqual([`Offer ended: ${listing.productName}`]);
    expect((await offer(t, buyer, listing.id, 300)).statusCode).toBe(409);
  });
});

describe('the buyer books the phone at the asking price instead', () => {
  test('their own open offer is withdrawn when they pay, and no "Offer ended" tells them otherwise', async () => {
    const { buyer, listing } = await offerSetUp(t);
    await offer(t, buyer, listing.id, 300);
    const booked = await call(buyer, 'POST', '/booking', {
      product_id: listing.id,
      number: '01711000000',
      place: 'Gulshan 2',
    });
    expect((await payFor(t, buyer, booked.json().insertedId)).statusCode).toBe(200);
    expect(await offerStates(t, listing.id)).toEqual(['withdrawn']);
    expect(await offerBell(t, buyer)).toEqual([]);
    expect(await mailOf(t, buyer, 'offer-lost')).toHaveLength(0);
  });
});

describe('expiry after 48 hours', () => {
  const runDue = (hours: number) =>
    runJobAhead(t, 'offer-expire', hours * 60 * 60 * 1000 + 60_000, (ms) => (offsetMs = ms));

  test('an unanswered offer expires once, both sides told; running the job again changes nothing', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const id = (await offer(t, buyer, listing.id, 300)).json()._id;
    await runDue(47);
    expect(await offerStates(t, listing.id)).toEqual(['open']);
    await runDue(48);
    expect(await offerStates(t, listing.id)).toEqual(['expired']);
    await t.database.db.execute(
      sql`update pgboss.job set state = 'created', start_after = now() where name = 'offer-expire' and data->>'offerId' = ${id}`,
    );
    await t.app.jobs.drain();
    expect(await offerBell(t, buyer)).toEqual([`Offer expired: ${listing.productName}`]);
    expect(await offerBell(t, seller)).toEqual([
      `New offer: $300.00 for ${listing.productName}`,
      `Offer expired: ${listing.productName}`,
    ]);
    expect((await call(seller, 'POST', `/offers/${id}/accept`)).json().message).toBe(
      'This offer expired.',
    );
  });

  test('a counter gives the buyer 48 hours from then; the first job finds it moved on', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const id = (await offer(t, buyer, listing.id, 300)).json()._id;
    offsetMs = 24 * 60 * 60 * 1000;
    await call(seller, 'POST', `/offers/${id}/counter`, { price: 350 });
    offsetMs = 0;
    await runDue(49);
    expect(await offerStates(t, listing.id)).toEqual(['countered']);
    await runDue(73);
    expect(await offerStates(t, listing.id)).toEqual(['expired']);
  });
});
