import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteOptions } from 'fastify';
import { compileErrors, validate } from '@readme/openapi-parser';
import { API_BASE } from '@resale-zone/contract/api-paths';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: object; tags?: string[] }>>;
}

let t: TestContext;
/** `METHOD /api/path/{param}` of every API route the app registered, seen as it registered it. */
const apiRoutes = new Set<string>();

function collect(route: RouteOptions) {
  const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
  if (hidden || !route.url.startsWith(`${API_BASE}/`)) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  for (const method of methods) if (method !== 'HEAD') apiRoutes.add(`${method} ${path}`);
}

beforeAll(async () => {
  t = await createTestContext({}, { onRoute: collect });
});
afterAll(() => t.close());

const getDocument = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json() as OpenApiDocument;
};

describe('the OpenAPI document', () => {
  test('is OpenAPI 3.1 and valid by the specification’s schema', async () => {
    const document = await getDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  test('describes every registered API route, and only those', async () => {
    const document = await getDocument();
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // The walk saw the app's routes (guards against an empty comparison).
    expect(apiRoutes).toContain('GET /api/products/{id}');
    expect(apiRoutes).toContain('POST /api/auth/sign-in');
    expect([...apiRoutes].filter((r) => !described.has(r))).toEqual([]);
    expect([...described].filter((r) => !apiRoutes.has(r))).toEqual([]);
  });

  test('carries the contract’s shapes: a listing’s answer and a sign-up’s fields', async () => {
    const document = await getDocument();
    const json = JSON.stringify(document);
    const listing = document.paths['/api/products/{id}']!.get!;
    expect(listing.tags).toEqual(['products']);
    expect(JSON.stringify(listing.responses)).toContain('productPhoto');
    expect(JSON.stringify(document.paths['/api/auth/sign-up'])).toContain('accountType');
    // Pages, images and the sitemaps are not the API.
    expect(json).not.toContain('"/robots.txt"');
    expect(Object.keys(document.paths).every((p) => p.startsWith(`${API_BASE}/`))).toBe(true);
  });
});

describe('the docs page', () => {
  test('is Swagger UI from this origin, under the site’s own content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Every script it loads is a file of ours: no CDN, nothing inline.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/api\/docs\/static\//);
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});
