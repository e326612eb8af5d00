import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { bookings, listings, users } from '../db/schema.ts';
import { ConfirmAnswer } from '@resale-zone/contract/payments';
import { signUpAs, type SignedUp } from './auth.ts';
import { createListing } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** The set-up of the payment and handover suites: a booked phone, paid (held) in test mode. */
export const asSeller = (s: SignedUp) => ({
  id: s.user.id,
  name: s.user.name,
  email: s.user.email,
});

/** An API call as someone (or nobody): Fastify's injected request and its answer. */
export const caller =
  (t: TestContext) =>
  (
    who: SignedUp | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? {}, payload });
export type Call = ReturnType<typeof caller>;

export async function bookedPhone(
  t: TestContext,
  listing: Parameters<typeof createListing>[2] = {},
) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer' });
  const phone = await createListing(t.database.db, asSeller(seller), listing);
  const bookingId = await book(t, buyer, phone.id, 'Banani 11, the coffee shop');
  return { seller, buyer, listing: phone, bookingId };
}
/** A seller whose address is verified (so that mail reaches them), with a phone listed. */
export async function verifiedSellerWithPhone(
  t: TestContext,
  listing: Parameters<typeof createListing>[2] = {},
) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  await t.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.id, seller.user.id));
  return { seller, listing: await createListing(t.database.db, asSeller(seller), listing) };
}

/**
 * The row of a booking of `phone` by `buyer`, open and not paid unless `fields` say otherwise, to
 * write straight into the database.
 */
export const bookingRow = (
  phone: Awaited<ReturnType<typeof createListing>>,
  buyer: SignedUp,
  fields: Partial<typeof bookings.$inferInsert> = {},
): typeof bookings.$inferInsert => ({
  listingId: phone.id,
  buyerId: buyer.user.id,
  name: buyer.user.name,
  email: buyer.user.email,
  productName: phone.productName,
  photo: phone.productPhoto,
  priceCents: phone.resalePriceCents,
  number: '01711000000',
  place: 'Banani',
  ...fields,
});

/**
 * The row of a booking of `phone` by `buyer`, paid and completed as the handover leaves it, to
 * write straight into the database.
 */
export const completedBookingRow = (
  phone: Awaited<ReturnType<typeof createListing>>,
  buyer: SignedUp,
  completedAt = new Date(),
) => bookingRow(phone, buyer, { isPaid: true, state: 'completed', completedAt });

/** A phone booked and not yet paid, as `bookedPhone` answers it. */
export type BookedSale = Awaited<ReturnType<typeof bookedPhone>>;

/** The buyer's booking request to `app` (`POST /api/booking`), to meet at `place`: its answer. */
export const requestBooking = (
  app: FastifyInstance,
  buyer: SignedUp,
  listingId: string,
  place: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: buyer.headers,
    payload: { product_id: listingId, number: '01711000000', place },
  });

