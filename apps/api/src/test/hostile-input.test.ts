import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { luhnValid, normaliseImei } from '@resale-zone/contract/imei';
import { signUpAs, TEST_PASSWORD, type SignedUp } from './auth.ts';
import { createListing, createUser } from './factories.ts';
import {
  collectEndpoints,
  databaseChecksum,
  fillRoute,
  hostileString,
  hostileValue,
  internalsIn,
  mutated,
  queryString,
  randomSecret,
  rawBodies,
  secretMarkers,
  validish,
  type Endpoint,
  type KnownValues,
} from './hostile.ts';
import { uploadPhotos } from './photos.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Property-based hostile input over every endpoint the app registers (security.md items 11, 12,
 * 15): parameters, query strings and bodies generated from the endpoint's contract schemas, then
 * pushed past them (wrong types, huge and odd strings, SQL and HTML, prototype keys, deep
 * nesting, malformed and foreign bodies), sent anonymously and as a user whose role the endpoint
 * admits. Whatever comes in: no 5xx, no internals in the answer, a 400 names the field, a refused
 * request writes nothing, and no answer carries a password hash, session digest or the signing
 * secret.
 */

const AUTH_SECRET = `hostile-${randomSecret()}`;
/** Runs per endpoint and caller; sign-in and sign-up hash passwords (~0.3 s), so fewer. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10);
const RUNS_HASHING = Math.max(2, Math.round(RUNS / 4));
const HASHING = new Set(['POST /api/auth/sign-up', 'POST /api/auth/sign-in']);

const endpoints: Endpoint[] = [];
// Built while the file is collected: the endpoints it registers become one test each.
const t: TestContext = await createTestContext(
  { AUTH_SECRET },
  { onRoute: collectEndpoints(endpoints) },
);
const accounts = {} as Record<'buyer' | 'seller' | 'admin', SignedUp>;
let known: KnownValues;
let secrets: string[];

beforeAll(async () => {
  for (const role of ['buyer', 'seller', 'admin'] as const) {
    accounts[role] = await signUpAs(t, { accountType: role });
  }
  const seller = accounts.seller.user;
  const listings = await Promise.all(
    [0, 1, 2].map(() => createListing(t.database.db, seller, { isAdvertised: true })),
  );
  const stranger = await createUser(t.database.db);
  known = {
    id: [...listings.map((l) => l.id), stranger.id],
    product_id: listings.map((l) => l.id),
    email: Object.values(accounts).map((a) => a.user.email),
    sellerEmail: [seller.email],
  };
  secrets = await secretMarkers(t.database.db, [AUTH_SECRET, TEST_PASSWORD]);
});
afterAll(() => t.close());

type Caller = SignedUp | null;

interface Sent {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

/** The signed-in caller whose role the endpoint admits (its guard lets them through). */
async function admittedCaller(endpoint: Endpoint): Promise<SignedUp> {
  for (const role of ['buyer', 'seller', 'admin'] as const) {
    const res = await t.app.inject({
      method: endpoint.method as 'GET',
      url: fillRoute(endpoint.route, {}),
      headers: accounts[role].headers,
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return accounts[role];
  }
  return accounts.buyer;
}

/** What to send: valid-ish or hostile parts, each drawn independently. */
function requests(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const { params, querystring, body } = endpoint.schema;
  const part = (schema: typeof params) => {
    const valid = schema ? validish(schema, known) : fc.constant({});
    return fc.oneof(
      { weight: 2, arbitrary: valid },
      { weight: 2, arbitrary: mutated(valid) },
      { weight: 1, arbitrary: hostileValue },
    );
  };
  const pathParams = params ? part(params) : fc.constant({} as unknown);
  const onlyStrings = fc.dictionary(fc.constantFrom('id', 'email', 'brand', 'name'), hostileString);
  const query = fc.option(querystring ? part(querystring) : hostileValue, { freq: 3 });
  const json = body ? part(body) : hostileValue;
  const bodies = fc.oneof(
    {
      weight: 4,
      arbitrary: json.map((v) => ({ type: 'application/json', body: JSON.stringify(v) ?? 'null' })),
    },
    { weight: 1, arbitrary: rawBodies },
  );
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return fc
    .record({
      params: fc.oneof(pathParams, onlyStrings),
      query,
      body: hasBody ? fc.option(bodies, { freq: 6 }) : fc.constant(null),
    })
    .map(({ params: p, query: q, body: b }) => ({
      method: endpoint.method,
      url: fillRoute(endpoint.route, p) + (q === null ? '' : `?${queryString(q)}`),
      body: b?.body,
      contentType: b?.type,
    }));
}

async function send(sent: Sent, caller: Caller) {
  const headers: Record<string, string> = {};
  if (caller) headers.authorization = caller.headers.authorization;
  if (sent.contentType) headers['content-type'] = sent.contentType;
  return t.app.inject({
    method: sent.method as 'GET',
    url: sent.url,
    headers,
    ...(sent.body === undefined ? {} : { payload: sent.body }),
  });
}

/** The checksum of every table after the last request (a refusal must leave it as it was). */
let baseline = '';

/** Every answer, whatever came in. */
async function checkAnswer(sent: Sent, caller: Caller) {
  const res = await send(sent, caller);
  const context = `${sent.method} ${sent.url.slice(0, 300)} [${sent.contentType ?? ''}] ${(sent.body ?? '').slice(0, 300)}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  expect(internalsIn(res.body), context).toBeNull();
  for (const secret of secrets) expect(res.body.includes(secret), context).toBe(false);
  if (res.statusCode === 400) {
    expect(res.json(), context).toMatchObject({ field: expect.stringMatching(/\S/) });
  }
  const after = await databaseChecksum(t.database.db);
  if (res.statusCode >= 400) expect(after, `${context}\nwrote while refusing`).toBe(baseline);
  baseline = after;
  return res.statusCode;
}

/** fc.assert, with the report cut short (counterexamples hold strings of 60 000 characters). */
async function assertShort<T>(property: fc.IAsyncProperty<T>, params: fc.Parameters<T>) {
  try {
    await fc.assert(property, params);
  } catch (err) {
    const cause = (err as Error).cause as Error | undefined;
    const report = (err as Error).message.replace(
      /(.)\1{200,}/g,
      (run, c: string) => `${c}…×${run.length}`,
    );
    throw new Error(`${cause?.message ?? ''}\n${report.slice(0, 1500)}`);
  }
}

describe('hostile input on every endpoint', () => {
  test('the app registered endpoints with their schemas', () => {
    const api = endpoints.filter((e) => e.route.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(30);
    expect(
      api.find((e) => e.route === '/api/addproduct' && e.method === 'POST')?.schema.body,
    ).toBeDefined();
  });

  // One test per endpoint and caller (anonymous, then a role its guard admits), each a property
  // of its own: the work of one is a second or two, far inside the test's time-out.
  const statuses = new Map<string, number>();
  const cases = endpoints.flatMap((endpoint) =>
    (['anonymous', 'admitted'] as const).map((who) => ({
      endpoint,
      who,
      name: `${endpoint.method} ${endpoint.route}`,
    })),
  );
  test.for(cases)(
    '$name, $who: no 5xx, no internals, 400s name a field, refusals write nothing',
    // A deeper run by hand (HOSTILE_RUNS=200) does more work per test.
    { timeout: Math.max(30_000, RUNS * 3_000) },
    async ({ endpoint, who, name }) => {
      const caller = who === 'anonymous' ? null : await admittedCaller(endpoint);
      baseline = await databaseChecksum(t.database.db);
      await assertShort(
        fc.asyncProperty(requests(endpoint), async (sent) => {
          const status = await checkAnswer(sent, caller);
          statuses.set(`${status}`, (statuses.get(`${status}`) ?? 0) + 1);
        }),
        { numRuns: HASHING.has(name) ? RUNS_HASHING : RUNS, endOnFailure: true },
      );
    },
  );

  test('the properties reached past validation too, not only 400s', () => {
    if (process.env.HOSTILE_RUNS) console.log(Object.fromEntries(statuses));
    expect([...statuses.keys()]).toEqual(expect.arrayContaining(['200', '400', '401']));
  });

  test('hostile Authorization headers are a 401, never a 5xx', async () => {
    const bearer = fc.oneof(
      hostileString.map((s) => `Bearer ${s}`),
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${'a'.repeat(8000)}`,
        'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.',
        'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x',
      ),
    );
    await fc.assert(
      fc.asyncProperty(bearer, async (authorization) => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/bookings',
          headers: { authorization: authorization.replace(/[^\x20-\x7e]/g, '') },
        });
        expect(res.statusCode, `${authorization.slice(0, 80)} → ${res.body}`).toBe(401);
        expect(internalsIn(res.body)).toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});

