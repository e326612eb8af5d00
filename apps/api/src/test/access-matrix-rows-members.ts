import crypto from 'node:crypto';
import {
  EVERYONE,
  SIGNED_IN,
  NOBODY,
  type Row,
  unique,
  listingOfMine,
  listingOfOther,
  notificationOf,
  savedSearchOf,
} from './access-matrix-world.ts';
import { conversationRows, offerRows } from './access-matrix-kits.ts';

/** The access matrix's rows: dashboards, the price guide, the bell, saved searches, conversations, offers. */
export const MEMBER_ROWS: Row[] = [
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
