import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertImageKey,
  contentTypeOf,
  IMAGE_CACHE_CONTROL,
  type ImageStore,
  type StoredImage,
} from './image-store.ts';

export interface S3ImageStoreOptions {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, R2, a local test server); unset means AWS S3. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the AWS SDK's own credential chain (environment, instance role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Object keys are `<prefix><name>`, so that the bucket can hold other things too. */
  prefix?: string;
}

/** Images as objects in an S3-compatible bucket, so that several server instances share them. */
export function createS3ImageStore(options: S3ImageStoreOptions): ImageStore {
  const { bucket, prefix = 'images/' } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // An unreachable bucket must fail the request, not hang it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const objectKey = (key: string) => {
    assertImageKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },

    async get(key): Promise<StoredImage | null> {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!(res.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return {
          body: res.Body,
          // Our name decides the type: an object's metadata could have been set by anyone.
          contentType: contentTypeOf(key),
          size: res.ContentLength,
          etag: res.ETag,
        };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async close() {
      client.destroy();
    },
  };
}
