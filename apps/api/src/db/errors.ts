/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The write broke a unique constraint: the error or one of its causes (drizzle and the drivers
 * wrap the server's error) carries PostgreSQL's code 23505.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
