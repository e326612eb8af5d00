import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './test/test-app.ts';

// The built web app as the server serves it: a small stand-in build in a temporary folder.
let ctx: TestContext;
let dist: string;
const page = '<!doctype html><html lang="en"><head><title>Resale Zone</title></head></html>';
// Big enough to be compressed (the threshold is 1 KB).
const script = `console.log(${JSON.stringify('resale zone '.repeat(300))});\n`;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'resale-zone-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(path.join(dist, 'index.html'), page);
  await fs.writeFile(path.join(dist, 'assets', 'index-Bx1d2f3A.js'), script);
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{"secret":"tooling only"}');
  ctx = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the web app: caching and compression', () => {
  test('the page is revalidated on every visit, and an unchanged page is a 304', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toBe(page);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();

    const again = await get('/', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('a deep link gets the same page, uncached, so the client-side router can show it', async () => {
    const res = await get('/categories/iphone?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(page);
  });

  test('hashed assets are cached for a year and never revalidated, and sent compressed', async () => {
    const res = await get('/assets/index-Bx1d2f3A.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  test('other files of the build (favicon, robots.txt …) are revalidated', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('a missing hashed asset is a 404, not the page (a stale tab sees a failed chunk)', async () => {
    const res = await get('/assets/home-page-Gone1234.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  test("the build's manifest is not served", async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toContain('tooling only');
  });

  test('files of a rebuild are served without restarting the server', async () => {
    await fs.writeFile(path.join(dist, 'assets', 'search-page-N3wBu1ld.js'), 'export {};\n');
    const res = await get('/assets/search-page-N3wBu1ld.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('an unknown API path is a JSON 404, never the page', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });
});
