import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpAs, type SignedUp } from './auth.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { type Who, WHO, type World, type Row } from './access-matrix-world.ts';
import { ACCOUNT_ROWS } from './access-matrix-rows-accounts.ts';
import { SALE_ROWS } from './access-matrix-rows-sales.ts';
import { HANDOVER_ROWS } from './access-matrix-rows-handover.ts';
import { MEMBER_ROWS } from './access-matrix-rows-members.ts';
import { PLACE_AND_ACCOUNT_ROWS } from './access-matrix-rows-places.ts';

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
const ROWS: Row[] = [
  ...ACCOUNT_ROWS,
  ...SALE_ROWS,
  ...HANDOVER_ROWS,
  ...MEMBER_ROWS,
  ...PLACE_AND_ACCOUNT_ROWS,
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
