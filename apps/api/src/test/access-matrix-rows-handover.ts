import crypto from 'node:crypto';
import { blockedImeis, brands, stolenReports } from '../db/schema.ts';
import { CHECKED } from './sales.ts';
import { imeiWith } from './factories.ts';
import {
  EVERYONE,
  SIGNED_IN,
  NOBODY,
  type Row,
  unique,
  paidOrderOf,
  paidOrderOfMine,
  reviewOf,
} from './access-matrix-world.ts';
import { bookingRows, meetingRows, claimOn, orderRows } from './access-matrix-kits.ts';

/** The access matrix's rows: the handover, meetings, the IMEI blocklist, brands, reviews. */
export const HANDOVER_ROWS: Row[] = [
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
];
