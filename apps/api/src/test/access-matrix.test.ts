import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  areas,
  blockedImeis,
  bookings,
  brands,
  conversations,
  handovers,
  meetingSpots,
  noShowClaims,
  notifications,
  offers,
  payments,
  reviews,
  savedSearches,
  stolenReports,
} from '../db/schema.ts';
import { CHECKED } from './sales.ts';
import { sessionCookieOf, signUpAs, TEST_PASSWORD, type SignedUp } from './auth.ts';
import { createListing, createUser, imeiWith } from './factories.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Who may call what (product.md §4), for every API endpoint the app registers: anonymous callers
 * get 401, signed-in callers of another role or another person's object 403, the allowed ones
 * neither (nor a 5xx). An endpoint registered without a row here fails the suite: whoever adds an
 * endpoint adds its row.
 *
 * Endpoints that act on someone's object (a listing, booking, payment, wishlist entry, account or
 * a person's list) have two kinds of rows: `object: 'own'`, the caller's own object, and
 * `object: 'peer'`, the same object of another user of the caller's role (the second buyer's
 * booking, the second seller's listing …). Every such endpoint must have both
 * (`OBJECT_ROUTES`).
 */
type Who = 'anonymous' | 'buyer' | 'seller' | 'admin';
const WHO: Who[] = ['anonymous', 'buyer', 'seller', 'admin'];
const EVERYONE: Who[] = WHO;
const SIGNED_IN: Who[] = ['buyer', 'seller', 'admin'];
const NOBODY: Who[] = [];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Request {
  url: string;
  payload?: unknown;
  /** Which credential the call carries: the bearer token (default) or the session cookie. */
  credential?: 'bearer' | 'cookie';
  /** A session cookie of its own instead of the caller's (so that signing out ends only it). */
  cookie?: string | null;
  headers?: Record<string, string>;
}

interface World {
  t: TestContext;
  /** The caller, null when anonymous. */
  me: SignedUp | null;
  /** Someone of the same role as the caller (another buyer, another seller …). */
  peer: SignedUp;
  otherSeller: SignedUp;
  otherBuyer: SignedUp;
}

interface Row {
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

const unique = () => crypto.randomBytes(4).toString('hex');
const emailOf = (w: World) => w.me?.user.email ?? 'anonymous@example.test';
const owner = (a: SignedUp) => ({ id: a.user.id, name: a.user.name, email: a.user.email });

/** A listing of the caller when they are a seller, else of another seller. */
const listingOfMine = async (w: World) =>
  createListing(w.t.database.db, owner(w.me?.user.accountType === 'seller' ? w.me : w.otherSeller));
const areaOf = async (w: World) => {
  const [area] = await w.t.database.db
    .insert(areas)
    .values({ city: 'Dhaka', name: `Area ${unique()}` })
    .returning({ id: areas.id });
  return area!.id;
};
const spotBody = (areaId: string) => ({
  name: 'Police station',
  areaId,
  address: 'Road 1',
  openingHours: 'Open 24 hours',
  note: '',
});
const listingOfOther = async (w: World) => createListing(w.t.database.db, owner(w.otherSeller));

/** A booking by the caller when they are a buyer, else by another buyer. */
async function bookingOfMine(w: World) {
  const buyer = w.me?.user.accountType === 'buyer' ? w.me : w.otherBuyer;
  return bookingBy(w, buyer);
}
async function bookingBy(w: World, buyer: SignedUp) {
  return bookingOn(w, await listingOfOther(w), buyer);
}
async function bookingOn(
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
async function notificationOf(w: World, account: SignedUp | null) {
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
async function savedSearchOf(w: World, account: SignedUp | null) {
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
async function orderOfMine(w: World) {
  const listing = await listingOfMine(w);
  return bookingOn(w, listing, w.otherBuyer);
}

/** A second session of the same account. */
async function freshSession(account: SignedUp): Promise<string | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account.user.email, password: TEST_PASSWORD },
  });
  return sessionCookieOf(res);
}

