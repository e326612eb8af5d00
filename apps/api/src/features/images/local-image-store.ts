import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey, contentTypeOf, type ImageStore, type StoredImage } from './image-store.ts';

/** Images as files in one folder (`DATA_DIR/images`). */
export function createLocalImageStore(dir: string): ImageStore & { readonly dir: string } {
  const fileOf = (key: string) => {
    assertImageKey(key);
    return path.join(dir, key);
  };
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= fs.mkdir(dir, { recursive: true }));

  return {
    kind: 'local',
    dir,

    async put(key, body) {
      const file = fileOf(key);
      await ensureDir();
      // Write aside, then rename: a reader never sees half a file, even if the process dies.
      const partial = path.join(dir, `.${key}.${crypto.randomBytes(6).toString('hex')}.partial`);
      try {
        await fs.writeFile(partial, body, { flag: 'wx' });
        await fs.rename(partial, file);
      } catch (err) {
        await fs.rm(partial, { force: true });
        throw err;
      }
    },

    async get(key): Promise<StoredImage | null> {
      const file = fileOf(key);
      const handle = await fs.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
        throw err;
      });
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return {
        // The stream owns the open handle and closes it when done or destroyed.
        body: handle.createReadStream(),
        contentType: contentTypeOf(key),
        size: stat.size,
        etag: `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`,
      };
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
