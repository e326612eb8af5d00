import crypto from 'node:crypto';
import { signUpAs } from './auth.ts';
import { createListing, createUser } from './factories.ts';
import {
  type Who,
  EVERYONE,
  SIGNED_IN,
  NOBODY,
  type World,
  type Row,
  unique,
  emailOf,
  owner,
  listingOfOther,
  bookingOfMine,
  bookingBy,
  orderOfMine,
} from './access-matrix-world.ts';

/** The access matrix's rows: wishlist, bookings, timelines, payments, administration. */
export const SALE_ROWS: Row[] = [
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
  {
    method: 'PUT',
    route: '/api/allseller/admin/:id',
    allowed: ['admin'],
    request: async (w) => ({
      url: `/api/allseller/admin/${(await createUser(w.t.database.db, { accountType: 'seller' })).id}`,
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
];
