/** The longest edge a photo is sent with; the server keeps at most 1600 px anyway. */
export const SEND_MAX_EDGE = 2048;
/** Photos at most this size and edge are sent as they are: shrinking would gain little. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;
const QUALITY = 0.85;

/** The size a `width` × `height` picture takes to fit within `maxEdge`, never enlarged. */
export function fitWithin(width: number, height: number, maxEdge = SEND_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * A large photo made smaller in the browser before it is sent: at most SEND_MAX_EDGE px on its
 * longest side, WebP (JPEG where the browser cannot write WebP) at quality 0.85. A photo that is
 * already small, that the browser cannot decode, or that would not get smaller is sent as it is:
 * the server checks and re-encodes every upload anyway.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not decodable here; the server answers with its own message
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const needsResize = size.width < bitmap.width || size.height < bitmap.height;
    if (!needsResize && file.size <= SMALL_ENOUGH_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    // A browser that cannot write WebP gives PNG instead: then JPEG.
    let blob = await encode(canvas, 'image/webp');
    if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob || blob.size >= file.size) return file;
    const name =
      file.name.replace(/\.[^.]*$/, '') + (blob.type === 'image/webp' ? '.webp' : '.jpg');
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
