// Scenarios: each an autocannon instance with the answers it may get.
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { ADDRESS, BASE, LIMIT_OVERSHOOT, PASSWORD, SECONDS } from './config.mjs';
import { BOUNDARY, multipartImage } from './setup.mjs';

const pick = (list) => list[crypto.randomInt(list.length)];

export function scenarios(s) {
  const browsePaths = [
    '/api/advertise',
    ...s.brands.map((b) => `/api/categories/${b}`),
    ...s.photos.slice(0, 4),
    '/api/health',
    ...(s.optional.search
      ? ['/api/search?q=phone', '/api/search?brand=iphone&sort=price-asc']
      : []),
    ...(s.optional.detail ? s.listingIds.slice(0, 4).map((id) => `/api/products/${id}`) : []),
  ];
  const json = (address, authorization) => ({
    'content-type': 'application/json',
    'x-forwarded-for': address,
    ...(authorization ? { authorization } : {}),
  });
  let signInTurn = 0;
  let guess = 0;
  const uploadHeaders = {
    'x-forwarded-for': ADDRESS.seller(0),
    authorization: s.sellers[0].authorization,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  };

  return [
    {
      name:
        'browse (lists, brands, images, health' +
        `${s.optional.search ? ', search' : ''}${s.optional.detail ? ', detail' : ''})`,
      expect: [200, 304],
      opts: {
        connections: 4,
        requests: browsePaths.map((p) => ({
          method: 'GET',
          path: p,
          headers: { 'x-forwarded-for': ADDRESS.browser },
        })),
      },
    },
    {
      name: 'sign-in, right password (each buyer from their own address)',
      expect: [200],
      opts: {
        connections: 1,
        overallRate: 1,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/sign-in',
            setupRequest: (req) => {
              const i = signInTurn++ % s.buyers.length;
              return {
                ...req,
                headers: json(ADDRESS.buyer(i)),
                body: JSON.stringify({ email: s.buyers[i].email, password: PASSWORD }),
              };
            },
          },
        ],
      },
    },
    {
      name: "sign-in, wrong passwords (buyer 1's account, another address)",
      expect: [401, 429],
      // 10 failures per account and address are checked; the rest must be refused unchecked.
      limit: 10,
      opts: {
        connections: 4,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/sign-in',
            setupRequest: (req) => ({
              ...req,
              headers: json(ADDRESS.attacker),
              body: JSON.stringify({ email: s.buyers[0].email, password: `guess-${guess++}-x` }),
            }),
          },
        ],
      },
    },
    ...s.buyers.map((buyer, i) => ({
      name: `bookings by buyer ${i + 1}`,
      expect: [201, 409, 429],
      limit: 30,
      opts: {
        connections: 1,
        requests: [
          {
            method: 'POST',
            path: '/api/booking',
            setupRequest: (req) => ({
              ...req,
              headers: json(ADDRESS.buyer(i), buyer.authorization),
              body: JSON.stringify({
                product_id: pick(s.listingIds),
                number: '01711000000',
                place: 'Banani',
              }),
            }),
          },
        ],
      },
    })),
    {
      name: "buyers' pages (own bookings)",
      expect: [200],
      opts: {
        connections: 1,
        requests: s.buyers.map((buyer, i) => ({
          method: 'GET',
          path: `/api/bookings?email=${encodeURIComponent(buyer.email)}`,
          headers: { 'x-forwarded-for': ADDRESS.buyer(i), authorization: buyer.authorization },
        })),
      },
    },
    ...(s.optional.wishlist
      ? [
          {
            name: 'wishlists (save, list, remove)',
            expect: [200],
            opts: {
              connections: 1,
              requests: [
                {
                  method: 'PUT',
                  path: '/api/wishlist/x',
                  setupRequest: (req, context) => {
                    context.buyer = crypto.randomInt(s.buyers.length);
                    context.id = pick(s.listingIds);
                    return {
                      ...req,
                      path: `/api/wishlist/${context.id}`,
                      headers: json(
                        ADDRESS.buyer(context.buyer),
                        s.buyers[context.buyer].authorization,
                      ),
                      body: '{}',
                    };
                  },
                },
                ...['GET', 'DELETE'].map((method) => ({
                  method,
                  path: '/api/wishlist',
                  setupRequest: (req, context) => ({
                    ...req,
                    path: method === 'GET' ? '/api/wishlist' : `/api/wishlist/${context.id}`,
                    headers: {
                      'x-forwarded-for': ADDRESS.buyer(context.buyer),
                      authorization: s.buyers[context.buyer].authorization,
                    },
                  }),
                })),
              ],
            },
          },
        ]
      : []),
    {
      // A photo, then files that are no image (refused by their content, 400): all count.
      name: 'uploads by one seller (a photo, 3 non-images)',
      expect: [200, 400, 429],
      limit: 30 - 1, // one photo was uploaded during the setup
      opts: {
        connections: 2,
        overallRate: 10,
        requests: [
          {
            method: 'POST',
            path: '/api/images',
            headers: uploadHeaders,
            body: multipartImage(s.png),
          },
          ...[1, 2, 3].map(() => ({
            method: 'POST',
            path: '/api/images',
            headers: uploadHeaders,
            body: multipartImage(Buffer.from('not an image at all')),
          })),
        ],
      },
    },
    {
      name: 'reports by one buyer',
      expect: [200, 429],
      limit: 20,
      opts: {
        connections: 1,
        overallRate: 6,
        requests: [
          {
            method: 'PUT',
            path: '/api/addproduct/report/x',
            setupRequest: (req) => ({
              ...req,
              path: `/api/addproduct/report/${pick(s.listingIds)}`,
              headers: json(ADDRESS.buyer(2), s.buyers[2].authorization),
              body: JSON.stringify({ reason: 'other' }),
            }),
          },
        ],
      },
    },
  ];
}

export function run(scenario) {
  return new Promise((resolve, reject) => {
    // A limited scenario sends a fixed number of attempts past its limit (autocannon's `amount`
    // replaces the duration), so that a slow machine reaches the limit too; the others run for
    // LOAD_SECONDS.
    const length = scenario.limit !== undefined ? { amount: scenario.limit + LIMIT_OVERSHOOT } : {};
    autocannon(
      { url: BASE, duration: SECONDS, timeout: 20, ...length, ...scenario.opts },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}
