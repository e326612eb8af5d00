import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  bookings,
  conversations,
  handovers,
  notifications,
  payments,
  reviews,
  savedSearches,
} from '../db/schema.ts';
import { sessionCookieOf, TEST_PASSWORD, type SignedUp } from './auth.ts';
import { createListing } from './factories.ts';
import { type TestContext } from './test-app.ts';

// Who calls, and the objects the access matrix's rows act on (access-matrix.test.ts).

export type Who = 'anonymous' | 'buyer' | 'seller' | 'admin';
export const WHO: Who[] = ['anonymous', 'buyer', 'seller', 'admin'];
export const EVERYONE: Who[] = WHO;
export const SIGNED_IN: Who[] = ['buyer', 'seller', 'admin'];
export const NOBODY: Who[] = [];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Request {
  url: string;
  payload?: unknown;
  /** Which credential the call carries: the bearer token (default) or the session cookie. */
  credential?: 'bearer' | 'cookie';
  /** A session cookie of its own instead of the caller's (so that signing out ends only it). */
  cookie?: string | null;
  headers?: Record<string, string>;
}

export interface World {
  t: TestContext;
  /** The caller, null when anonymous. */
  me: SignedUp | null;
  /** Someone of the same role as the caller (another buyer, another seller …). */
  peer: SignedUp;
  otherSeller: SignedUp;
  otherBuyer: SignedUp;
}

export interface Row {
  method: Method;
  /** The route as registered (`/api/users/seller/:email`). */
  route: string;
  /** Which situation, when one route has several rows. */
  case?: string;
  /** Whose object the call is about: the caller's own, or another user's of the same role. */
  object?: 'own' | 'peer';
  allowed: Who[];
  /**
   * What a signed-in caller who may not gets: 403, or 404 where even the object's existence is
   * private (someone else's conversation).
   */
  othersGet?: 403 | 404;
  request(w: World): Promise<Request> | Request;
}

export const unique = () => crypto.randomBytes(4).toString('hex');
export const emailOf = (w: World) => w.me?.user.email ?? 'anonymous@example.test';
export const owner = (a: SignedUp) => ({ id: a.user.id, name: a.user.name, email: a.user.email });

/** A listing of the caller when they are a seller, else of another seller. */
export const listingOfMine = async (w: World) =>
  createListing(w.t.database.db, owner(w.me?.user.accountType === 'seller' ? w.me : w.otherSeller));
export const listingOfOther = async (w: World) =>
  createListing(w.t.database.db, owner(w.otherSeller));

/** A booking by the caller when they are a buyer, else by another buyer. */
export async function bookingOfMine(w: World) {
  const buyer = w.me?.user.accountType === 'buyer' ? w.me : w.otherBuyer;
  return bookingBy(w, buyer);
}
export async function bookingBy(w: World, buyer: SignedUp) {
  return bookingOn(w, await listingOfOther(w), buyer);
}
export async function bookingOn(
  w: World,
  listing: Awaited<ReturnType<typeof createListing>>,
  buyer: SignedUp,
) {
  const [row] = await w.t.database.db
    .insert(bookings)
    .values({
      listingId: listing.id,
      buyerId: buyer.user.id,
      name: buyer.user.name,
      email: buyer.user.email,
      productName: listing.productName,
      photo: listing.productPhoto,
      priceCents: listing.resalePriceCents,
      number: '+8801711000000',
      place: 'Dhaka',
    })
    .returning();
  return row!;
}

/** A notification of this account (the caller's, or a peer's). */
export async function notificationOf(w: World, account: SignedUp | null) {
  const [row] = await w.t.database.db
    .insert(notifications)
    .values({
      userId: (account ?? w.otherBuyer).user.id,
      kind: 'booking',
      title: 'New booking',
      body: 'Someone booked your phone.',
      link: '/deshboard/order',
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** A saved search of this account (the caller's, or a peer's). */
export async function savedSearchOf(w: World, account: SignedUp | null) {
  const [row] = await w.t.database.db
    .insert(savedSearches)
    .values({
      userId: (account ?? w.otherBuyer).user.id,
      query: { q: 'pixel' },
      queryKey: `q=pixel-${unique()}`,
    })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** A booking by another buyer on the caller's listing (the caller's order, when a seller). */
export async function orderOfMine(w: World) {
  const listing = await listingOfMine(w);
  return bookingOn(w, listing, w.otherBuyer);
}

/** A second session of the same account. */
export async function freshSession(w: World, account: SignedUp): Promise<string | null> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.user.email, password: TEST_PASSWORD },
  });
  return sessionCookieOf(res);
}

/** A booking of the caller's (or another buyer's) whose payment the server has recorded. */
export async function paidBookingOfMine(w: World) {
  return paidBookingBy(w, w.me?.user.accountType === 'buyer' ? w.me : w.otherBuyer);
}
export async function paidBookingBy(w: World, buyer: SignedUp) {
  const booking = await bookingBy(w, buyer);
  const transactionId = `pi_${unique()}`;
  await w.t.database.db
    .update(bookings)
    .set({ isPaid: true, state: 'held', transactionId, paidAt: new Date() })
    .where(eq(bookings.id, booking.id));
  await w.t.database.db.insert(payments).values({
    bookingId: booking.id,
    priceCents: booking.priceCents,
    transactionId,
    email: booking.email,
  });
  await w.t.database.db.insert(handovers).values({ bookingId: booking.id, code: '123456' });
  return booking;
}

/** A paid (held) booking by another buyer on the caller's listing, or on another seller's. */
export async function paidOrderOf(w: World, seller: SignedUp) {
  const booking = await bookingOn(
    w,
    await createListing(w.t.database.db, owner(seller)),
    w.otherBuyer,
  );
  const transactionId = `pi_${unique()}`;
  await w.t.database.db
    .update(bookings)
    .set({ isPaid: true, state: 'held', transactionId, paidAt: new Date() })
    .where(eq(bookings.id, booking.id));
  await w.t.database.db.insert(handovers).values({ bookingId: booking.id, code: '123456' });
  return booking;
}
export const paidOrderOfMine = (w: World) =>
  paidOrderOf(w, w.me?.user.accountType === 'seller' ? w.me : w.otherSeller);

/** A visible review of `subject`, by another buyer after a completed sale. */
export async function reviewOf(w: World, subject: SignedUp) {
  const booking = await bookingBy(w, w.otherBuyer);
  await w.t.database.db
    .update(bookings)
    .set({ state: 'completed', isPaid: true, completedAt: new Date() })
    .where(eq(bookings.id, booking.id));
  const [row] = await w.t.database.db
    .insert(reviews)
    .values({
      bookingId: booking.id,
      authorId: w.otherBuyer.user.id,
      subjectId: subject.user.id,
      authorRole: 'buyer',
      stars: 4,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/** A conversation about another seller's listing, of the caller (any role) or of another buyer. */
export async function conversationOf(w: World, buyer: SignedUp) {
  const listing = await listingOfOther(w);
  const [row] = await w.t.database.db
    .insert(conversations)
    .values({
      listingId: listing.id,
      buyerId: buyer.user.id,
      sellerId: w.otherSeller.user.id,
      productName: listing.productName,
      productPhoto: listing.productPhoto,
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/** Rows for a route about one conversation: the caller's own, and two other people's (a 404). */
