import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { imageSources } from '@resale-zone/contract/images';
import { listings } from '../db/schema.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { signUpAs } from '../test/auth.ts';
import { createListing, createUser } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { imageForm, solidImage } from '../features/images/test-images.ts';
import { phoneForm } from '../test/phone-form.ts';
import { useTestApp } from '../test/use-test-app.ts';

// Other web clients (issue 23, item 9): the original app's own client, served from another
// origin, calls the API with a bearer token and shows the photos in <img>.

const CLIENT = 'http://client.example:5173';
const STRANGER = 'https://stranger.example';

/** A browser's preflight from `origin` of a GET of `url`, asking for `headers` when given. */
const preflight = (t: TestContext, origin: string, url = '/api/advertise', headers?: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  });

describe('CORS_ORIGINS, an allow-list of other web clients', () => {
  let t: TestContext;
  useTestApp((app) => (t = app), { CORS_ORIGINS: `${CLIENT}, https://second.example` });

  test('a listed origin reads public answers, with no credentials allowed', async () => {
    const res = await t.app.inject({ url: '/api/advertise', headers: { origin: CLIENT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Request-Id/);
  });

  test('the preflight of a bearer-token request answers 204 with the methods and headers', async () => {
    const res = await preflight(t, CLIENT, '/api/categories/iphone', 'authorization');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(String(res.headers['access-control-allow-methods']).split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/\bAuthorization\b/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('a signed-in request with the bearer token works from a listed origin', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    await createListing(t.database.db, seller.user, { productName: 'Pixel from afar' });
    const res = await t.app.inject({
      url: `/api/addproduct?email=${encodeURIComponent(seller.user.email)}`,
      headers: { origin: CLIENT, ...seller.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(JSON.stringify(res.json())).toContain('Pixel from afar');
  });

  test('a refusal reaches the listed client too, so that it can show why', async () => {
    const res = await t.app.inject({ url: '/api/bookings', headers: { origin: CLIENT } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
  });

  test('other origins get no CORS header, and their preflight is not answered', async () => {
    const read = await t.app.inject({ url: '/api/advertise', headers: { origin: STRANGER } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const refused = await preflight(t, STRANGER);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });

  test('the cookie session stays with our own pages: a listed origin cannot sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: CLIENT },
      payload: { email: 'someone@example.test', password: 'violet-harbour-lantern-42' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('pages and images outside the API get no CORS header', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { origin: CLIENT } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestContext;
  useTestApp((app) => (t = app));

  test('no origin is allowed and a preflight answers 404 as before', async () => {
    const res = await preflight(t, CLIENT);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS in the configuration', () => {
  test('entries are origins as browsers send them', () => {
    const env = loadEnv({ CORS_ORIGINS: 'HTTPS://App.Example:443 , http://localhost:8080' });
    expect(env.CORS_ORIGINS).toEqual(['https://app.example', 'http://localhost:8080']);
  });

  test.each(['https://app.example/', 'https://app.example/path', '*', 'app.example'])(
    '%s is refused, naming the variable',
    (entry) => {
      expect(() => loadEnv({ CORS_ORIGINS: entry })).toThrow(ConfigError);
      expect(() => loadEnv({ CORS_ORIGINS: entry })).toThrow(/CORS_ORIGINS/);
    },
  );
});

describe('photo URLs in answers are absolute', () => {
  let t: TestContext;
  let photo: string;
  let seller: Awaited<ReturnType<typeof signUpAs>>;
  beforeAll(async () => {
    t = await createTestContext();
    seller = await signUpAs(t, { accountType: 'seller' });
    const form = imageForm(await solidImage('jpeg', 1200, 900));
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, ...seller.headers },
    });
    // The upload answers the stored path: what the write endpoints take.
    photo = (upload.json() as { data: { url: string } }).data.url;
    expect(photo).toMatch(/^\/images\/[0-9a-f]{32}-1200\.webp$/);
    // Enough phones that the category answer is compressed (over 1 KB).
    for (let i = 0; i < 6; i++) {
      await createListing(t.database.db, seller.user, { productPhoto: photo, isAdvertised: true });
    }
  });
  afterAll(() => t.close());

  const photosOf = (body: unknown) =>
    (body as { productPhoto: string }[]).map((listing) => listing.productPhoto);

  test('from the origin the request came to, and each origin gets its own from the cache', async () => {
    const first = await t.app.inject({
      url: '/api/categories/iphone',
      headers: { host: 'api.example:8080' },
    });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(new Set(photosOf(first.json()))).toEqual(new Set([`http://api.example:8080${photo}`]));
    const second = await t.app.inject({
      url: '/api/categories/iphone',
      headers: { host: 'other.example' },
    });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(photosOf(second.json())[0]).toBe(`http://other.example${photo}`);
    // Hits from one origin, then the other, then the first again: each gets its own.
    for (const host of ['other.example', 'api.example:8080', 'api.example:8080']) {
      const hit = await t.app.inject({ url: '/api/categories/iphone', headers: { host } });
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(new Set(photosOf(hit.json()))).toEqual(new Set([`http://${host}${photo}`]));
    }
  });

  test('compressed answers carry them too, and srcset variants follow the absolute URL', async () => {
    const res = await t.app.inject({
      url: '/api/advertise',
      headers: { host: 'api.example', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const listed = photosOf(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')));
    expect(listed[0]).toBe(`http://api.example${photo}`);
    // The web app derives the card variant from the URL alone; it is served.
    const { cardSrc, srcSet } = imageSources(listed[0]!);
    expect(cardSrc).toMatch(/^http:\/\/api\.example\/images\/[0-9a-f]{32}-640\.webp$/);
    expect(srcSet).toContain(`${listed[0]} 1200w`);
    const card = await t.app.inject({ url: new URL(cardSrc).pathname });
    expect(card.statusCode).toBe(200);
  });

  test('listing and booking answers too', async () => {
    const listing = await createListing(t.database.db, seller.user, { productPhoto: photo });
    const detail = await t.app.inject({
      url: `/api/products/${listing.id}`,
      headers: { host: 'api.example' },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json() as { productPhoto: string }).productPhoto).toBe(
      `http://api.example${photo}`,
    );
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: buyer.headers,
      payload: { product_id: listing.id, number: '01711111111', place: 'Dhaka' },
    });
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const bookings = await t.app.inject({
      url: `/api/bookings?email=${encodeURIComponent(buyer.user.email)}`,
      headers: { host: 'api.example', ...buyer.headers },
    });
    expect(bookings.statusCode, bookings.body).toBe(200);
    expect(JSON.stringify(bookings.json())).toContain(`"photo":"http://api.example${photo}"`);
  });

  test('a client may send back the absolute URL it was given; it is stored as the path', async () => {
    const body = (productPhoto: string) =>
      phoneForm(seller, {
        productName: 'Returned photo',
        productPhoto,
        resalePrice: 300,
        description: 'Sent back as given.',
      });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: { host: 'api.example', ...seller.headers },
      payload: body(`http://api.example${photo}`),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { insertedId: string }).insertedId;
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.productPhoto).toBe(photo);

    // Another site's URL, even of the same shape, stays refused.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: { host: 'api.example', ...seller.headers },
      payload: body(`https://elsewhere.example${photo}`),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'productPhoto' });
  });

  test('a forged Host is never written into the JSON', async () => {
    const res = await t.app.inject({
      url: '/api/advertise',
      headers: { host: 'evil.example"},{"x":"' },
    });
    expect(res.statusCode).toBe(200);
    expect(photosOf(res.json())[0]).toBe(photo);
  });

  test('the server renderer asks for the stored paths', async () => {
    const res = await t.app.inject({
      url: '/api/advertise',
      headers: { host: 'api.example', 'x-photo-urls': 'relative' },
    });
    expect(photosOf(res.json())[0]).toBe(photo);
  });

  test('PUBLIC_URL, when set, is the origin whatever the Host', async () => {
    const withPublicUrl = await createTestContext({ PUBLIC_URL: 'https://resale.example/' });
    try {
      const owner = await createUser(withPublicUrl.database.db, { accountType: 'seller' });
      const other = await createListing(withPublicUrl.database.db, owner, {
        productPhoto: photo,
        isAdvertised: true,
      });
      const res = await withPublicUrl.app.inject({
        url: '/api/advertise',
        headers: { host: 'evil.example' },
      });
      const found = (res.json() as { _id: string; productPhoto: string }[]).find(
        (l) => l._id === other.id,
      );
      expect(found?.productPhoto).toBe(`https://resale.example${photo}`);
    } finally {
      await withPublicUrl.close();
    }
  });
});

describe('images other origins may embed', () => {
  let t: TestContext;
  useTestApp((app) => (t = app));

  test('a stored image is cross-origin; every other answer stays same-origin', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const form = imageForm(await solidImage('png', 300, 200), 'p.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, ...seller.headers },
    });
    const { url } = (upload.json() as { data: { url: string } }).data;
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const missing = await t.app.inject({ url: `/images/${'0'.repeat(32)}-640.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const other of ['/api/advertise', '/robots.txt', '/api/health']) {
      const res = await t.app.inject({ url: other });
      expect(res.headers['cross-origin-resource-policy'], other).toBe('same-origin');
    }
  });
});
