import { z } from 'zod';

/** Identifiers are opaque strings (UUIDs today); the spec calls them `_id`. */
export const Id = z.string().trim().min(1).max(64);
export const IdParams = z.object({ id: Id });

/** Every error answer of the API has this shape (401, 403, 404, 409, 413, 429, 5xx …). */
export const ErrorAnswer = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** The request field that was refused, for 400 answers. */
  field: z.string().optional(),
  /** Why that field was refused, when a page acts on it (a mailed token: `TokenRefusal`). */
  reason: z.string().optional(),
  /** Correlates the answer with the server log, for 5xx answers. */
  requestId: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** A `Page` (paging.ts) of `item` as an answer body: the shape of every list made for paging. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Give it back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Items over all pages, when the list counts them. */
    total: z.number().int().nonnegative().optional(),
  });

export const ModifiedAnswer = z.object({
  acknowledged: z.boolean(),
  modifiedCount: z.number().int(),
});
export type ModifiedAnswer = z.infer<typeof ModifiedAnswer>;

export const DeletedAnswer = z.object({
  acknowledged: z.boolean(),
  deletedCount: z.number().int(),
});
export type DeletedAnswer = z.infer<typeof DeletedAnswer>;

export const InsertedAnswer = z.object({ acknowledged: z.boolean(), insertedId: z.string() });
export type InsertedAnswer = z.infer<typeof InsertedAnswer>;

export const EmailQuery = z.object({ email: z.email().max(254) });
/** `?email=` on the spec's "my …" lists: optional, and when given it must be the caller's own. */
export const OptionalEmailQuery = z.object({ email: z.email().max(254).optional() });
export const EmailParams = z.object({ email: z.email().max(254) });

export const HealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().optional(),
    error: z.string().optional(),
  }),
  uptimeSeconds: z.number(),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;

/** `GET /health/live`: the process answers; no database involved (the benchmark's baseline). */
export const LivenessAnswer = z.object({ status: z.literal('ok') });
export type LivenessAnswer = z.infer<typeof LivenessAnswer>;
