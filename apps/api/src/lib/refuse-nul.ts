import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.ts';

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail in the database (a
 * 500). Every request's path parameters, query and JSON body are checked before validation: a
 * NUL anywhere is a 400 naming the field, and nothing is written.
 */
export async function refuseNulCharacters(req: FastifyRequest) {
  const parts = [
    ['params', req.params],
    ['querystring', req.query],
    ['body', req.body],
  ] as const;
  for (const [part, value] of parts) {
    const at = pathOfNul(value);
    if (at !== null) {
      const field = at || part;
      throw badRequest(`${field}: must not contain a NUL character`, field);
    }
  }
}

/** The dotted path of the first string holding U+0000 ('' for the value itself), or null. */
function pathOfNul(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}
