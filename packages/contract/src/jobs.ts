import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Background jobs an admin can see: those that failed every attempt (dead) and wait for a person.
 * GET /api/admin/jobs (admins only) answers the newest first, one page at a time; the total is in
 * the `x-total-count` header (as on the other admin tables).
 */
export const FailedJobsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type FailedJobsQuery = z.infer<typeof FailedJobsQuery>;

export const FailedJob = z.object({
  id: Id,
  /** The job's kind, such as `mail-send`. */
  name: z.string(),
  /** What it was about, in words (`verify-email to a@example.com`), when known. */
  summary: z.string().nullable(),
  /** How many times it ran. */
  attempts: z.number().int(),
  /** The error of its last attempt. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When its last attempt started, and when it was given up on (ISO 8601). */
  lastStartedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJob>;
export const FailedJobList = z.array(FailedJob);

/**
 * POST /api/admin/jobs/{id}/retry queues a failed job for one more attempt, at once; it answers
 * `{ acknowledged: true, modifiedCount: 1 }` (`ModifiedAnswer`). An id that names no failed job
 * is a 404. The job then leaves the failed list (and comes back if that attempt fails too).
 */
export const JOBS_PATH = '/admin/jobs';
export const jobRetryPath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}/retry`;
