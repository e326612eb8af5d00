// Setup through the API: accounts, a photo, listings; and the warm-up of the thread pool.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { ADDRESS, BASE, PASSWORD, fail, net } from './config.mjs';

export async function call(method, url, { address, headers = {}, json, body } = {}) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      'x-forwarded-for': address ?? ADDRESS.browser,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const text = await res.text();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return { status: res.status, headers: res.headers, data };
}

export async function signUp(accountType, i) {
  const email = `load-${accountType}-${i}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const res = await call('POST', '/api/auth/sign-up', {
    address: ADDRESS.signUps,
    json: { name: `Load ${accountType} ${i}`, email, password: PASSWORD, accountType },
  });
  if (res.status !== 201)
    throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.data)}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  const jwt = await call('GET', `/api/jwt?email=${encodeURIComponent(email)}`, {
    address: ADDRESS.signUps,
    headers: { cookie },
  });
  if (jwt.status !== 200) throw new Error(`GET /jwt answered ${jwt.status}`);
  return { email, authorization: `Bearer ${jwt.data.accessToken}` };
}

export const BOUNDARY = 'load-smoke-boundary';
export function multipartImage(bytes) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="phone.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export async function setup() {
  const sellers = [await signUp('seller', 0), await signUp('seller', 1)];
  const buyers = [await signUp('buyer', 0), await signUp('buyer', 1), await signUp('buyer', 2)];
  // The sixth sign-up from one address within 30 minutes is refused.
  const sixth = await call('POST', '/api/auth/sign-up', {
    address: ADDRESS.signUps,
    json: {
      name: 'One Too Many',
      email: `load-extra-${net}@example.test`,
      password: PASSWORD,
      accountType: 'buyer',
    },
  });
  const signUpLimit = { status: sixth.status, retryAfter: sixth.headers.get('retry-after') };
  if (sixth.status !== 429 || !(Number(signUpLimit.retryAfter) > 0)) {
    fail(
      `the 6th sign-up from one address answered ${sixth.status} (Retry-After ${signUpLimit.retryAfter}), not 429`,
    );
  }

  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

  const categories = ['Iphone', 'Xiaomi', 'Huawei', 'One plus'];
  for (const [s, seller] of sellers.entries()) {
    // Each seller's own upload: a listing may only name its seller's photos.
    const upload = await call('POST', '/api/images', {
      address: ADDRESS.seller(s),
      headers: {
        authorization: seller.authorization,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: multipartImage(png),
    });
    if (upload.status !== 200)
      throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.data)}`);
    const photo = upload.data.data.url;
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/addproduct', {
        address: ADDRESS.seller(s),
        headers: { authorization: seller.authorization },
        json: {
          productName: `Load phone ${s}-${i}`,
          sellerName: `Load seller ${s}`,
          productPhoto: photo,
          resalePrice: 150 + i * 10,
          orginalPrice: 400,
          location: 'Dhaka',
          categories: categories[i % categories.length],
          condition: 'Good',
          useDuration: '1 year',
          sellerEmail: seller.email,
          publishDat: new Date().toISOString().slice(0, 10),
          description: 'A phone listed by the load smoke.',
        },
      });
      if (res.status !== 201)
        throw new Error(`addproduct answered ${res.status}: ${JSON.stringify(res.data)}`);
      if (i < 2) {
        await call('PUT', `/api/addproduct/advertise/${res.data.insertedId}`, {
          address: ADDRESS.seller(s),
          headers: { authorization: seller.authorization },
        });
      }
    }
  }

  const brands = ['iphone', 'xiaomi', 'huawei', 'oneplus'];
  const listed = new Map();
  for (const url of ['/api/advertise', ...brands.map((b) => `/api/categories/${b}`)]) {
    const res = await call('GET', url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    for (const p of res.data) listed.set(p._id, p);
  }
  const listingIds = [...listed.keys()];
  const photos = [...new Set([...listed.values()].map((p) => p.productPhoto))];

  // Search and detail pages, where this version of the API has them.
  const optional = {};
  const search = await call('GET', '/api/search?q=phone');
  if (search.status === 200) optional.search = true;
  const detail = await call('GET', `/api/products/${listingIds[0]}`);
  if (detail.status === 200) optional.detail = true;
  const wishlist = await call('GET', '/api/wishlist', {
    address: ADDRESS.buyer(0),
    headers: { authorization: buyers[0].authorization },
  });
  if (wishlist.status === 200) optional.wishlist = true;

  return { sellers, buyers, png, listingIds, photos, brands, optional, signUpLimit };
}

/** Four password checks and two photo uploads at once, by accounts the run does not limit. */
export async function warmUpThreads(s) {
  const signIns = [...s.sellers, ...s.buyers].slice(0, 4).map((who, i) =>
    call('POST', '/api/auth/sign-in', {
      address: `${net}.${150 + i}`,
      json: { email: who.email, password: PASSWORD },
    }),
  );
  const uploads = [1, 2].map(() =>
    call('POST', '/api/images', {
      address: ADDRESS.seller(1),
      headers: {
        authorization: s.sellers[1].authorization,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: multipartImage(s.png),
    }),
  );
  const answers = await Promise.all([...signIns, ...uploads]);
  const wrong = answers.filter((a) => a.status !== 200);
  if (wrong.length > 0) fail(`warm-up: ${wrong.map((a) => a.status).join(', ')} answers, not 200`);
}
