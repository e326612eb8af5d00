import { TEST_PASSWORD } from './auth.ts';
import {
  EVERYONE,
  SIGNED_IN,
  NOBODY,
  type Row,
  unique,
  emailOf,
  listingOfMine,
  listingOfOther,
  bookingOfMine,
  freshSession,
  paidBookingOfMine,
  paidBookingBy,
} from './access-matrix-world.ts';
import { productBody } from './access-matrix-kits.ts';

/** The access matrix's rows: public routes, identity, mailed links, listings. */
export const ACCOUNT_ROWS: Row[] = [
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
      cookie: w.me ? await freshSession(w, w.me) : null,
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
];
