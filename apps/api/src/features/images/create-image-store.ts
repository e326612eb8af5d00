import path from 'node:path';
import { ConfigError, type Env } from '../../env.ts';
import type { ImageStore } from './image-store.ts';
import { createLocalImageStore } from './local-image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

/** The store the configuration asks for: S3 when `S3_BUCKET` is set, else `DATA_DIR/images`. */
export function createImageStore(env: Env): ImageStore {
  if (!env.S3_BUCKET) return createLocalImageStore(path.resolve(env.DATA_DIR, 'images'));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return createS3ImageStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
