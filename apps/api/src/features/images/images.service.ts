import crypto from 'node:crypto';
import { imageFileName, imageIdOf, imageUrl } from '@resale-zone/contract/images';
import { badRequest } from '../../lib/http-error.ts';
import {
  claimedSize,
  createTaskQueue,
  encodeVariants,
  isAcceptedImage,
  MAX_INPUT_PIXELS,
  type ImageVariant,
} from './image-processing.ts';
import type { ImageStore } from './image-store.ts';

export interface StoredUpload {
  /** URL of the full-width variant. */
  url: string;
  width: number;
  height: number;
}

/** Who uploaded which image (image-uploads.repo.ts). */
export interface UploadRecords {
  record(imageId: string, userId: string): Promise<void>;
}

export interface ImagesServiceOptions {
  /** Where each upload's uploader is recorded (listings accept only their seller's photos). */
  records?: UploadRecords;
  maxPixels?: number;
  /** How many images are decoded at once. */
  concurrency?: number;
}

const FIELD = 'image';

export function createImagesService(store: ImageStore, options: ImagesServiceOptions = {}) {
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  const queue = createTaskQueue(options.concurrency ?? 2);

  async function validate(input: Buffer): Promise<void> {
    if (input.length === 0) throw badRequest('The image file is empty.', FIELD);
    if (!(await isAcceptedImage(input))) {
      throw badRequest('Only JPEG, PNG and WebP images are accepted.', FIELD);
    }
    const { width, height } = await claimedSize(input).catch(() => {
      throw unreadable();
    });
    if (width * height > maxPixels) {
      throw badRequest(
        `The image is too large: ${width} × ${height} pixels; at most ` +
          `${Math.floor(maxPixels / 1_000_000)} megapixels are accepted.`,
        FIELD,
      );
    }
  }

  async function storeVariants(variants: ImageVariant[]): Promise<StoredUpload> {
    // Random names: nothing of the uploader's file name or content reaches the URL.
    const id = crypto.randomBytes(16).toString('hex');
    const keys = variants.map((v) => imageFileName(id, v.width));
    const results = await Promise.allSettled(
      variants.map((v, i) => store.put(keys[i]!, v.data, 'image/webp')),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      // No half-stored image: remove whatever did land, then report the failure.
      await Promise.allSettled(keys.map((key) => store.delete(key)));
      throw failed.reason;
    }
    const full = variants[0]!;
    return { url: imageUrl(id, full.width), width: full.width, height: full.height };
  }

  /** Checks a file (type by content, size in pixels) and re-encodes it into WebP variants. */
  async function encode(input: Buffer): Promise<ImageVariant[]> {
    await validate(input);
    return queue(() => encodeVariants(input, maxPixels)).catch(() => {
      throw unreadable();
    });
  }

  return {
    /**
     * Checks an uploaded file (type by content, size in pixels), re-encodes it into WebP variants
     * without any metadata and stores them under a new random name, recorded as the uploader's.
     */
    async upload(input: Buffer, uploaderId?: string): Promise<StoredUpload> {
      const stored = await storeVariants(await encode(input));
      if (uploaderId !== undefined)
        await options.records?.record(imageIdOf(stored.url)!, uploaderId);
      return stored;
    },
    /** The variants `upload` would store, without storing them (the demo seed caches them). */
    encode,
    /** Stores variants made by `encode` earlier (kept by the server itself) under a new name. */
    storeEncoded: storeVariants,
  };
}

function unreadable() {
  return badRequest('The image could not be read; it may be damaged.', FIELD);
}

export type ImagesService = ReturnType<typeof createImagesService>;
