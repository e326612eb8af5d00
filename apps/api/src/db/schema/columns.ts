import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

// Column helpers the tables share.

// Ids are text holding UUIDs (gen_random_uuid() is built into PostgreSQL 13+ and PGlite).
export const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A PostgreSQL tsvector (only ever written by the database: a generated column). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
