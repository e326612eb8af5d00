import { API_BASE } from '@resale-zone/contract/api-paths';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { IMAGE_UPLOAD_FIELD, ImageUploadAnswer } from '@resale-zone/contract/images';
import { ApiError } from '../../lib/api-client.ts';

export type UploadedImage = ImageUploadAnswer['data'];

/** What the image service accepts (it checks the content; this only spares a pointless upload). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's default UPLOAD_MAX_BYTES; the server stays the judge and answers 413 past its own. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be a photo (its type, its size), or null when it can. */
export function photoFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP photo';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'The photo is too large: at most 10 MB is accepted';
  return null;
}

/** Where the bearer token comes from (the identity feature's token, as the API client sends it). */
export interface UploadAuth {
  getToken(): string | null;
  /** A fresh token after a 401 (the stored one expired), or null when the session is gone. */
  renewToken(): Promise<string | null>;
}

export interface UploadImageOptions {
  auth?: UploadAuth | null;
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one photo to the built-in image service (`POST /api/images`, multipart field `image`).
 * XMLHttpRequest rather than fetch because only it reports upload progress. Failures reject with an
 * ApiError carrying the server's message, so that the form can say exactly what went wrong. An
 * expired token is renewed once and the upload sent again, as the API client does for its calls.
 */
export async function uploadImage(
  file: File,
  { auth, onProgress, signal }: UploadImageOptions = {},
): Promise<UploadedImage> {
  try {
    return await send(file, auth?.getToken() ?? null, onProgress, signal);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401 && auth)) throw err;
    const fresh = await auth.renewToken().catch(() => null);
    if (!fresh) throw err;
    onProgress?.(0);
    return send(file, fresh, onProgress, signal);
  }
}

function send(
  file: File,
  accessToken: string | null,
  onProgress: UploadImageOptions['onProgress'],
  signal: AbortSignal | undefined,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/images`);
    xhr.setRequestHeader('accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.responseType = 'text';

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = ImageUploadAnswer.safeParse(data);
        if (answer.success && answer.data.success) {
          onProgress?.(1);
          resolve(answer.data.data);
        } else {
          reject(new ApiError(xhr.status, 'The image service gave an answer we did not expect.'));
        }
        return;
      }
      const error = ErrorAnswer.safeParse(data);
      reject(
        new ApiError(
          xhr.status,
          error.success ? error.data.message : describeStatus(xhr.status),
          error.success ? error.data.field : undefined,
        ),
      );
    };
    // A refused oversized upload often ends as a dropped connection rather than a readable 413.
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          file.size > MAX_IMAGE_BYTES
            ? 'The image is too large: at most 10 MB is accepted.'
            : 'Could not reach the server. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(IMAGE_UPLOAD_FIELD, file, file.name);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function describeStatus(status: number): string {
  if (status === 413) return 'The image is too large: at most 10 MB is accepted.';
  if (status === 401) return 'Sign in to continue.';
  return `The upload failed (${status}).`;
}