/** The buyer books the phone (to meet at `place`); answers the booking's id. */
export async function book(t: TestContext, buyer: SignedUp, listingId: string, place: string) {
  const res = await caller(t)(buyer, 'POST', '/booking', {
    product_id: listingId,
    number: '01711000000',
    place,
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().insertedId as string;
}

/** Confirms a test card for a booking at the provider (nothing recorded yet): its id, or the refusal. */
async function confirmAtProvider(
  t: TestContext,
  buyer: SignedUp,
  bookingId: string,
): Promise<{ transactionId: string } | { statusCode: number; message: string }> {
  const call = caller(t);
  const intent = await call(buyer, 'POST', '/create-payment-intent', { bookingId });
  if (intent.statusCode !== 200)
    return { statusCode: intent.statusCode, message: intent.json().message as string };
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
  if (!('paymentIntent' in confirmed)) return { statusCode: 402, message: confirmed.error.message };
  return { transactionId: confirmed.paymentIntent.id };
}

/** The buyer has paid at the provider (a card held); answers the request that records it. */
export async function paidAtProvider(t: TestContext, buyer: SignedUp, bookingId: string) {
  const confirmed = await confirmAtProvider(t, buyer, bookingId);
  if (!('transactionId' in confirmed))
    throw new Error(`payment failed: ${confirmed.statusCode} ${confirmed.message}`);
  const { transactionId } = confirmed;
  return () => caller(t)(buyer, 'POST', '/payments', { bookingId, transactionId });
}

/** Pays a booking with a test card; answers the transaction id, or the refusal. */
export async function payFor(t: TestContext, buyer: SignedUp, bookingId: string) {
  const confirmed = await confirmAtProvider(t, buyer, bookingId);
  if (!('transactionId' in confirmed)) return { ...confirmed, transactionId: undefined };
  const { transactionId } = confirmed;
  const recorded = await caller(t)(buyer, 'POST', '/payments', { bookingId, transactionId });
  return {
    statusCode: recorded.statusCode,
    message: recorded.json().message as string,
    transactionId,
  };
}

/** A phone booked and paid: its payment held until the handover. */
export async function heldSale(t: TestContext, listing: Parameters<typeof createListing>[2] = {}) {
  const sale = await bookedPhone(t, listing);
  const paid = await payFor(t, sale.buyer, sale.bookingId);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.message}`);
  return { ...sale, transactionId: paid.transactionId! };
}
/** A phone booked and paid, as `heldSale` answers it. */
export type HeldSale = Awaited<ReturnType<typeof heldSale>>;

export const CHECKED = {
  screen: true,
  cameras: true,
  battery: true,
  sim: true,
  activationLock: true,
};

/** A phone handed over: the buyer checked it, the seller entered the code, the money captured. */
export async function completedSale(
  t: TestContext,
  listing: Parameters<typeof createListing>[2] = {},
) {
  const sale = await heldSale(t, listing);
  const call = caller(t);
  const body = sale.listing.imei ? { ...CHECKED, imei: sale.listing.imei } : CHECKED;
  const checked = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/checklist`, body);
  if (checked.statusCode !== 200) throw new Error(`checklist failed: ${checked.body}`);
  const code = checked.json().code as string;
  const done = await call(sale.seller, 'POST', `/orders/${sale.bookingId}/handover`, { code });
  if (done.statusCode !== 200) throw new Error(`handover failed: ${done.body}`);
  return sale;
}

/** Handed over, then the buyer reports a problem within the 48 hours: a disputed sale. */
export async function disputedSale(
  t: TestContext,
  listing: Parameters<typeof createListing>[2] = {},
) {
  const sale = await completedSale(t, listing);
  const res = await caller(t)(sale.buyer, 'POST', `/bookings/${sale.bookingId}/dispute`, {
    reason: 'other',
    description: 'The battery dies within the hour.',
  });
  if (res.statusCode !== 201) throw new Error(`dispute failed: ${res.body}`);
  return { ...sale, disputeId: res.json()._id as string };
}

const HOLD_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * Moves the handover's clock past a hold's end (the default 5 days) and runs the expiry job:
 * every hold due by then is released. `moveClock` sets the offset of the clock the test context
 * was built with (`handover: { now }`); it is put back to 0 afterwards.
 */
export const expireHolds = (t: TestContext, moveClock: (offsetMs: number) => void) =>
  runJobAhead(t, 'hold-expire', HOLD_MS + 60_000, moveClock);

/**
 * Runs the queued jobs named `job` now, with the clock `moveClock` sets moved `aheadMs` ahead
 * (so that what is due by then is done), then puts the clock back.
 */
export async function runJobAhead(
  t: TestContext,
  job: string,
  aheadMs: number,
  moveClock: (offsetMs: number) => void,
) {
  moveClock(aheadMs);
  try {
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now(), state = 'created' where name = ${job} and state in ('created', 'retry')`,
    );
    await t.app.jobs.drain();
  } finally {
    moveClock(0);
  }
}

/** A sale's rows as they are now: the account of `userId` (one side of it), its phone, its booking. */
export async function saleRows(
  t: TestContext,
  sale: { listing: { id: string }; bookingId: string },
  userId: string,
) {
  const db = t.database.db;
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const [listing] = await db.select().from(listings).where(eq(listings.id, sale.listing.id));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, sale.bookingId));
  return { account, listing, booking };
}
