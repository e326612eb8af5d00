import fs from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder (`apps/api`), found from this file's place whether the server runs as
 * source (`src/`, through tsx) or compiled into one file (`dist/server.js`, decision 019). Files
 * the server reads at run time (migrations, the web build, the start-up cache) are named from it,
 * never from the folder of the module that reads them.
 */
export const API_ROOT = findPackageRoot(import.meta.dirname);
/** The repository (npm workspaces) root. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
