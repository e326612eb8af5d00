import { productForm } from './hostile-app.ts';
import { noShowClaims, offers } from '../db/schema.ts';
import type { SignedUp } from './auth.ts';
import { createListing } from './factories.ts';
import {
  type Who,
  SIGNED_IN,
  NOBODY,
  type Method,
  type World,
  type Row,
  emailOf,
  owner,
  paidBookingOfMine,
  paidBookingBy,
  paidOrderOf,
  paidOrderOfMine,
  conversationOf,
} from './access-matrix-world.ts';

// Rows shared by several endpoints of the access matrix (access-matrix.test.ts).

export function conversationRows(method: Method, path: string, payload?: unknown): Row[] {
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
export function bookingRows(
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
export function meetingRows(method: Method, path: string, payload?: unknown): Row[] {
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
export async function claimOn(w: World, buyer: SignedUp) {
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
export function orderRows(path: string, payload: unknown): Row[] {
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

export const productBody = (w: World) =>
  productForm({
    sellerName: w.me?.user.name ?? 'Someone',
    productPhoto: '/images/matrix.webp',
    sellerEmail: emailOf(w),
    description: 'Matrix test listing.',
  });

/**
 * An offer of $300 on a $399 phone. `seller` owns the phone (else another seller); `buyer` made
 * the offer (else another buyer); countered at $350 when asked.
 */
export async function offerOf(
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
export const isRole = (w: World, role: Who) => w.me?.user.accountType === role;

/** An offer move: on the caller's side of an offer (own), and on one between two others (peer). */
export function offerRows(move: 'accept' | 'decline' | 'withdraw' | 'counter'): Row[] {
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