/** A booking of the caller's (or another buyer's) whose payment the server has recorded. */
async function paidBookingOfMine(w: World) {
  return paidBookingBy(w, w.me?.user.accountType === 'buyer' ? w.me : w.otherBuyer);
}
async function paidBookingBy(w: World, buyer: SignedUp) {
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
async function paidOrderOf(w: World, seller: SignedUp) {
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
const paidOrderOfMine = (w: World) =>
  paidOrderOf(w, w.me?.user.accountType === 'seller' ? w.me : w.otherSeller);

/** A visible review of `subject`, by another buyer after a completed sale. */
async function reviewOf(w: World, subject: SignedUp) {
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
async function conversationOf(w: World, buyer: SignedUp) {
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
function conversationRows(method: Method, path: string, payload?: unknown): Row[] {
  const route = `/api/conversations/:id${path}`;
  return [
    {
      method,
      route,
      case: 'the caller’s conversation',
      object: 'own',
      allowed: SIGNED_IN,
      request: async (w) => ({
        url: `/api/conversations/${await conversationOf(w, w.me ?? w.otherBuyer)}${path}`,
        payload,
      }),
    },
    {
      method,
      route,
      case: 'two other people’s conversation',
      object: 'peer',
      allowed: NOBODY,
      othersGet: 404,
      request: async (w) => ({
        url: `/api/conversations/${await conversationOf(w, w.otherBuyer)}${path}`,
        payload,
      }),
    },
  ];
}

/** Rows for a route about one booking: the caller's own, and another buyer's. */
function bookingRows(
  method: Method,
  path: string,
  allowed: { own: Who[]; peer: Who[] },
  payload?: unknown,
): Row[] {
  const route = `/api/bookings/:id/${path}`;
  return [
    {
      method,
      route,
      case: 'own booking',
      object: 'own',
      allowed: allowed.own,
      request: async (w) => ({
        url: `/api/bookings/${(await paidBookingOfMine(w)).id}/${path}`,
        payload,
      }),
    },
    {
      method,
      route,
      case: 'another buyer’s booking',
      object: 'peer',
      allowed: allowed.peer,
      request: async (w) => ({
        url: `/api/bookings/${(await paidBookingBy(w, w.otherBuyer)).id}/${path}`,
        payload,
      }),
    },
  ];
}

/**
 * Rows for a booking's meeting (features/meetings): its buyer and its seller; anyone else learns
 * nothing of it (404). The caller's own paid booking, and another buyer's.
 */
function meetingRows(method: Method, path: string, payload?: unknown): Row[] {
  const route = `/api/bookings/:id/${path}`;
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const body = payload === 'at' ? { at } : payload;
  return [
    {
      method,
      route,
      case: 'own booking',
      object: 'own',
      allowed: ['buyer'],
      othersGet: 404,
      request: async (w) => ({
        url: `/api/bookings/${(await paidBookingOfMine(w)).id}/${path}`,
        payload: body,
      }),
    },
    {
      method,
      route,
      case: 'another buyer’s booking',
      object: 'peer',
      allowed: NOBODY,
      othersGet: 404,
      request: async (w) => ({
        url: `/api/bookings/${(await paidBookingBy(w, w.otherBuyer)).id}/${path}`,
        payload: body,
      }),
    },
  ];
}

/** A no-show claim the seller made on a buyer's paid booking, waiting for the buyer's answer. */
async function claimOn(w: World, buyer: SignedUp) {
  const booking = await paidBookingBy(w, buyer);
  const [row] = await w.t.database.db
    .insert(noShowClaims)
    .values({
      bookingId: booking.id,
      claimantSide: 'seller',
      claimantId: w.otherSeller.user.id,
      absentId: buyer.user.id,
      meetingAt: new Date(Date.now() - 60 * 60 * 1000),
      statement: 'Nobody came to the shop',
    })
    .returning({ id: noShowClaims.id });
  return row!.id;
}

/** Rows for a seller's move on one order: on the caller's listing, and on another seller's. */
function orderRows(path: string, payload: unknown): Row[] {
  const route = `/api/orders/:id/${path}`;
  return [
    {
      method: 'POST',
      route,
      case: 'an order on the caller’s listing',
      object: 'own',
      allowed: ['seller'],
      request: async (w) => ({
        url: `/api/orders/${(await paidOrderOfMine(w)).id}/${path}`,
        payload,
      }),
    },
    {
      method: 'POST',
      route,
      case: 'an order on another seller’s listing',
      object: 'peer',
      allowed: NOBODY,
      request: async (w) => ({
        url: `/api/orders/${(await paidOrderOf(w, w.otherSeller)).id}/${path}`,
        payload,
      }),
    },
  ];
}

const productBody = (w: World) => ({
  productName: 'Pixel 8',
  sellerName: w.me?.user.name ?? 'Someone',
  productPhoto: '/images/matrix.webp',
  resalePrice: 300,
  orginalPrice: 700,
  location: 'Dhaka',
  categories: 'Iphone',
  condition: 'Good',
  useDuration: '1 year',
  sellerEmail: emailOf(w),
  publishDat: '2026-11-01',
  description: 'Matrix test listing.',
});

/**
 * An offer of $300 on a $399 phone. `seller` owns the phone (else another seller); `buyer` made
 * the offer (else another buyer); countered at $350 when asked.
 */
async function offerOf(
  w: World,
  parts: { buyer?: SignedUp | null; seller?: SignedUp | null; countered?: boolean },
) {
  const listing = await createListing(w.t.database.db, owner(parts.seller ?? w.otherSeller));
  const [row] = await w.t.database.db
    .insert(offers)
    .values({
      listingId: listing.id,
      buyerId: (parts.buyer ?? w.otherBuyer).user.id,
      askingCents: listing.resalePriceCents,
      amountCents: 30_000,
      counterCents: parts.countered ? 35_000 : null,
      state: parts.countered ? 'countered' : 'open',
      expiresAt: new Date(Date.now() + 48 * 3600_000),
    })
    .returning({ id: offers.id });
  return row!.id;
}
const isRole = (w: World, role: Who) => w.me?.user.accountType === role;

/** An offer move: on the caller's side of an offer (own), and on one between two others (peer). */
function offerRows(move: 'accept' | 'decline' | 'withdraw' | 'counter'): Row[] {
  const payload = move === 'counter' ? { price: 350 } : undefined;
  const route = `/api/offers/:id/${move}`;
  const own = async (w: World) => {
    if (move === 'withdraw') return offerOf(w, { buyer: isRole(w, 'admin') ? null : w.me });
    if (isRole(w, 'seller')) return offerOf(w, { seller: w.me });
    // Only the seller counters; the buyer's own offer answers 403, tried in offers.test.ts.
    if (move === 'counter') return offerOf(w, {});
    return offerOf(w, { buyer: isRole(w, 'buyer') ? w.me : null, countered: true });
  };
  const sides: Who[] = move === 'counter' ? ['seller'] : ['buyer', 'seller'];
  return [
    {
      method: 'POST',
      route,
      object: 'own',
      allowed: sides,
      othersGet: 404,
      request: async (w) => ({ url: `/api/offers/${await own(w)}/${move}`, payload }),
    },
    {
      method: 'POST',
      route,
      object: 'peer',
      allowed: NOBODY,
      othersGet: 404,
      request: async (w) => ({ url: `/api/offers/${await offerOf(w, {})}/${move}`, payload }),
    },
  ];
}

const ROWS: Row[] = [
  // Public.
  {
    method: 'GET',
    route: '/api/health',
    allowed: EVERYONE,
    request: () => ({ url: '/api/health' }),
  },
  {
    method: 'GET',
    route: '/api/health/live',
    allowed: EVERYONE,
    request: () => ({ url: '/api/health/live' }),
  },
  // The live stream is anyone's own; asked for JSON it answers 406 instead of streaming for ever.
  {
    method: 'GET',
    route: '/api/live',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/live', headers: { accept: 'application/json' } }),
  },
  // The API's description and its docs page (Swagger UI's files) are public.
  {
    method: 'GET',
    route: '/api/openapi.json',
    allowed: EVERYONE,
    request: () => ({ url: '/api/openapi.json' }),
  },
  {
    method: 'GET',
    route: '/api/docs',
    allowed: EVERYONE,
    request: () => ({ url: '/api/docs' }),
  },
  {
    method: 'GET',
    route: '/api/docs/',
    allowed: EVERYONE,
    request: () => ({ url: '/api/docs/' }),
  },
  {
    method: 'GET',
    route: '/api/docs/json',
    allowed: EVERYONE,
    request: () => ({ url: '/api/docs/json' }),
  },
  {
    method: 'GET',
    route: '/api/docs/yaml',
    allowed: EVERYONE,
    request: () => ({ url: '/api/docs/yaml' }),
  },
  {
    method: 'GET',
    route: '/api/docs/static/index.html',
    allowed: EVERYONE,
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  {
    method: 'GET',
    route: '/api/docs/static/swagger-initializer.js',
    allowed: EVERYONE,
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  {
    method: 'GET',
    route: '/api/docs/*',
    allowed: EVERYONE,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  {
    method: 'GET',
    route: '/api/advertise',
    allowed: EVERYONE,
    request: () => ({ url: '/api/advertise' }),
  },
  {
    method: 'GET',
    route: '/api/categories/:brand',
    allowed: EVERYONE,
    request: () => ({ url: '/api/categories/iphone' }),
  },
  {
    method: 'GET',
    route: '/api/search',
    allowed: EVERYONE,
    request: () => ({ url: '/api/search?q=iphone&sort=price-asc' }),
  },
  {
    method: 'GET',
    route: '/api/products/:id',
    allowed: EVERYONE,
    request: async (w) => ({ url: `/api/products/${(await listingOfOther(w)).id}` }),
  },
  // Identity: the session cookie authorises these.
  {
    method: 'POST',
    route: '/api/auth/sign-up',
    allowed: EVERYONE,
    request: () => ({
      url: '/api/auth/sign-up',
      payload: {
        name: 'New',
        email: `new-${unique()}@example.test`,
        password: TEST_PASSWORD,
        accountType: 'buyer',
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in',
    allowed: EVERYONE,
    request: (w) => ({
      url: '/api/auth/sign-in',
      payload: { email: (w.me ?? w.otherBuyer).user.email, password: TEST_PASSWORD },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/sign-out',
    allowed: EVERYONE,
    request: async (w) => ({
      url: '/api/auth/sign-out',
      credential: 'cookie',
      cookie: w.me ? await freshSession(w.me) : null,
    }),
  },
  {
    method: 'GET',
    route: '/api/auth/session',
    allowed: EVERYONE,
    request: () => ({ url: '/api/auth/session', credential: 'cookie' }),
  },
  {
    method: 'GET',
    route: '/api/auth/providers',
    allowed: EVERYONE,
    request: () => ({ url: '/api/auth/providers' }),
  },
  {
    method: 'GET',
    route: '/api/auth/google/start',
    allowed: EVERYONE,
    request: () => ({ url: '/api/auth/google/start' }),
  },
  {
    method: 'GET',
    route: '/api/auth/google/callback',
    allowed: EVERYONE,
    request: () => ({ url: '/api/auth/google/callback?code=x&state=y' }),
  },
  // Mailed links work without a sign-in (a link may be opened on another device).
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    allowed: EVERYONE,
    request: () => ({ url: '/api/auth/verify-email', payload: { token: 'x'.repeat(43) } }),
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email/resend',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/auth/verify-email/resend' }),
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    allowed: EVERYONE,
    request: (w) => ({ url: '/api/auth/forgot-password', payload: { email: emailOf(w) } }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    allowed: EVERYONE,
    request: () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), password: 'a-new-harbour-lantern-7' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password/check',
    allowed: EVERYONE,
    request: () => ({
      url: '/api/auth/reset-password/check',
      payload: { token: 'x'.repeat(43) },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    allowed: SIGNED_IN,
    // A wrong current password (a 400): a right one would end the sessions other rows use.
    request: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not-the-password', newPassword: 'a-new-harbour-lantern-7' },
    }),
  },
  {
    method: 'GET',
    route: '/api/jwt',
    case: 'own email',
    object: 'own',
    allowed: SIGNED_IN,
    request: (w) => ({ url: `/api/jwt?email=${emailOf(w)}`, credential: 'cookie' }),
  },
  {
    method: 'GET',
    route: '/api/jwt',
    case: 'someone else’s email',
    object: 'peer',
    allowed: NOBODY,
    request: (w) => ({ url: `/api/jwt?email=${w.peer.user.email}`, credential: 'cookie' }),
  },
  ...(['seller', 'admin'] as const).flatMap((role): Row[] => [
    {
      method: 'GET',
      route: `/api/users/${role}/:email`,
      case: 'own email',
      object: 'own',
      allowed: SIGNED_IN,
      request: (w) => ({ url: `/api/users/${role}/${emailOf(w)}` }),
    },
    {
      method: 'GET',
      route: `/api/users/${role}/:email`,
      case: 'someone else’s email',
      object: 'peer',
      allowed: ['admin'],
      request: (w) => ({ url: `/api/users/${role}/${w.peer.user.email}` }),
    },
  ]),
  {
    method: 'POST',
    route: '/api/user',
    case: 'own record',
    object: 'own',
    allowed: SIGNED_IN,
    request: (w) => ({
      url: '/api/user',
      payload: { name: 'Me', email: emailOf(w), accountType: 'buyer' },
    }),
  },
  {
    method: 'POST',
    route: '/api/user',
    case: 'someone else’s record',
    object: 'peer',
    allowed: NOBODY,
    request: (w) => ({
      url: '/api/user',
      payload: { name: 'Me', email: w.peer.user.email, accountType: 'buyer' },
    }),
  },
  {
    method: 'POST',
    route: '/api/images',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/images' }),
  },

  // Listings.
  {
    method: 'PUT',
    route: '/api/addproduct/report/:id',
    allowed: SIGNED_IN,
    request: async (w) => ({ url: `/api/addproduct/report/${(await listingOfOther(w)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/reports/mine',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/reports/mine' }),
  },
  {
    method: 'POST',
    route: '/api/addproduct',
    allowed: ['seller'],
    request: (w) => ({ url: '/api/addproduct', payload: productBody(w) }),
  },
  {
    method: 'GET',
    route: '/api/addproduct',
    case: 'own email',
    object: 'own',
    allowed: ['seller'],
    request: (w) => ({ url: `/api/addproduct?email=${emailOf(w)}` }),
  },
  {
    method: 'GET',
    route: '/api/addproduct',
    case: 'another seller’s email',
    object: 'peer',
    allowed: NOBODY,
    request: (w) => ({ url: `/api/addproduct?email=${w.peer.user.email}` }),
  },
  {
    method: 'PUT',
    route: '/api/addproduct/advertise/:id',
    case: 'own listing',
    object: 'own',
    allowed: ['seller'],
    request: async (w) => ({ url: `/api/addproduct/advertise/${(await listingOfMine(w)).id}` }),
  },
  {
    method: 'PUT',
    route: '/api/addproduct/advertise/:id',
    case: 'another seller’s listing',
    object: 'peer',
    allowed: NOBODY,
    request: async (w) => ({ url: `/api/addproduct/advertise/${(await listingOfOther(w)).id}` }),
  },
  // Pause, resume, sold elsewhere (decision 058): the seller of the listing only.
  ...(['pause', 'resume', 'sold-elsewhere'] as const).flatMap((move): Row[] => [
    {
      method: 'PUT',
      route: `/api/addproduct/${move}/:id`,
      case: 'own listing',
      object: 'own',
      allowed: ['seller'],
      request: async (w) => ({ url: `/api/addproduct/${move}/${(await listingOfMine(w)).id}` }),
    },
    {
      method: 'PUT',
      route: `/api/addproduct/${move}/:id`,
      case: 'another seller’s listing',
      object: 'peer',
      allowed: NOBODY,
      request: async (w) => ({ url: `/api/addproduct/${move}/${(await listingOfOther(w)).id}` }),
    },
  ]),
  {
    method: 'DELETE',
    route: '/api/products/:id',
    case: 'own listing',
    object: 'own',
    allowed: ['seller', 'admin'],
    request: async (w) => ({ url: `/api/products/${(await listingOfMine(w)).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    case: 'another seller’s listing',
    object: 'peer',
    allowed: ['admin'],
    request: async (w) => ({ url: `/api/products/${(await listingOfOther(w)).id}` }),
  },
  {
    method: 'PUT',
    route: '/api/addproduct/paid/:id',
    case: 'own booking, payment recorded',
    object: 'own',
    allowed: ['buyer'],
    request: async (w) => ({
      url: `/api/addproduct/paid/${(await paidBookingOfMine(w)).listingId}`,
    }),
  },
  {
    method: 'PUT',
    route: '/api/addproduct/paid/:id',
    case: 'another buyer’s booking, payment recorded',
    object: 'peer',
    allowed: NOBODY,
    request: async (w) => ({
      url: `/api/addproduct/paid/${(await paidBookingBy(w, w.otherBuyer)).listingId}`,
    }),
  },
  {
    method: 'PUT',
    route: '/api/addproduct/paid/:id',
    case: 'own booking, not paid yet',
    allowed: NOBODY,
    request: async (w) => ({ url: `/api/addproduct/paid/${(await bookingOfMine(w)).listingId}` }),
  },

  // Wishlist: always the caller's own list (no route names a buyer);
  // sellers buy too.
  {
    method: 'GET',
    route: '/api/wishlist',
    allowed: ['buyer', 'seller'],
    request: () => ({ url: '/api/wishlist' }),
  },
  {
    method: 'GET',
    route: '/api/wishlist/ids',
    allowed: ['buyer', 'seller'],
    request: () => ({ url: '/api/wishlist/ids' }),
  },
  {
    method: 'PUT',
    route: '/api/wishlist/:id',
    allowed: ['buyer', 'seller'],
    request: async (w) => ({ url: `/api/wishlist/${(await listingOfOther(w)).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/wishlist/:id',
    allowed: ['buyer', 'seller'],
    request: async (w) => ({ url: `/api/wishlist/${(await listingOfOther(w)).id}` }),
  },

  // Bookings and orders.
  {
    method: 'POST',
    route: '/api/booking',
    // People both buy and sell: a seller books other people's phones.
    allowed: ['buyer', 'seller'],
    request: async (w) => ({
      url: '/api/booking',
      payload: {
        product_id: (await listingOfOther(w)).id,
        number: '+8801711000000',
        place: 'Dhaka',
      },
    }),
  },
  {
    method: 'GET',
    route: '/api/bookings',
    case: 'own email',
    object: 'own',
    allowed: SIGNED_IN,
    request: (w) => ({ url: `/api/bookings?email=${emailOf(w)}` }),
  },
  {
    method: 'GET',
    route: '/api/bookings',
    case: 'someone else’s email',
    object: 'peer',
    allowed: ['admin'],
    request: (w) => ({ url: `/api/bookings?email=${w.otherBuyer.user.email}` }),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id',
    case: 'own booking',
    object: 'own',
    allowed: ['buyer', 'admin'],
    request: async (w) => ({ url: `/api/bookings/${(await bookingOfMine(w)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id',
    case: 'another buyer’s booking',
    object: 'peer',
    allowed: ['admin'],
    request: async (w) => ({ url: `/api/bookings/${(await bookingBy(w, w.otherBuyer)).id}` }),
  },
  // A booking's timeline (issue 21): its buyer, its phone's seller, admins; to others it is not there.
  {
    method: 'GET',
    route: '/api/bookings/:id/timeline',
    case: 'own booking',
    object: 'own',
    allowed: ['buyer', 'admin'],
    othersGet: 404,
    request: async (w) => ({ url: `/api/bookings/${(await bookingOfMine(w)).id}/timeline` }),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id/timeline',
    case: 'another buyer’s booking',
    object: 'peer',
    allowed: ['admin'],
    othersGet: 404,
    request: async (w) => ({
      url: `/api/bookings/${(await bookingBy(w, w.otherBuyer)).id}/timeline`,
    }),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id/timeline',
    case: 'a booking on the caller’s listing',
    allowed: ['seller', 'admin'],
    othersGet: 404,
    request: async (w) => ({ url: `/api/bookings/${(await orderOfMine(w)).id}/timeline` }),
  },
  {
    method: 'DELETE',
    route: '/api/booking/:id',
    case: 'own booking',
    object: 'own',
    allowed: ['buyer', 'admin'],
    request: async (w) => ({ url: `/api/booking/${(await bookingOfMine(w)).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/booking/:id',
    case: 'another buyer’s booking',
    object: 'peer',
    allowed: ['admin'],
    request: async (w) => ({ url: `/api/booking/${(await bookingBy(w, w.otherBuyer)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/bookings/:id',
    case: 'a booking on the caller’s listing',
    allowed: ['seller', 'admin'],
    request: async (w) => ({ url: `/api/bookings/${(await orderOfMine(w)).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/booking/:id',
    case: 'a booking on the caller’s listing',
    allowed: ['seller', 'admin'],
    request: async (w) => ({ url: `/api/booking/${(await orderOfMine(w)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/order',
    case: 'own email',
    object: 'own',
    allowed: ['seller'],
    request: (w) => ({ url: `/api/order?email=${emailOf(w)}` }),
  },
  {
    method: 'GET',
    route: '/api/order',
    case: 'another seller’s email',
    object: 'peer',
    allowed: NOBODY,
    request: (w) => ({ url: `/api/order?email=${w.peer.user.email}` }),
  },

  // Payments: only the booking's buyer.
  {
    method: 'GET',
    route: '/api/payments/config',
    allowed: EVERYONE,
    request: () => ({ url: '/api/payments/config' }),
  },
  {
    method: 'POST',
    route: '/api/test-payments/confirm',
    allowed: ['buyer', 'seller'],
    request: () => ({
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: `pi_${unique()}_secret_x`,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '1207',
      },
    }),
  },
  {
    // Registered only with Stripe configured; the provider's signature authorises it.
    method: 'POST',
    route: '/api/stripe/webhook',
    allowed: EVERYONE,
    request: () => ({ url: '/api/stripe/webhook', payload: {} }),
  },
  ...(['own', 'peer'] as const).flatMap((object): Row[] => {
    const booking = (w: World) =>
      object === 'own' ? bookingOfMine(w) : bookingBy(w, w.otherBuyer);
    const allowed: Who[] = object === 'own' ? ['buyer'] : NOBODY;
    const which = object === 'own' ? 'own booking' : 'another buyer’s booking';
    return [
      {
        method: 'POST',
        route: '/api/create-payment-intent',
        case: which,
        object,
        allowed,
        request: async (w) => ({
          url: '/api/create-payment-intent',
          payload: { bookingId: (await booking(w)).id },
        }),
      },
      {
        method: 'POST',
        route: '/api/payments',
        case: which,
        object,
        allowed,
        request: async (w) => ({
          url: '/api/payments',
          payload: { bookingId: (await booking(w)).id, transactionId: `pi_${unique()}` },
        }),
      },
    ];
  }),

  // Administration.
  {
    method: 'GET',
    route: '/api/allsellers',
    allowed: ['admin'],
    request: () => ({ url: '/api/allsellers' }),
  },
  {
    method: 'GET',
    route: '/api/allbuyers',
    allowed: ['admin'],
    request: () => ({ url: '/api/allbuyers' }),
  },
  {
    method: 'GET',
    route: '/api/alladmins',
    allowed: ['admin'],
    request: () => ({ url: '/api/alladmins' }),
  },
  {
    method: 'DELETE',
    route: '/api/allseller/admin/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/allseller/admin/${(await createUser(w.t.database.db, { accountType: 'admin' })).id}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/users/me/start-selling',
    // Anyone's own account (a seller or an admin is told why not: a 409). A buyer tries it with
    // a fresh buyer account of their own, so the matrix's buyer stays a buyer for the other rows.
    allowed: SIGNED_IN,
    request: async (w) =>
      w.me?.user.accountType === 'buyer'
        ? {
            url: '/api/users/me/start-selling',
            headers: (await signUpAs(w.t, { accountType: 'buyer' })).headers,
          }
        : { url: '/api/users/me/start-selling' },
  },
  {
    method: 'GET',
    route: '/api/users/me/profile',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/users/me/profile' }),
  },
  {
    method: 'PUT',
    route: '/api/users/me/profile',
    // Only one's own: the account is the caller's, whatever the body says.
    allowed: SIGNED_IN,
    request: (w) => ({
      url: '/api/users/me/profile',
      payload: {
        name: w.me?.user.name ?? 'Someone',
        image: null,
        bio: null,
        location: null,
        phone: null,
      },
    }),
  },
  // One's own account (decision 057): the account is always the caller's.
  {
    method: 'POST',
    route: '/api/users/me/email',
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/users/me/email',
      payload: { email: `new-${unique()}@example.test`, password: TEST_PASSWORD },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/change-email',
    // The link's endpoint answers everyone; the link itself works only for the account that asked.
    allowed: EVERYONE,
    request: () => ({ url: '/api/auth/change-email', payload: { token: 'x'.repeat(43) } }),
  },
  {
    method: 'GET',
    route: '/api/users/me/export',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/users/me/export' }),
  },
  {
    method: 'DELETE',
    route: '/api/users/me',
    // A fresh account of the caller's role deletes itself, so the matrix's caller stays.
    allowed: SIGNED_IN,
    request: async (w) => ({
      url: '/api/users/me',
      payload: { password: TEST_PASSWORD },
      ...(w.me && {
        headers: (await signUpAs(w.t, { accountType: w.me.user.accountType })).headers,
      }),
    }),
  },
  {
    method: 'PUT',
    route: '/api/allseller/admin/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/allseller/admin/${(await createUser(w.t.database.db, { accountType: 'seller' })).id}`,
    }),
  },
  {
    method: 'PUT',
    route: '/api/suspensions/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/suspensions/${(await createUser(w.t.database.db, { accountType: 'seller' })).id}`,
      payload: { days: 1, reason: 'Spam' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/suspensions/:id',
    case: 'the caller’s own account',
    allowed: NOBODY,
    request: (w) => ({
      url: `/api/suspensions/${w.me?.user.id ?? w.otherBuyer.user.id}`,
      payload: { days: 1, reason: 'Spam' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/suspensions/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/suspensions/${(await createUser(w.t.database.db, { accountType: 'buyer' })).id}`,
    }),
  },
  ...(['allsellers', 'allbuyers'] as const).map((list): Row => ({
    method: 'DELETE',
    route: `/api/${list}/:id`,
    case: 'the caller’s own account',
    allowed: NOBODY,
    request: (w) => ({ url: `/api/${list}/${w.me?.user.id ?? w.otherBuyer.user.id}` }),
  })),
  {
    method: 'DELETE',
    route: '/api/allsellers/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/allsellers/${(await createUser(w.t.database.db, { accountType: 'seller' })).id}`,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/allbuyers/:id',
    allowed: ['admin'],
    request: async (w) => ({ url: `/api/allbuyers/${(await createUser(w.t.database.db)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/reported/product',
    allowed: ['admin'],
    request: () => ({ url: '/api/reported/product' }),
  },
  {
    method: 'DELETE',
    route: '/api/reportedproduct/:id',
    allowed: ['admin'],
    // A reported one: only those are removed here (an unreported one is a 409 for admins).
    request: async (w) => ({
      url: `/api/reportedproduct/${(await createListing(w.t.database.db, owner(w.otherSeller), { isReported: true })).id}`,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/reportedproduct/:id/reports',
    allowed: ['admin'],
    request: async (w) => ({ url: `/api/reportedproduct/${(await listingOfOther(w)).id}/reports` }),
  },
  {
    method: 'GET',
    route: '/api/audit',
    allowed: ['admin'],
    request: () => ({ url: '/api/audit' }),
  },
  {
    method: 'GET',
    route: '/api/admin/jobs',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/jobs' }),
  },
  {
    // An admin gets 404 here (no failed job has this id); jobs.test.ts retries a real one.
    method: 'POST',
    route: '/api/admin/jobs/:id/retry',
    allowed: ['admin'],
    request: () => ({ url: `/api/admin/jobs/${crypto.randomUUID()}/retry` }),
  },

  // The handover (decision 022): the booking's buyer, the order's seller; admins read records.
  ...bookingRows('GET', 'handover', { own: ['buyer'], peer: NOBODY }),
  ...bookingRows('POST', 'checklist', { own: ['buyer'], peer: NOBODY }, CHECKED),
  ...bookingRows('POST', 'cancel', { own: ['buyer'], peer: NOBODY }, { reason: 'Changed plans' }),
  ...bookingRows('GET', 'receipt', { own: ['buyer', 'admin'], peer: ['admin'] }),
  ...bookingRows(
    'POST',
    'dispute',
    { own: ['buyer'], peer: NOBODY },
    { reason: 'other', description: 'Something is wrong with it.' },
  ),
  ...bookingRows('GET', 'dispute', { own: ['buyer', 'admin'], peer: ['admin'] }),
  // The seller's answer: only on a sale of theirs (no dispute here: a 404 past every guard;
  // handover/dispute-sides.test.ts answers a real one).
  {
    method: 'POST',
    route: '/api/bookings/:id/dispute/answer',
    case: 'an order on the caller’s listing',
    object: 'own',
    allowed: ['seller'],
    request: async (w) => ({
      url: `/api/bookings/${(await paidOrderOfMine(w)).id}/dispute/answer`,
      payload: { answer: 'It worked when we met.' },
    }),
  },
  {
    method: 'POST',
    route: '/api/bookings/:id/dispute/answer',
    case: 'an order on another seller’s listing',
    object: 'peer',
    allowed: NOBODY,
    request: async (w) => ({
      url: `/api/bookings/${(await paidOrderOf(w, w.otherSeller)).id}/dispute/answer`,
      payload: { answer: 'It worked when we met.' },
    }),
  },
  ...orderRows('handover', { code: '000000' }),
  ...orderRows('decline', { reason: 'Sold it elsewhere' }),
  {
    method: 'GET',
    route: '/api/admin/disputes',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/disputes' }),
  },
  {
    // An admin gets 404 here (no such dispute); dispute-sides.test.ts reads a real one.
    method: 'GET',
    route: '/api/admin/disputes/:id/conversation',
    allowed: ['admin'],
    request: () => ({ url: `/api/admin/disputes/${crypto.randomUUID()}/conversation` }),
  },
  {
    // An admin gets 404 here (no such dispute); handover-stripe.test.ts decides a real one.
    method: 'POST',
    route: '/api/admin/disputes/:id/decide',
    allowed: ['admin'],
    request: () => ({
      url: `/api/admin/disputes/${crypto.randomUUID()}/decide`,
      payload: { outcome: 'close', note: 'Nothing to refund' },
    }),
  },
  {
    // An admin gets 404 here (no such dispute); handover/disputes.test.ts reopens a real one.
    method: 'POST',
    route: '/api/admin/disputes/:id/reopen',
    allowed: ['admin'],
    request: () => ({
      url: `/api/admin/disputes/${crypto.randomUUID()}/reopen`,
      payload: { note: 'The seller admitted the fault' },
    }),
  },
  // Meeting times and no-show claims (decision 052): the booking's two sides; admins settle.
  ...meetingRows('GET', 'meeting'),
  ...meetingRows('GET', 'meeting.ics'),
  ...meetingRows('PUT', 'meeting', 'at'),
  ...meetingRows('POST', 'meeting/confirm', 'at'),
  ...meetingRows('POST', 'no-show', { statement: 'Nobody came to the shop' }),
  {
    method: 'POST',
    route: '/api/no-show-claims/:id/answer',
    case: 'a claim about the caller',
    object: 'own',
    allowed: ['buyer'],
    othersGet: 404,
    request: async (w) => ({
      url: `/api/no-show-claims/${await claimOn(w, w.me?.user.accountType === 'buyer' ? w.me : w.otherBuyer)}/answer`,
      payload: { agree: true, text: 'Sorry, I missed it' },
    }),
  },
  {
    method: 'POST',
    route: '/api/no-show-claims/:id/answer',
    case: 'a claim about another buyer',
    object: 'peer',
    allowed: NOBODY,
    othersGet: 404,
    request: async (w) => ({
      url: `/api/no-show-claims/${await claimOn(w, w.otherBuyer)}/answer`,
      payload: { agree: true, text: 'Sorry, I missed it' },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/no-show-claims',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/no-show-claims' }),
  },
  {
    // An admin gets 404 here (no such claim); meetings.test.ts settles real ones.
    method: 'POST',
    route: '/api/admin/no-show-claims/:id/decide',
    allowed: ['admin'],
    request: () => ({
      url: `/api/admin/no-show-claims/${crypto.randomUUID()}/decide`,
      payload: { outcome: 'reject', note: 'Both came' },
    }),
  },
  {
    method: 'GET',
    route: '/api/trust/settings',
    allowed: EVERYONE,
    request: () => ({ url: '/api/trust/settings' }),
  },
  // The IMEI blocklist: admins manage it; anyone signed in reports their own phone stolen.
  {
    method: 'GET',
    route: '/api/admin/blocked-imeis',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/blocked-imeis' }),
  },
  {
    method: 'POST',
    route: '/api/admin/blocked-imeis',
    allowed: ['admin'],
    request: () => ({
      url: '/api/admin/blocked-imeis',
      payload: { imei: imeiWith('35299209'), reason: 'fraud' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/blocked-imeis/:id',
    allowed: ['admin'],
    request: async (w) => {
      const [row] = await w.t.database.db
        .insert(blockedImeis)
        .values({ imei: imeiWith('35299209'), reason: 'lost', source: 'admin' })
        .returning({ id: blockedImeis.id });
      return { url: `/api/admin/blocked-imeis/${row!.id}` };
    },
  },
  {
    method: 'POST',
    route: '/api/stolen-phones',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/stolen-phones', payload: { imei: imeiWith('35299209') } }),
  },
  // Stolen-phone reports without proof wait for an admin (imei-reports.test.ts decides real ones).
  {
    method: 'GET',
    route: '/api/admin/stolen-reports',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/stolen-reports' }),
  },
  ...(['approve', 'decline'] as const).map((move): Row => ({
    method: 'POST',
    route: `/api/admin/stolen-reports/:id/${move}`,
    allowed: ['admin'],
    request: async (w) => {
      const [row] = await w.t.database.db
        .insert(stolenReports)
        .values({ imei: imeiWith('35299209') })
        .returning({ id: stolenReports.id });
      return { url: `/api/admin/stolen-reports/${row!.id}/${move}` };
    },
  })),
  // Brands (decision 034): the list is public; admins add, rename and delete.
  {
    method: 'GET',
    route: '/api/brands',
    allowed: EVERYONE,
    request: () => ({ url: '/api/brands' }),
  },
  {
    method: 'POST',
    route: '/api/admin/brands',
    allowed: ['admin'],
    request: () => {
      const slug = `brand-${unique()}`;
      return { url: '/api/admin/brands', payload: { slug, name: slug } };
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/brands/:slug',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/brands/nokia', payload: { title: 'Nokia' } }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/brands/:slug',
    allowed: ['admin'],
    request: async (w) => {
      const slug = `gone-${unique()}`;
      await w.t.database.db.insert(brands).values({ slug, name: slug, title: slug, position: 99 });
      return { url: `/api/admin/brands/${slug}` };
    },
  },
  // Areas and meeting spots (decision 056): the lists are public; admins change them.
  { method: 'GET', route: '/api/areas', allowed: EVERYONE, request: () => ({ url: '/api/areas' }) },
  {
    method: 'GET',
    route: '/api/meeting-spots',
    allowed: EVERYONE,
    request: () => ({ url: '/api/meeting-spots' }),
  },
  {
    method: 'GET',
    route: '/api/admin/areas',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/areas' }),
  },
  {
    method: 'POST',
    route: '/api/admin/areas',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/areas', payload: { city: 'Dhaka', name: `A${unique()}` } }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    route: '/api/admin/areas/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/admin/areas/${await areaOf(w)}`,
      payload: method === 'PUT' ? { city: 'Dhaka', name: `B${unique()}` } : undefined,
    }),
  })),
  {
    method: 'PUT',
    route: '/api/admin/areas/:id/retired',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/admin/areas/${await areaOf(w)}/retired`,
      payload: { retired: true },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/meeting-spots',
    allowed: ['admin'],
    request: async (w) => ({ url: '/api/admin/meeting-spots', payload: spotBody(await areaOf(w)) }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    method,
    route: '/api/admin/meeting-spots/:id',
    allowed: ['admin'],
    request: async (w) => {
      const areaId = await areaOf(w);
      const [spot] = await w.t.database.db
        .insert(meetingSpots)
        .values(spotBody(areaId))
        .returning({ id: meetingSpots.id });
      return {
        url: `/api/admin/meeting-spots/${spot!.id}`,
        payload: method === 'PUT' ? spotBody(areaId) : undefined,
      };
    },
  })),
  // Reviews and profiles (decision 023). Profiles are public. A sale's reviews need a signed-in
  // caller; the service then answers 404 to anyone but the sale's two parties, which this matrix
  // counts as allowed past the guard (reviews.test.ts checks the 404s and who may review).
  {
    method: 'GET',
    route: '/api/sellers/:id',
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/sellers/${w.otherSeller.user.id}` }),
  },
  {
    method: 'GET',
    route: '/api/sellers/:id/reviews',
    allowed: EVERYONE,
    request: (w) => ({ url: `/api/sellers/${w.otherSeller.user.id}/reviews` }),
  },
  ...bookingRows('GET', 'reviews', { own: SIGNED_IN, peer: SIGNED_IN }),
  ...bookingRows('POST', 'review', { own: SIGNED_IN, peer: SIGNED_IN }, { stars: 5 }),
  {
    method: 'POST',
    route: '/api/reviews/:id/reply',
    case: 'a review of the caller',
    object: 'own',
    allowed: SIGNED_IN,
    request: async (w) => ({
      url: `/api/reviews/${await reviewOf(w, w.me ?? w.otherSeller)}/reply`,
      payload: { text: 'Thank you!' },
    }),
  },
  {
    method: 'POST',
    route: '/api/reviews/:id/reply',
    case: 'a review of someone else',
    object: 'peer',
    allowed: NOBODY,
    request: async (w) => ({
      url: `/api/reviews/${await reviewOf(w, w.peer)}/reply`,
      payload: { text: 'Not mine to answer' },
    }),
  },
  {
    method: 'POST',
    route: '/api/reviews/:id/report',
    allowed: SIGNED_IN,
    request: async (w) => ({
      url: `/api/reviews/${await reviewOf(w, w.otherSeller)}/report`,
      payload: { reason: 'Looks fake' },
    }),
  },
  {
    method: 'GET',
    route: '/api/reviews/pending',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/reviews/pending' }),
  },
  {
    method: 'GET',
    route: '/api/reviews/written',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/reviews/written' }),
  },
  {
    method: 'GET',
    route: '/api/reviews/received',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/reviews/received' }),
  },
  {
    method: 'GET',
    route: '/api/admin/reviews',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/reviews' }),
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/hide',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/admin/reviews/${await reviewOf(w, w.otherSeller)}/hide`,
      payload: { reason: 'Insults are not a review' },
    }),
  },
  // Dashboards (decision 027): the view beacon is anyone's; figures are the caller's own.
  {
    method: 'POST',
    route: '/api/products/:id/views',
    allowed: EVERYONE,
    request: async (w) => ({ url: `/api/products/${(await listingOfOther(w)).id}/views` }),
  },
  {
    method: 'GET',
    route: '/api/dashboard/seller',
    allowed: ['seller'],
    request: () => ({ url: '/api/dashboard/seller?days=90' }),
  },
  {
    method: 'GET',
    route: '/api/dashboard/seller/listings',
    allowed: ['seller'],
    request: () => ({ url: '/api/dashboard/seller/listings' }),
  },
  {
    method: 'GET',
    route: '/api/dashboard/admin',
    allowed: ['admin'],
    request: () => ({ url: '/api/dashboard/admin' }),
  },
  {
    method: 'GET',
    route: '/api/dashboard/seller/sales.csv',
    allowed: ['seller'],
    request: () => ({ url: '/api/dashboard/seller/sales.csv' }),
  },
  {
    method: 'GET',
    route: '/api/dashboard/admin/daily.csv',
    allowed: ['admin'],
    request: () => ({ url: '/api/dashboard/admin/daily.csv?days=90' }),
  },
  // The price guide (decision 031): public.
  {
    method: 'GET',
    route: '/api/price-guide',
    allowed: EVERYONE,
    request: () => ({ url: '/api/price-guide' }),
  },
  {
    method: 'GET',
    route: '/api/price-guide/:brand/:model',
    allowed: EVERYONE,
    // No sales in the matrix's world: a 404, which is past every guard.
    request: () => ({ url: '/api/price-guide/iphone/iphone-13-128gb' }),
  },
  {
    method: 'GET',
    route: '/api/price-guide/listing/:id',
    allowed: EVERYONE,
    request: async (w) => ({ url: `/api/price-guide/listing/${(await listingOfOther(w)).id}` }),
  },
  // The bell and saved searches: always the caller's own; another person's is a 404 (not 403),
  // which this matrix counts as not refused: the peer rows show it is no 401/403 and no 5xx, the
  // feature's tests that it is a 404 that changes nothing.
  {
    method: 'GET',
    route: '/api/notifications',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/notifications' }),
  },
  {
    method: 'POST',
    route: '/api/notifications/read-all',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/notifications/read-all' }),
  },
  {
    method: 'POST',
    route: '/api/notifications/:id/read',
    case: 'own notification',
    object: 'own',
    allowed: SIGNED_IN,
    request: async (w) => ({ url: `/api/notifications/${await notificationOf(w, w.me)}/read` }),
  },
  {
    method: 'POST',
    route: '/api/notifications/:id/read',
    case: 'a peer’s notification (404)',
    object: 'peer',
    allowed: SIGNED_IN,
    request: async (w) => ({ url: `/api/notifications/${await notificationOf(w, w.peer)}/read` }),
  },
  {
    method: 'GET',
    route: '/api/notifications/preferences',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/notifications/preferences' }),
  },
  {
    method: 'PUT',
    route: '/api/notifications/preferences',
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/notifications/preferences',
      payload: { kind: 'price-drop', email: false },
    }),
  },
  {
    method: 'GET',
    route: '/api/saved-searches',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/saved-searches' }),
  },
  {
    method: 'POST',
    route: '/api/saved-searches',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/saved-searches', payload: { query: { q: `pixel ${unique()}` } } }),
  },
  {
    method: 'DELETE',
    route: '/api/saved-searches/:id',
    case: 'own saved search',
    object: 'own',
    allowed: SIGNED_IN,
    request: async (w) => ({ url: `/api/saved-searches/${await savedSearchOf(w, w.me)}` }),
  },
  {
    method: 'DELETE',
    route: '/api/saved-searches/:id',
    case: 'a peer’s saved search (404)',
    object: 'peer',
    allowed: SIGNED_IN,
    request: async (w) => ({ url: `/api/saved-searches/${await savedSearchOf(w, w.peer)}` }),
  },
  {
    method: 'PUT',
    route: '/api/products/:id/price',
    case: 'own listing',
    object: 'own',
    allowed: ['seller'],
    request: async (w) => ({
      url: `/api/products/${(await listingOfMine(w)).id}/price`,
      payload: { resalePrice: 350 },
    }),
  },
  {
    method: 'PUT',
    route: '/api/products/:id/price',
    case: 'another seller’s listing',
    object: 'peer',
    allowed: NOBODY,
    request: async (w) => ({
      url: `/api/products/${(await listingOfOther(w)).id}/price`,
      payload: { resalePrice: 350 },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/products/:id',
    case: 'own listing',
    object: 'own',
    allowed: ['seller'],
    request: async (w) => ({
      url: `/api/products/${(await listingOfMine(w)).id}`,
      payload: { description: 'Edited: the battery was replaced last month.' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/products/:id',
    case: 'another seller’s listing',
    object: 'peer',
    allowed: NOBODY,
    request: async (w) => ({
      url: `/api/products/${(await listingOfOther(w)).id}`,
      payload: { description: 'Edited: the battery was replaced last month.' },
    }),
  },
  // Conversations: anyone signed in, about their own; someone else's does not exist for them.
  {
    method: 'POST',
    route: '/api/conversations',
    allowed: SIGNED_IN,
    request: async (w) => ({
      url: '/api/conversations',
      payload: { listingId: (await listingOfOther(w)).id },
    }),
  },
  {
    method: 'GET',
    route: '/api/conversations',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/conversations' }),
  },
  {
    method: 'GET',
    route: '/api/conversations/unread',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/conversations/unread' }),
  },
  ...conversationRows('GET', ''),
  ...conversationRows('POST', '/messages', { body: 'Is the battery original?' }),
  ...conversationRows('POST', '/read'),
  ...conversationRows('PUT', '/block'),
  ...conversationRows('DELETE', '/block'),
  ...conversationRows('POST', '/report', { reason: 'spam' }),
  {
    method: 'GET',
    route: '/api/admin/conversation-reports',
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/conversation-reports' }),
  },
  {
    // An admin gets 404 here (no such report); conversations.test.ts reads a real one.
    method: 'GET',
    route: '/api/admin/conversation-reports/:id',
    allowed: ['admin'],
    request: () => ({ url: `/api/admin/conversation-reports/${crypto.randomUUID()}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/conversation-reports/:id/decide',
    allowed: ['admin'],
    request: () => ({
      url: `/api/admin/conversation-reports/${crypto.randomUUID()}/decide`,
      payload: { action: 'dismiss', note: 'Nothing wrong' },
    }),
  },
  // Offers (decision 054): the buyer and the seller of an offer, nobody else (404: an offer
  // between others does not exist for the caller).
  {
    method: 'GET',
    route: '/api/offer-terms/:id',
    allowed: SIGNED_IN,
    request: async (w) => ({ url: `/api/offer-terms/${(await listingOfOther(w)).id}` }),
  },
  {
    method: 'POST',
    route: '/api/offers',
    allowed: ['buyer', 'seller'],
    request: async (w) => ({
      url: '/api/offers',
      payload: { product_id: (await listingOfOther(w)).id, price: 300 },
    }),
  },
  {
    method: 'GET',
    route: '/api/offers',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/offers' }),
  },
  {
    method: 'GET',
    route: '/api/offers/received',
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/offers/received' }),
  },
  ...offerRows('counter'),
  ...offerRows('accept'),
  ...offerRows('decline'),
  ...offerRows('withdraw'),
  ...(['GET', 'PUT'] as const).flatMap((method): Row[] => {
    const payload = method === 'PUT' ? { enabled: true, floor: 300 } : undefined;
    return [
      {
        method,
        route: '/api/offer-settings/:id',
        object: 'own',
        allowed: ['seller'],
        request: async (w) => ({
          url: `/api/offer-settings/${(await listingOfMine(w)).id}`,
          payload,
        }),
      },
      {
        method,
        route: '/api/offer-settings/:id',
        object: 'peer',
        allowed: NOBODY,
        request: async (w) => ({
          url: `/api/offer-settings/${(await listingOfOther(w)).id}`,
          payload,
        }),
      },
    ];
  }),
];

/**
 * Endpoints about one person's object: each needs an `object: 'own'` and an `object: 'peer'` row.
 * A registered route with an `:id` or `:email` parameter must be here or in `NOT_OWNED`.
 */
const OBJECT_ROUTES = [
  'GET /api/jwt',
  'GET /api/users/seller/:email',
  'GET /api/users/admin/:email',
  'POST /api/user',
  'GET /api/addproduct',
  'PUT /api/addproduct/advertise/:id',
  'PUT /api/addproduct/pause/:id',
  'PUT /api/addproduct/resume/:id',
  'PUT /api/addproduct/sold-elsewhere/:id',
  'DELETE /api/products/:id',
  'PUT /api/addproduct/paid/:id',
  'GET /api/bookings',
  'GET /api/bookings/:id',
  'GET /api/bookings/:id/timeline',
  'DELETE /api/booking/:id',
  'GET /api/order',
  'POST /api/create-payment-intent',
  'POST /api/payments',
  'GET /api/bookings/:id/handover',
  'POST /api/bookings/:id/checklist',
  'POST /api/bookings/:id/cancel',
  'GET /api/bookings/:id/receipt',
  'POST /api/bookings/:id/dispute',
  'GET /api/bookings/:id/dispute',
  'POST /api/bookings/:id/dispute/answer',
  'POST /api/orders/:id/handover',
  'POST /api/orders/:id/decline',
  'GET /api/bookings/:id/meeting',
  'GET /api/bookings/:id/meeting.ics',
  'PUT /api/bookings/:id/meeting',
  'POST /api/bookings/:id/meeting/confirm',
  'POST /api/bookings/:id/no-show',
  'POST /api/no-show-claims/:id/answer',
  'GET /api/conversations/:id',
  'POST /api/conversations/:id/messages',
  'POST /api/conversations/:id/read',
  'PUT /api/conversations/:id/block',
  'DELETE /api/conversations/:id/block',
  'POST /api/conversations/:id/report',
  'GET /api/bookings/:id/reviews',
  'POST /api/bookings/:id/review',
  'POST /api/reviews/:id/reply',
  'POST /api/notifications/:id/read',
  'DELETE /api/saved-searches/:id',
  'PUT /api/products/:id/price',
  'PATCH /api/products/:id',
  'POST /api/offers/:id/counter',
  'POST /api/offers/:id/accept',
  'POST /api/offers/:id/decline',
  'POST /api/offers/:id/withdraw',
  'GET /api/offer-settings/:id',
  'PUT /api/offer-settings/:id',
];
/** Routes with an id parameter that belongs to nobody in particular, and why. */
const NOT_OWNED: Record<string, string> = {
  'PUT /api/admin/areas/:id': 'the area list is the site’s; admins manage any area',
  'DELETE /api/admin/areas/:id': 'the area list is the site’s; admins manage any area',
  'PUT /api/admin/areas/:id/retired': 'the area list is the site’s; admins manage any area',
  'PUT /api/admin/meeting-spots/:id': 'the spots are the site’s; admins manage any spot',
  'DELETE /api/admin/meeting-spots/:id': 'the spots are the site’s; admins manage any spot',
  'PUT /api/addproduct/report/:id': 'any signed-in user reports any listing',
  'GET /api/products/:id': 'a listing’s page is public, sold listings too',
  'PUT /api/wishlist/:id': 'any listing; the list is always the caller’s own',
  'DELETE /api/wishlist/:id': 'any listing; the list is always the caller’s own',
  'PUT /api/allseller/admin/:id': 'admins act on any account',
  'DELETE /api/allseller/admin/:id': 'admins act on any account (but never their own: a row)',
  'GET /api/admin/conversation-reports/:id': 'admins read any reported conversation',
  'POST /api/admin/conversation-reports/:id/decide': 'admins decide any conversation report',
  'DELETE /api/allsellers/:id': 'admins act on any account (but never their own: a row)',
  'PUT /api/suspensions/:id': 'admins act on any account (but never their own: a row)',
  'DELETE /api/suspensions/:id': 'admins act on any account',
  'DELETE /api/allbuyers/:id': 'admins act on any account (but never their own: a row)',
  'DELETE /api/reportedproduct/:id': 'admins act on any listing',
  'DELETE /api/reportedproduct/:id/reports': 'admins act on any listing',
  'POST /api/admin/jobs/:id/retry': 'background jobs belong to nobody; admins retry any',
  'POST /api/admin/disputes/:id/decide': 'admins decide any dispute',
  'POST /api/admin/disputes/:id/reopen': 'admins reopen any closed dispute',
  'POST /api/admin/no-show-claims/:id/decide': 'admins settle any contested no-show claim',
  'GET /api/admin/disputes/:id/conversation': "admins read a disputed sale's conversation",
  'DELETE /api/admin/blocked-imeis/:id': 'the blocklist is the site’s; admins manage any entry',
  'POST /api/admin/stolen-reports/:id/approve': 'admins decide any stolen-phone report',
  'POST /api/admin/stolen-reports/:id/decline': 'admins decide any stolen-phone report',
  'GET /api/sellers/:id': 'a profile is public',
  'GET /api/offer-terms/:id': 'any listing; the terms are the caller’s own',
  'GET /api/sellers/:id/reviews': 'a profile’s reviews are public',
  'POST /api/reviews/:id/report': 'any signed-in user reports any visible review',
  'POST /api/admin/reviews/:id/hide': 'admins moderate any review',
  'POST /api/products/:id/views': 'anyone views any listing; the count is the listing’s',
  'GET /api/price-guide/listing/:id': 'any listing’s price against its model’s sales is public',
};

/**
 * Answers that are the same for every caller: they keep their caching (ETag, the public cache).
 * Every other API answer may depend on who asks and says `Cache-Control: no-store` to every caller
 * (security review item 6), refusals included.
 */
const SAME_FOR_EVERYONE = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/*',
  'GET /api/advertise',
  'GET /api/categories/:brand',
  'GET /api/brands',
  'GET /api/areas',
  'GET /api/meeting-spots',
  'GET /api/search',
  'GET /api/products/:id',
  // The payments' mode, fixed at start: part of every rendered page (the test-mode notice).
  'GET /api/payments/config',
]);

/**
 * The API routes the app registered, read from Fastify's route tree (`printRoutes`), whose lines
 * are `├── <fragment> (METHODS)` indented four characters per level under their parent's prefix.
 */
function registeredApiRoutes(tree: string): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith('/api/')) found.push(`${method} ${path}`);
    }
  }
  return found;
}

let t: TestContext;
let registered: Set<string>;
const accounts = {} as Record<Exclude<Who, 'anonymous'>, SignedUp> & {
  otherSeller: SignedUp;
  otherBuyer: SignedUp;
  otherAdmin: SignedUp;
};

beforeAll(async () => {
  t = await createTestContext();
  registered = new Set(registeredApiRoutes(t.app.printRoutes({ commonPrefix: false })));
  for (const role of ['buyer', 'seller', 'admin'] as const) {
    accounts[role] = await signUpAs(t, { accountType: role });
  }
  accounts.otherSeller = await signUpAs(t, { accountType: 'seller' });
  accounts.otherBuyer = await signUpAs(t, { accountType: 'buyer' });
  accounts.otherAdmin = await signUpAs(t, { accountType: 'admin' });
});
afterAll(() => t.close());

function worldFor(who: Who): World {
  const me = who === 'anonymous' ? null : accounts[who];
  const peer =
    who === 'seller'
      ? accounts.otherSeller
      : who === 'admin'
        ? accounts.otherAdmin
        : accounts.otherBuyer;
  return { t, me, peer, otherSeller: accounts.otherSeller, otherBuyer: accounts.otherBuyer };
}

async function call(row: Row, who: Who) {
  const w = worldFor(who);
  const req = await row.request(w);
  const headers: Record<string, string> = { ...req.headers };
  const cookie = req.cookie === undefined ? w.me?.cookie : req.cookie;
  if (cookie && req.credential === 'cookie') headers.cookie = cookie;
  if (w.me && req.credential !== 'cookie' && !headers.authorization) {
    headers.authorization = w.me.headers.authorization;
  }
  return t.app.inject({
    method: row.method,
    url: req.url,
    headers,
    payload: req.payload as object,
  });
}

describe('every registered API endpoint has a row in the matrix', () => {
  test('no endpoint is missing', () => {
    const covered = new Set(ROWS.map((r) => `${r.method} ${r.route}`));
    const missing = [...registered].filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  test('every endpoint about someone’s object is tried on the caller’s own and on a peer’s', () => {
    const kinds = (route: string) =>
      new Set(ROWS.filter((r) => `${r.method} ${r.route}` === route).map((r) => r.object));
    const incomplete = OBJECT_ROUTES.filter(
      (route) => registered.has(route) && !(kinds(route).has('own') && kinds(route).has('peer')),
    );
    expect(incomplete).toEqual([]);
    const undecided = [...registered].filter(
      (route) =>
        /\/:(id|email)\b/.test(route) && !OBJECT_ROUTES.includes(route) && !NOT_OWNED[route],
    );
    expect(undecided).toEqual([]);
  });

  test('the route reader sees compressed routes too', () => {
    expect(registered).toContain('GET /api/health');
    expect(registered).toContain('GET /api/users/seller/:email');
    expect(registered).toContain('POST /api/user');
  });
});

describe.each(
  ROWS.map(
    (row) => [`${row.method} ${row.route}${row.case ? ` (${row.case})` : ''}`, row] as const,
  ),
)('%s', (_name, row) => {
  test.each(WHO)('%s', async (who) => {
    if (!registered.has(`${row.method} ${row.route}`)) return; // not built yet
    const res = await call(row, who);
    const context = `${row.method} ${row.route} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, context).toBeLessThan(500);
    if (row.allowed.includes(who)) {
      expect([401, 403], context).not.toContain(res.statusCode);
      if (row.othersGet === 404) expect(res.statusCode, context).not.toBe(404);
    } else {
      expect(res.statusCode, context).toBe(who === 'anonymous' ? 401 : (row.othersGet ?? 403));
      expect(res.json(), context).toMatchObject({ message: expect.any(String) });
    }
    const cacheControl = String(res.headers['cache-control'] ?? '');
    if (SAME_FOR_EVERYONE.has(`${row.method} ${row.route}`)) {
      expect(cacheControl, context).not.toContain('no-store');
    } else {
      expect(cacheControl, context).toBe('no-store');
    }
  });
});
