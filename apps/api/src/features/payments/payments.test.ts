import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfirmAnswer } from '@resale-zone/contract/payments';
import { Booking } from '@resale-zone/contract/bookings';
import { bookings, listings, payments } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { book, requestBooking } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
// Widens the window between verifying a payment and writing it (security.md item 23).
let raceDelayMs = 0;
// Runs between finding a payment's intent and asking the provider about it.
let beforeProviderCheck: (() => Promise<void>) | undefined;
beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      payments: {
        beforeWrite: () => new Promise((r) => setTimeout(r, raceDelayMs)),
        beforeProviderCheck: async () => beforeProviderCheck?.(),
      },
    },
  );
});
afterAll(() => t.close());

const asSeller = (s: SignedUp) => ({ id: s.user.id, name: s.user.name, email: s.user.email });
const card = { expiry: '12/34', cvc: '123', postalCode: '10001' };

async function bookedPhone(priceCents = 38_900) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer' });
  const listing = await createListing(t.database.db, asSeller(seller), {
    resalePriceCents: priceCents,
  });
  const bookingId = await book(t, buyer, listing.id, 'Banani');
  return { seller, buyer, listing, bookingId };
}

async function intentFor(buyer: SignedUp, bookingId: string, price?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { bookingId, ...(price === undefined ? {} : { price }) },
  });
}

async function confirmCard(buyer: SignedUp, clientSecret: string, cardNumber: string, extra = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers: buyer.headers,
    payload: { clientSecret, cardNumber, ...card, ...extra },
  });
  return ConfirmAnswer.parse(res.json());
}

async function pay(buyer: SignedUp, bookingId: string, cardNumber = '4242 4242 4242 4242') {
  const { clientSecret } = (await intentFor(buyer, bookingId)).json();
  const confirmed = await confirmCard(buyer, clientSecret, cardNumber);
  return { clientSecret, confirmed };
}

const record = (buyer: SignedUp, bookingId: string, transactionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: buyer.headers,
    payload: { bookingId, transactionId, price: 1, email: buyer.user.email },
  });

describe('test mode: the happy path of spec section 4', () => {
  test('a buyer pays with 4242…: the payment is recorded, the booking paid, the phone sold and gone from the lists', async () => {
    const { buyer, listing, bookingId } = await bookedPhone(38_950);
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ mode: 'test' });

    const { confirmed } = await pay(buyer, bookingId);
    expect('paymentIntent' in confirmed && confirmed.paymentIntent).toMatchObject({
      status: 'requires_capture',
      amount: 38_950,
    });
    const transactionId = 'paymentIntent' in confirmed ? confirmed.paymentIntent.id : '';

    const res = await record(buyer, bookingId, transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().insertedId).toEqual(expect.any(String));

    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    // The client's price (1) and email are ignored: the server's amount and the booking's email.
    expect(payment).toMatchObject({ transactionId, priceCents: 38_950, email: buyer.user.email });
    const booking = Booking.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/${bookingId}`,
          headers: buyer.headers,
        })
      ).json(),
    );
    // The spec's Paid, and beside it where the money is: held, not taken, until the handover.
    expect(booking).toMatchObject({
      paid: true,
      transactionId,
      state: 'held',
      status: 'Payment held until the handover',
    });
    const category = (await t.app.inject({ method: 'GET', url: '/api/categories/iphone' })).json();
    expect(category.some((p: { _id: string }) => p._id === listing.id)).toBe(false);

    const paidMark = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/paid/${listing.id}`,
      headers: buyer.headers,
    });
    expect(paidMark.statusCode).toBe(200);
  });

  test.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
  ])('card %s is refused with "%s" and the booking stays unpaid', async (number, message) => {
    const { buyer, bookingId } = await bookedPhone();
    const { confirmed } = await pay(buyer, bookingId, number);
    expect('error' in confirmed && confirmed.error.message).toBe(message);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.isPaid).toBe(false);
  });

  test('a past expiry and a bad CVC are refused in the provider wording', async () => {
    const { buyer, bookingId } = await bookedPhone();
    const { clientSecret } = (await intentFor(buyer, bookingId)).json();
    const past = await confirmCard(buyer, clientSecret, '4242424242424242', { expiry: '01/20' });
    expect('error' in past && past.error.message).toBe(
      "Your card's expiration year is in the past.",
    );
    const cvc = await confirmCard(buyer, clientSecret, '4242424242424242', { cvc: '1' });
    expect('error' in cvc && cvc.error.message).toBe("Your card's security code is incomplete.");
  });
});