describe('hostile IMEIs (issue 22)', () => {
  /** Digits of other scripts that `\d` in some engines, or Number(), would take for 0–9. */
  const foreignDigits = fc.constantFrom('٤', '۴', '४', '৪', '４', '𝟒', '⁴', '₄', '④', 'Ⅳ');
  const asciiDigits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
  const hostileImei = fc.oneof(
    asciiDigits(14),
    asciiDigits(16),
    // 15 characters with a letter or a foreign digit somewhere.
    fc
      .tuple(asciiDigits(14), fc.oneof(foreignDigits, fc.constantFrom('a', 'O', 'l', 'e', ' ')))
      .chain(([digits, odd]) =>
        fc.nat(14).map((at) => digits.slice(0, at) + odd + digits.slice(at)),
      ),
    // A wrong check digit.
    asciiDigits(14).map((d) => {
      const ok = [...'0123456789'].find((c) => luhnValid(d + c))!;
      return d + String((Number(ok) + 1) % 10);
    }),
    fc.constantFrom(
      '1e14',
      '0x35299209000000',
      '３５２９９２０９０００００００',
      '-35299209000000',
    ),
    fc.integer(),
    fc.array(fc.nat(9), { maxLength: 15 }),
    hostileString,
  );

  test('add-product and stolen-phone reports refuse them: a 400 naming imei, nothing written', async () => {
    const seller = accounts.seller;
    const product = {
      productName: 'iPhone 8',
      sellerName: 'Sam',
      productPhoto: '/images/abc123.webp',
      resalePrice: 150,
      orginalPrice: 699,
      location: 'Dhaka',
      categories: 'Iphone',
      condition: 'Good',
      useDuration: '2 years',
      sellerEmail: seller.user.email,
      publishDat: '2026-11-20',
      description: 'Works well.',
    };
    await assertShort(
      fc.asyncProperty(hostileImei, async (imei) => {
        // Only 15 ASCII digits with a valid check digit (spaces and dashes between) may pass.
        const digits = typeof imei === 'string' ? normaliseImei(imei) : '';
        fc.pre(!(/^[0-9]{15}$/.test(digits) && luhnValid(digits)));
        // An empty or blank field means "no IMEI" on the form: not hostile, skipped here.
        fc.pre(!(typeof imei === 'string' && imei.trim() === ''));
        const before = await databaseChecksum(t.database.db);
        for (const [url, payload] of [
          ['/api/addproduct', { ...product, imei }],
          ['/api/stolen-phones', { imei }],
        ] as const) {
          const res = await t.app.inject({ method: 'POST', url, headers: seller.headers, payload });
          const context = `${url} ${JSON.stringify(imei)} → ${res.statusCode} ${res.body}`;
          expect(res.statusCode, context).toBe(400);
          expect(res.json(), context).toMatchObject({ field: 'imei' });
        }
        expect(await databaseChecksum(t.database.db)).toBe(before);
      }),
      { numRuns: Math.max(40, RUNS * 4) },
    );
  });
});

