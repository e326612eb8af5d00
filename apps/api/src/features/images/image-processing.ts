import { fileTypeFromBuffer } from 'file-type';
import sharp, { type SharpOptions } from 'sharp';
import { CARD_IMAGE_WIDTH, FULL_IMAGE_MAX_SIDE } from '@resale-zone/contract/images';

/** Formats we accept, by their content: phones and browsers produce these. */
const ACCEPTED_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Above this an image is refused before decoding: a tiny file can claim gigapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

/** What the bytes are, by their signature; never by the file name or the client's content type. */
export async function isAcceptedImage(input: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(input);
  return type !== undefined && ACCEPTED_MIME_TYPES.has(type.mime);
}

/** The size the header claims, read without decoding any pixels. */
export async function claimedSize(input: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
  return { width, height };
}

/** libvips options for untrusted input: a truncated or broken file is refused, a pixel cap holds. */
const inputOptions = (maxPixels: number): SharpOptions => ({
  limitInputPixels: maxPixels,
  failOn: 'truncated',
});

/**
 * Re-encodes an image into WebP variants: full (longest side at most FULL_IMAGE_MAX_SIDE) and,
 * when the full one is wider than a card, card width. Orientation from EXIF is applied; all
 * metadata (EXIF with its GPS position, XMP, comments) is dropped because sharp writes none
 * unless asked. Smaller images are never enlarged. The full variant comes first.
 */
export async function encodeVariants(
  input: Buffer,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<ImageVariant[]> {
  const full = await sharp(input, inputOptions(maxPixels))
    .rotate()
    .resize({
      width: FULL_IMAGE_MAX_SIDE,
      height: FULL_IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .timeout({ seconds: 60 })
    .toBuffer({ resolveWithObject: true });
  const variants = [{ width: full.info.width, height: full.info.height, data: full.data }];
  if (full.info.width > CARD_IMAGE_WIDTH) {
    // From the original rather than the full WebP: one lossy step, not two.
    const card = await sharp(input, inputOptions(maxPixels))
      .rotate()
      .resize({ width: CARD_IMAGE_WIDTH })
      .webp({ quality: 80 })
      .timeout({ seconds: 60 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: card.info.width, height: card.info.height, data: card.data });
  }
  return variants;
}

/**
 * Runs at most `limit` tasks at once; the rest wait in order. Decoding a large photo takes
 * hundreds of megabytes, so a burst of uploads is queued rather than run side by side.
 */
export function createTaskQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    // A finishing task hands its slot straight to the next waiter, so the count never overshoots.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
