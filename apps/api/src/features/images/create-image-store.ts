import path from 'node:path';
import { ConfigError, type Env } from '../../env.ts';
import type { ImageStore } from './image-store.ts';
import { createLocalImageStore } from './local-image-store.ts';
import type { S3ImageStoreOptions } from './s3-image-store.ts';

/** The store the configuration asks for: S3 when `S3_BUCKET` is set, else `DATA_DIR/images`. */
export function createImageStore(env: Env): ImageStore {
  if (!env.S3_BUCKET) return createLocalImageStore(path.resolve(env.DATA_DIR, 'images'));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return lazyS3Store({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

/**
 * The S3 store, with the AWS SDK loaded on first use rather than at start (it is a tenth of a
 * second of start-up, and most installations store images on disk).
 */
function lazyS3Store(options: S3ImageStoreOptions): ImageStore {
  let store: Promise<ImageStore> | undefined;
  const open = () =>
    (store ??= import('./s3-image-store.ts').then((m) => m.createS3ImageStore(options)));
  return {
    kind: 's3',
    put: async (key, body, contentType) => (await open()).put(key, body, contentType),
    get: async (key) => (await open()).get(key),
    delete: async (key) => (await open()).delete(key),
    close: async () => {
      if (store) await (await store).close?.();
    },
  };
}
