import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_FIELD } from '@resale-zone/contract/images';
import { badRequest, HttpError } from '../../lib/http-error.ts';

/** Room for multipart boundaries, part headers and a few small text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Refuses, before reading anything, a request that announces more bytes than an upload may have. */
export function refuseOversizedRequest(req: FastifyRequest, maxBytes: number): void {
  const announced = Number(req.headers['content-length']);
  if (announced > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);
}

/**
 * Reads the one file of the `image` field of a multipart request into memory. The size limit is
 * enforced by the parser while the bytes stream in, so an oversized upload is never held whole.
 */
export async function readImageUpload(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new HttpError(
      415,
      `Send the image as multipart/form-data in the field "${IMAGE_UPLOAD_FIELD}".`,
      IMAGE_UPLOAD_FIELD,
    );
  }
  let image: Buffer | undefined;
  try {
    const parts = req.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === IMAGE_UPLOAD_FIELD) image = data;
    }
  } catch (err) {
    throw uploadError(err, maxBytes);
  }
  if (!image) throw badRequest('Choose an image to upload.', IMAGE_UPLOAD_FIELD);
  return image;
}

function uploadError(err: unknown, maxBytes: number): HttpError {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'Send one image at a time.', IMAGE_UPLOAD_FIELD);
  }
  // Whatever else goes wrong while parsing comes from a malformed or interrupted request.
  return badRequest('The upload could not be read; please try again.', IMAGE_UPLOAD_FIELD);
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    `The image is too large: at most ${describeBytes(maxBytes)} is accepted.`,
    IMAGE_UPLOAD_FIELD,
  );
}

/** `10485760` → `10 MB`, `1536` → `1.5 KB`. */
export function describeBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}
