// Image URL helpers without zod: product cards on the first page use them (bundle budget,
// docs/performance.md); images.ts re-exports them beside the upload answer's schema.

/** Width of the variant shown in cards and tables (3-column grids, 2x screens stay sharp enough). */
export const CARD_IMAGE_WIDTH = 640;
/** Longest side of the full variant (product page, lightbox); smaller images are never enlarged. */
export const FULL_IMAGE_MAX_SIDE = 1600;

/**
 * Stored images are named `<32 hex id>-<width>.webp`; the width in the name lets a page build a
 * `srcset` from the URL alone. The id is random, never the uploader's file name.
 */
const SERVICE_IMAGE_URL = /^(.*\/images\/)([0-9a-f]{32})-([1-9]\d{0,4})\.webp$/;

/** The random id of an image the service stored (shared by its variants), or null for any other URL. */
export function imageIdOf(url: string): string | null {
  return SERVICE_IMAGE_URL.exec(url)?.[2] ?? null;
}

/** The URL path of one stored variant. */
export function imageUrl(id: string, width: number): string {
  return `/images/${imageFileName(id, width)}`;
}

export function imageFileName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

export interface ImageSources {
  /** The URL as given: the full-width variant for images the service produced. */
  src: string;
  /** The card-width variant, or `src` itself when there is no smaller one (or the URL is unknown). */
  cardSrc: string;
  /** `srcset` listing every variant with its width, or undefined for URLs the service did not make. */
  srcSet: string | undefined;
}

/**
 * The variants of an image URL the service produced, for `<img src={cardSrc} srcSet={srcSet}
 * sizes="…">`. Any other URL (demo photos of older databases, external ones) comes back unchanged
 * with no `srcSet`.
 */
export function imageSources(url: string): ImageSources {
  const match = SERVICE_IMAGE_URL.exec(url);
  if (!match) return { src: url, cardSrc: url, srcSet: undefined };
  const [, base = '', id = '', widthText = ''] = match;
  const width = Number(widthText);
  if (width <= CARD_IMAGE_WIDTH) return { src: url, cardSrc: url, srcSet: `${url} ${width}w` };
  const cardSrc = `${base}${imageFileName(id, CARD_IMAGE_WIDTH)}`;
  return { src: url, cardSrc, srcSet: `${cardSrc} ${CARD_IMAGE_WIDTH}w, ${url} ${width}w` };
}
