import type { FastifyReply, FastifySchema } from 'fastify';
import { requireRole, requireUser } from './auth-guards.ts';
import type { PublicCacheRule } from './public-cache.ts';

type Guard = typeof requireUser;

/**
 * A guarded route's options: who may call it, the contract's schemas and, for a write, what it
 * does to the public cache. Most routes differ only in these three, so they are spelled once here
 * and a route reads as its path, its schemas and its service call.
 * `app.post('/bookings/:id/dispute', forUser({ params, body, response }, 'keeps'), handler)`
 */
export function guarded<S extends FastifySchema>(
  guard: Guard,
  schema: S,
  publicCache?: PublicCacheRule,
) {
  return publicCache
    ? { onRequest: guard, config: { publicCache }, schema }
    : { onRequest: guard, schema };
}

/** A route for any signed-in caller (401 without a valid token). */
export const forUser = <S extends FastifySchema>(schema: S, publicCache?: PublicCacheRule) =>
  guarded(requireUser, schema, publicCache);

/** A route for admins only (401 without a valid token, 403 for another role). */
export const forAdmin = <S extends FastifySchema>(schema: S, publicCache?: PublicCacheRule) =>
  guarded(requireRole('admin'), schema, publicCache);

/**
 * The answer of a create that may find the thing already there (opening a conversation, saving a
 * search): 201 when it was made now, 200 when it was found.
 */
export const createdOrFound = <T extends { created: boolean }>(reply: FastifyReply, result: T) =>
  reply.code(result.created ? 201 : 200).send(result);