describe('hostile photo lists (issue 22)', () => {
  test("add-product and edit refuse 9+ photos, repeats, someone else's photo and odd items: a 400 naming the field, nothing written", async () => {
    const seller = accounts.seller;
    const own = await uploadPhotos(t, seller, 9);
    const [theirs] = (await uploadPhotos(t, accounts.buyer, 1)) as [string];
    const product = {
      productName: 'iPhone 11',
      sellerName: 'Sam',
      resalePrice: 150,
      orginalPrice: 399,
      location: 'Dhaka',
      // A brand with listings: the endpoint fuzzing above may have deleted an empty one.
      categories: 'Iphone',
      condition: 'Good',
      useDuration: '1 year',
      sellerEmail: seller.user.email,
      publishDat: '2026-11-20',
      description: 'Works well.',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: { ...product, productPhoto: own[0], photos: own.slice(0, 2) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const editUrl = `/api/products/${created.json().insertedId}`;
    const ownPhoto = fc.constantFrom(...own);
    const hostileList = fc.oneof(
      // Too many (repeats among them or not).
      fc.array(ownPhoto, { minLength: 9, maxLength: 12 }),
      fc.constant(own.slice(0, 9)),
      // One photo twice.
      fc
        .array(ownPhoto, { minLength: 1, maxLength: 6 })
        .chain((list) => fc.nat(list.length).map((at) => list.toSpliced(at, 0, list[0]!))),
      // Someone else's upload anywhere in the list.
      fc
        .uniqueArray(ownPhoto, { minLength: 0, maxLength: 6 })
        .chain((list) => fc.nat(list.length).map((at) => list.toSpliced(at, 0, theirs))),
      // Items that are not stored photos at all.
      fc.array(fc.oneof(ownPhoto, hostileString, hostileValue), { minLength: 1, maxLength: 8 }),
      hostileValue,
    );
    await assertShort(
      fc.asyncProperty(hostileList, async (photos) => {
        const list = Array.isArray(photos) ? (photos as unknown[]) : [];
        // A valid list of distinct own photos is not hostile.
        fc.pre(
          !(
            list.length >= 1 &&
            list.length <= 8 &&
            new Set(list).size === list.length &&
            list.every((p) => typeof p === 'string' && own.includes(p))
          ),
        );
        const cover = typeof list[0] === 'string' ? list[0] : own[0];
        const before = await databaseChecksum(t.database.db);
        for (const [method, url, payload] of [
          ['POST', '/api/addproduct', { ...product, productPhoto: cover, photos }],
          ['PATCH', editUrl, { photos }],
        ] as const) {
          const res = await t.app.inject({ method, url, headers: seller.headers, payload });
          const context = `${method} ${JSON.stringify(photos)} → ${res.statusCode} ${res.body}`;
          expect(res.statusCode, context).toBe(400);
          // A prototype key anywhere refuses the whole body ('body'); a NUL inside an object
          // sent as the list names the path to it ('photos.isAdmin', 'photos.0.').
          expect(res.json().field, context).toMatch(/^(photos(\..*)?|productPhoto|body)$/);
        }
        expect(await databaseChecksum(t.database.db)).toBe(before);
      }),
      { numRuns: Math.max(40, RUNS * 4) },
    );
  });
});