describe('the server decides what is paid', () => {
  test('a price that disagrees with the booking is refused; the same booking reuses its intent', async () => {
    const { buyer, bookingId } = await bookedPhone(50_000);
    const wrong = await intentFor(buyer, bookingId, 1);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('price');
    const a = (await intentFor(buyer, bookingId, 500)).json().clientSecret;
    const b = (await intentFor(buyer, bookingId)).json().clientSecret;
    expect(a).toBe(b);
  });

  test("an invented transaction id, an unconfirmed intent and another booking's intent change nothing", async () => {
    const { buyer, bookingId } = await bookedPhone();
    const other = await bookedPhone();
    expect((await record(buyer, bookingId, 'pi_invented_123')).statusCode).toBe(400);
    const { clientSecret } = (await intentFor(buyer, bookingId)).json();
    const intentId = clientSecret.split('_secret_')[0];
    expect((await record(buyer, bookingId, intentId)).statusCode).toBe(409);
    const otherPaid = await pay(other.buyer, other.bookingId);
    const otherIntent =
      'paymentIntent' in otherPaid.confirmed ? otherPaid.confirmed.paymentIntent.id : '';
    expect((await record(buyer, bookingId, otherIntent)).statusCode).toBe(400);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId)),
    ).toHaveLength(0);
  });

  test("nobody pays for someone else's booking, a deleted booking or a paid one", async () => {
    const { buyer, bookingId } = await bookedPhone();
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    expect((await intentFor(stranger, bookingId)).statusCode).toBe(403);
    const seller = await signUpAs(t, { accountType: 'seller' });
    expect((await intentFor(seller, bookingId)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          payload: { bookingId },
        })
      ).statusCode,
    ).toBe(401);

    const { confirmed } = await pay(buyer, bookingId);
    const id = 'paymentIntent' in confirmed ? confirmed.paymentIntent.id : '';
    expect((await record(stranger, bookingId, id)).statusCode).toBe(403);
    expect((await record(buyer, bookingId, id)).statusCode).toBe(200);
    expect((await intentFor(buyer, bookingId)).statusCode).toBe(409);

    const gone = await bookedPhone();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${gone.bookingId}`,
      headers: gone.buyer.headers,
    });
    expect((await intentFor(gone.buyer, gone.bookingId)).statusCode).toBe(404);
  });
});

describe('integrity under concurrency (widened race window)', () => {
  test('20 identical confirmations leave one payment row and one paid booking', async () => {
    const { buyer, bookingId } = await bookedPhone();
    const { confirmed } = await pay(buyer, bookingId);
    const id = 'paymentIntent' in confirmed ? confirmed.paymentIntent.id : '';
    raceDelayMs = 40;
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => record(buyer, bookingId, id)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.json().insertedId)).size).toBe(1);
    } finally {
      raceDelayMs = 0;
    }
    expect(
      await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId)),
    ).toHaveLength(1);
  });

  test('the seller deletes the phone while its payment is recorded: the sale or the deletion, never both', async () => {
    for (const delayMs of [0, 40]) {
      const { seller, buyer, listing, bookingId } = await bookedPhone();
      const { confirmed } = await pay(buyer, bookingId);
      const id = 'paymentIntent' in confirmed ? confirmed.paymentIntent.id : '';
      raceDelayMs = delayMs;
      let answers;
      try {
        answers = await Promise.all([
          record(buyer, bookingId, id),
          t.app.inject({
            method: 'DELETE',
            url: `/api/products/${listing.id}`,
            headers: seller.headers,
          }),
        ]);
      } finally {
        raceDelayMs = 0;
      }
      const [paid, deleted] = answers.map((a) => a.statusCode);
      const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
      const recorded = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId));
      if (paid === 200) {
        expect(deleted, `delay ${delayMs} ms`).toBe(409);
        expect(row?.isSold).toBe(true);
        expect(recorded).toHaveLength(1);
      } else {
        // The deletion took the unpaid booking with it: the payment is refused, no sale made.
        expect([deleted, paid], `delay ${delayMs} ms`).toEqual([200, 404]);
        expect(answers[0]!.json().message).toMatch(/^This booking (does not|no longer) exists?\./);
        expect(row).toBeUndefined();
        expect(recorded).toHaveLength(0);
      }
    }
  });

  test('the phone deleted between finding the payment and asking the provider: told the booking is gone (404), nothing sold', async () => {
    const { seller, buyer, listing, bookingId } = await bookedPhone();
    const { confirmed } = await pay(buyer, bookingId);
    const id = 'paymentIntent' in confirmed ? confirmed.paymentIntent.id : '';
    beforeProviderCheck = async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${listing.id}`,
        headers: seller.headers,
      });
      expect(res.statusCode).toBe(200);
    };
    let answer;
    try {
      answer = await record(buyer, bookingId, id);
    } finally {
      beforeProviderCheck = undefined;
    }
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/^This booking no longer exists\./);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId)),
    ).toHaveLength(0);
  });

  test('two buyers paying for the same phone at once: exactly one hold, the other released and told', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const buyers = [
      await signUpAs(t, { accountType: 'buyer' }),
      await signUpAs(t, { accountType: 'buyer' }),
    ];
    const paid: { buyer: SignedUp; bookingId: string; id: string }[] = [];
    for (const buyer of buyers) {
      const booking = await requestBooking(t.app, buyer, listing.id, 'Uttara');
      const bookingId = booking.json().insertedId;
      const { confirmed } = await pay(buyer, bookingId);
      paid.push({
        buyer,
        bookingId,
        id: 'paymentIntent' in confirmed ? confirmed.paymentIntent.id : '',
      });
    }
    raceDelayMs = 40;
    let answers;
    try {
      answers = await Promise.all(paid.map((p) => record(p.buyer, p.bookingId, p.id)));
    } finally {
      raceDelayMs = 0;
    }
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().message).toMatch(/sold to another buyer.*released: nothing was charged/);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.isSold).toBe(true);
    const rows = await t.database.db.select().from(payments);
    expect(rows.filter((p) => paid.some((x) => x.bookingId === p.bookingId))).toHaveLength(1);
  });

  test('once a phone is sold, another buyer is refused before any charge', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(t.database.db, asSeller(seller));
    const [first, second] = [
      await signUpAs(t, { accountType: 'buyer' }),
      await signUpAs(t, { accountType: 'buyer' }),
    ];
    const bookingOf = async (b: SignedUp) =>
      (await requestBooking(t.app, b, listing.id, 'x')).json().insertedId;
    const firstBooking = await bookingOf(first);
    const secondBooking = await bookingOf(second);
    const secondSecret = (await intentFor(second, secondBooking)).json().clientSecret;
    const { confirmed } = await pay(first, firstBooking);
    await record(
      first,
      firstBooking,
      'paymentIntent' in confirmed ? confirmed.paymentIntent.id : '',
    );

    const late = await confirmCard(second, secondSecret, '4242424242424242');
    expect('error' in late && late.error.message).toBe(
      'This phone has already been sold. You have not been charged.',
    );
    const view = Booking.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/${secondBooking}`,
          headers: second.headers,
        })
      ).json(),
    );
    expect(view.soldToOther).toBe(true);
    expect((await intentFor(second, secondBooking)).statusCode).toBe(409);
  });
});
