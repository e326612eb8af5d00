import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fakeUploads } from './fake-upload-server.ts';
import { uploadImage } from './upload-image.ts';

const photo = () => new File([new Uint8Array(64)], 'phone.jpg', { type: 'image/jpeg' });
const URL_STORED = '/images/0123456789abcdef0123456789abcdef-1600.webp';

describe('uploadImage', () => {
  beforeEach(() => fakeUploads.install());
  afterEach(() => vi.unstubAllGlobals());

  test('sends the photo in the image field with the bearer token and reports progress', async () => {
    const progress: number[] = [];
    const uploaded = uploadImage(photo(), {
      auth: { getToken: () => 'token-1', renewToken: async () => null },
      onProgress: (fraction) => progress.push(fraction),
    });
    const request = fakeUploads.last();
    request.progress(0.5);
    request.stored(URL_STORED);

    await expect(uploaded).resolves.toEqual({ url: URL_STORED, width: 1600, height: 1200 });
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.file()?.name).toBe('phone.jpg');
    expect(progress).toEqual([0.5, 1]);
  });

  test('an expired token is renewed once and the photo sent again', async () => {
    const renewToken = vi.fn(async () => 'token-2');
    fakeUploads.onSend = (request) =>
      request.headers.authorization === 'Bearer token-2'
        ? request.stored(URL_STORED)
        : request.answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired.' });

    const image = await uploadImage(photo(), { auth: { getToken: () => 'token-1', renewToken } });

    expect(image.url).toBe(URL_STORED);
    expect(renewToken).toHaveBeenCalledOnce();
    expect(fakeUploads.requests).toHaveLength(2);
  });

  test("a refusal carries the server's message and status", async () => {
    fakeUploads.onSend = (request) =>
      request.answer(413, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The image is too large: at most 10 MB is accepted.',
        field: 'image',
      });

    const failure = await uploadImage(photo()).catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 413,
      message: 'The image is too large: at most 10 MB is accepted.',
    });
  });
});
