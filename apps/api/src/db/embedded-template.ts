import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { MIGRATIONS_DIR, openPglite, type Database } from './client.ts';
import { REPO_ROOT } from '../paths.ts';

/**
 * A fresh embedded database costs seconds (PGlite's initdb, then every migration). Instead, an
 * empty data folder starts as a file copy of a migrated template kept in a cache folder, made
 * once per set of migrations and PGlite version (by `npm run build`, or by the first start).
 */

/** Work kept between starts and data folders: `node_modules/.cache/resale-zone`. */
export const START_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/resale-zone');

const isDatabaseDir = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** Names the template after what it is made of: the migrations and the PGlite version. */
function templateName(): string {
  const hash = crypto.createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return `pglite-${hash.digest('hex').slice(0, 16)}`;
}

/** PGlite's version, from the package.json above its entry point (it exports no package.json). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/** The migrated template's folder, made now if it is missing. */
export async function ensureTemplate(cacheDir = START_CACHE_DIR): Promise<string> {
  const dir = path.join(cacheDir, templateName());
  if (isDatabaseDir(dir)) return dir;
  fs.mkdirSync(cacheDir, { recursive: true });
  // Made aside and renamed into place, so that a half-made template is never used.
  const making = fs.mkdtempSync(path.join(cacheDir, 'making-'));
  try {
    const database = await openPglite({ dataDir: making });
    await database.migrate();
    await database.close();
    fs.renameSync(making, dir);
    pruneOthers(cacheDir, 'pglite-', path.basename(dir));
  } catch (err) {
    fs.rmSync(making, { recursive: true, force: true });
    // Another start made it meanwhile: theirs is as good.
    if (!isDatabaseDir(dir)) throw err;
  }
  return dir;
}

/**
 * Opens the embedded database in `dataDir`; an empty folder becomes a copy of the template first.
 * Without a usable cache folder it falls back to creating the database in place.
 */
export async function openEmbedded(
  dataDir: string,
  onFallback?: (err: unknown) => void,
): Promise<Database> {
  if (!isDatabaseDir(dataDir) && !hasFiles(dataDir)) {
    try {
      const template = await ensureTemplate();
      fs.cpSync(template, dataDir, { recursive: true });
    } catch (err) {
      onFallback?.(err);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return openPglite({ dataDir });
}

function hasFiles(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

/** Removes older cached items of one kind (templates of earlier migrations …); best effort. */
export function pruneOthers(cacheDir: string, prefix: string, keep: string) {
  try {
    for (const name of fs.readdirSync(cacheDir)) {
      if (name.startsWith(prefix) && name !== keep) {
        fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
      }
    }
  } catch {
    // Another start may be pruning too; what is left is only disk space.
  }
}
