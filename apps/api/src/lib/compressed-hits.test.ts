import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createListing, createUser } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';

// A cached public answer is sent compressed as the browser asks, from forms made once per answer
// (lib/compressed-hits.ts); what the browser unpacks is the answer as computed.

let t: TestContext;
const URL = '/api/categories/iphone';
beforeAll(async () => {
  t = await createTestContext({ CORS_ORIGINS: 'http://client.example' });
  const seller = await createUser(t.database.db, { accountType: 'seller' });
  // Enough phones that the answer is over the 1 KB threshold.
  for (let i = 0; i < 6; i++) await createListing(t.database.db, seller);
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: URL, headers: { host: 'shop.example', ...headers } });

const unpack = (encoding: unknown, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : body;

describe('hits of the public cache, compressed', () => {
  let computed: string;
  beforeAll(async () => {
    const first = await get();
    expect(first.headers['x-cache']).toBe('MISS');
    computed = first.body;
    expect(computed.length).toBeGreaterThan(1024);
  });

  test('each encoding is made once for the answer, however many hits ask for it', async () => {
    const compressions = () => t.app.publicCache.store.stats().compressions;
    const before = compressions();
    for (let i = 0; i < 5; i++) {
      expect((await get({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
      expect((await get({ 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    }
    expect(compressions()).toBe(before + 2);
  });

  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
  ])(
    'Accept-Encoding %s: a hit goes as %s and unpacks to the computed answer',
    async (accept, encoding) => {
      for (let i = 0; i < 2; i++) {
        const hit = await get({ 'accept-encoding': accept });
        expect(hit.headers['x-cache']).toBe('HIT');
        expect(hit.headers['content-encoding']).toBe(encoding);
        expect(hit.headers.vary).toContain('accept-encoding');
        expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
        expect(hit.rawPayload.length).toBeLessThan(computed.length / 2);
        expect(unpack(encoding, hit.rawPayload).toString('utf8')).toBe(computed);
      }
    },
  );

  test('without Accept-Encoding, with identity only, or with x-no-compression, a hit goes as it is', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    ];
    for (const headers of cases) {
      const hit = await get(headers);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-encoding']).toBeUndefined();
      expect(hit.body).toBe(computed);
    }
  });

  test('each origin gets its own photo URLs, compressed', async () => {
    const hit = await get({ host: 'other.example', 'accept-encoding': 'gzip' });
    expect(hit.headers['x-cache']).toBe('HIT');
    const text = unpack('gzip', hit.rawPayload).toString('utf8');
    expect(text).toBe(computed.replaceAll('http://shop.example/', 'http://other.example/'));
  });

  test('a revalidation with the ETag is still a 304 without a body', async () => {
    const hit = await get({ 'accept-encoding': 'br' });
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': hit.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  test('a hit for another web client varies on its origin and on the encoding', async () => {
    const hit = await get({ origin: 'http://client.example', 'accept-encoding': 'gzip' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['access-control-allow-origin']).toBe('http://client.example');
    expect(String(hit.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['origin', 'accept-encoding']),
    );
  });
});
