import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';

/**
 * Building blocks of the hostile-input suites: the endpoints the app registers with their
 * contract schemas, arbitraries generated from those schemas (valid-ish) and beyond them
 * (hostile), a checksum of every table (a refused request must write nothing) and the checks
 * every answer must pass.
 */

export interface Endpoint {
  method: string;
  /** As registered, `/api/bookings/:id`. */
  route: string;
  schema: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
}

/** An `onRoute` hook for `createTestContext` that collects every endpoint but HEAD. */
export function collectEndpoints(into: Endpoint[]) {
  return (route: RouteOptions) => {
    // The live stream never ends on its own (inject would wait for ever); its input is one
    // header, Last-Event-ID, tried with hostile values in its own test (live.test.ts).
    if ((route as { sse?: unknown }).sse) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Endpoint['schema'];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      into.push({
        method,
        route: route.url,
        schema: { params: schema.params, querystring: schema.querystring, body: schema.body },
      });
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Arbitraries from the contract's schemas (through their JSON Schema), for valid-ish input.

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** Values a key of this name should sometimes take: real ids and emails of the test's world. */
export type KnownValues = Record<string, readonly string[]>;

export function validish(schema: z.ZodType, known: KnownValues = {}): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, known, undefined);
}

function fromJsonSchema(
  s: JsonSchema,
  known: KnownValues,
  key: string | undefined,
): fc.Arbitrary<unknown> {
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((o) => fromJsonSchema(o, known, key)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string': {
      const own = key && known[key];
      const generated = stringFrom(s);
      return own && own.length > 0 ? fc.oneof(fc.constantFrom(...own), generated) : generated;
    }
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 });
    case 'number': {
      const min = s.minimum ?? s.exclusiveMinimum ?? -1000;
      const max = s.maximum ?? s.exclusiveMaximum ?? 100_000;
      // Mostly amounts a person would type (whole, or with cents), sometimes any double.
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((c) => c / 100),
        fc.double({ min, max, noNaN: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? fromJsonSchema(s.items, known, key) : fc.anything(), {
        maxLength: 3,
      });
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromJsonSchema(v, known, k)]),
      );
      return fc.record(props, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFrom(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, 60);
  if (s.pattern) {
    return fc
      .stringMatching(new RegExp(s.pattern))
      .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  }
  if (s.format === 'email') return fc.emailAddress();
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

// ---------------------------------------------------------------------------------------------
// Beyond the schemas.

export const SQL_AND_HTML = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM user_passwords --",
  '1; SELECT pg_sleep(5) --',
  "x' AND 1=(SELECT COUNT(*) FROM pg_tables) AND 'a'='a",
  '%27%20OR%201%3D1',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '${7*7}{{7*7}}',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  '🙂'.repeat(64),
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_AND_HTML, ...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Huge: past every field's maximum, still under the body cap.
  fc.integer({ min: 300, max: 60_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 31, -0, 0, -1, 1e-9, 0.005),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that try to reach the prototype or state the server owns. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'accountType',
  'role',
  'isAdmin',
  'admin',
  'paid',
  'isPaid',
  'price',
  'priceCents',
  'resalePriceCents',
  'sellerEmail',
  'sellerId',
  'buyerId',
  'email',
  '_id',
  'id',
  'uid',
  'publish',
  'reported',
  'transactionId',
  'passwordHash',
];

/** An object with own keys (also `__proto__`), as JSON.parse would build it. */
const objectOf = (entries: [string, unknown][]) => Object.fromEntries(entries);

/** Nested n deep: `[[[…]]]` or `{"a":{"a":…}}`. */
function nested(depth: number, asObject: boolean): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), tie('value')), {
        maxLength: 3,
      })
      .map(objectOf),
    fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([d, o]) => nested(d, o)),
  ),
})).value;

/** A value of the schema with one field replaced, removed or joined by a hostile key. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.constantFrom(...HOSTILE_KEYS), fc.nat(2))
    .map(([value, pick, evil, evilKey, how]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return evil;
      const entries = Object.entries(value);
      if (how === 0 || entries.length === 0) return objectOf([...entries, [evilKey, evil]]);
      const i = pick % entries.length;
      if (how === 1) return objectOf(entries.filter((_, j) => j !== i));
      return objectOf(entries.map(([k, v], j) => [k, j === i ? evil : v]));
    });
}

/** Bodies that are not the JSON they claim to be, or not JSON at all. */
export const rawBodies = fc.constantFrom(
  { type: 'application/json', body: '{"productName": ' },
  { type: 'application/json', body: '{"a":1}{"b":2}' },
  { type: 'application/json', body: '\u0000' },
  {
    type: 'application/json',
    body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { type: 'application/json', body: 'NaN' },
  { type: 'application/json', body: '"just a string"' },
  { type: 'application/json', body: '9'.repeat(400) },
  { type: 'application/json', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&accountType=admin' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
  },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
  },
);

/** A query string of these values; arrays repeat the key. */
export function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encode(text(value))}`;
  }
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) {
      parts.push(`${encode(k)}=${encode(text(one))}`);
    }
  }
  return parts.join('&');
}

/** `/api/bookings/:id` with its parameters filled in, URL-encoded. */
export function fillRoute(route: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return route.replace(/:(\w+)/g, (_m, name: string) => {
    const v = text(values[name] ?? 'x');
    return encode(v === '' ? 'x' : v);
  });
}

/** Percent-encoded; a lone surrogate (no UTF-8 form) goes as an invalid byte, `%FF`. */
function encode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return `${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}%FF`;
  }
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return JSON.stringify(v) ?? String(v);
}

// ---------------------------------------------------------------------------------------------
// Checks.

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One checksum over every table of the app's schema: equal before and after = nothing written. */
export async function databaseChecksum(db: Db): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((r) => r.table_name).filter((n) => !n.startsWith('__drizzle'));
  const parts = names.map(
    (n) =>
      `select '${n}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as sum from "${n}" x`,
  );
  const result = await rows<{ t: string; sum: string }>(db, sql.raw(parts.join(' union all ')));
  return result.map((r) => `${r.t}=${r.sum}`).join(' ');
}

/** Leaks of internals in an answer: stack frames, paths, driver and SQL error texts. */
const INTERNALS = [
  /\n\s+at .+[:(]\d+:\d+\)?/,
  /node_modules/,
  /\/work\/|apps\/api\/src|file:\/\//,
  /\.ts:\d+/,
  /drizzle|node-postgres|\bpg-pool\b|PGlite(Error)?:/,
  /syntax error at or near|duplicate key value|violates (foreign key|unique|check|not-null)|relation "|invalid input syntax|invalid byte sequence|unterminated quoted/i,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError): /,
  /ZodError|"code":\s*"invalid_type"/,
];

export function internalsIn(body: string): string | null {
  for (const re of INTERNALS) {
    const m = re.exec(body);
    if (m) return m[0];
  }
  return null;
}

/** Secrets that must never appear in any answer. */
export async function secretMarkers(db: Db, extra: string[]): Promise<string[]> {
  const hashes = await rows<{ password_hash: string }>(
    db,
    sql`select password_hash from user_passwords`,
  );
  const sessions = await rows<{ token_hash: string }>(db, sql`select token_hash from sessions`);
  const markers = [
    ...hashes.flatMap((r) => [r.password_hash, ...r.password_hash.split('$').slice(4)]),
    ...sessions.map((r) => r.token_hash),
    ...extra,
  ];
  return markers.filter((m) => m && m.length >= 16);
}

export const randomSecret = () => crypto.randomBytes(24).toString('base64url');
