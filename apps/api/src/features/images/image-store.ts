import type { Readable } from 'node:stream';

/** One stored image, ready to stream to a client. */
export interface StoredImage {
  body: Readable;
  contentType: string;
  size?: number;
  /** A validator for conditional requests (`If-None-Match`). */
  etag?: string;
}

/**
 * Where image files live. Keys are bare file names (`<id>-<width>.webp`): the implementations
 * decide the folder or object prefix. Local disk by default, S3-compatible storage when configured.
 */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The image, or null when there is none under that key. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes the image; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** Stored images are immutable (a new upload gets a new name), so clients may keep them for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Keys are plain names: no folders, no dots beyond the extension. Besides our own
 * `<id>-<width>.webp`, older data folders hold names like `demo-01.webp`.
 */
const IMAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.(webp|png|jpe?g)$/;

export function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key);
}

export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`Not an image key: ${JSON.stringify(key)}`);
}

/** The content type a stored name implies; the store never trusts a client's claim. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
