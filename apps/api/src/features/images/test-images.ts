import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Test fixtures: real image files made on the spot, and multipart bodies to send them in. */

/**
 * A phone photo as phones write them: a JPEG stored sideways (40 × 20, red left half, blue right
 * half) with EXIF orientation 6 ("turn 90° clockwise to view"), the camera's make and a GPS
 * position. Upright it is 20 × 40 with red on top.
 */
export async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 20, height: 20, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Acme Phones', Model: 'Snapper 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 3900/100',
        GPSMapDatum: 'WGS-84',
      },
    })
    .toBuffer();
}

export function solidImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A decompression bomb: a valid one-colour PNG claiming `width` × `height` pixels (20000 × 20000
 * is 400 megapixels, over a gigabyte decoded) in a file of a few dozen kilobytes.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, greyscale: the smallest rows there are
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte + black pixels
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), {
    level: 9,
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflate),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export interface FormPart {
  name: string;
  data: Buffer | string;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data request body, built by hand so that tests can send hostile ones. */
export function multipart(parts: FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----rz-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` +
      (part.filename !== undefined ? `; filename="${part.filename}"` : '');
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual upload: one file in the `image` field. */
export function imageForm(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  return multipart([{ name: 'image', data, filename, contentType }]);
}
