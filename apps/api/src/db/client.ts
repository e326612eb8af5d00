// The database layer's public face: callers import from here. The engines live beside it:
// database.ts (shared types), pglite.ts, postgres.ts with postgres-guards.ts (time-outs, checkout
// guards) and postgres-listen.ts (LISTEN on its own connection).
export type {
  Database,
  DatabaseKind,
  Db,
  ListenHandlers,
  PostgresOptions,
  Subscription,
  Tx,
} from './database.ts';
export { MIGRATIONS_DIR } from './database.ts';
export { openPglite, type PgliteOptions } from './pglite.ts';
export { openPostgres } from './postgres.ts';
export { readTimeoutFor } from './postgres-guards.ts';
