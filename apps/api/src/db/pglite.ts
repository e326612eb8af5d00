import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.ts';
import { MIGRATIONS_DIR, engineCommon, type Database, type Db } from './database.ts';

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** A dump of an already migrated database to start from (fast per-test databases). */
  loadDataDir?: Blob | File;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Trigram indexes of GET /search (migration 0003 creates the extension).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    ...engineCommon(db, (text) => client.query(text)),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    // One connection in this process: it never drops while the database is open.
    listen: async (channel, handlers) => {
      const unsubscribe = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onConnected();
      return {
        close: async () => {
          if (!client.closed) await unsubscribe();
        },
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
