import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { reportUploadProgress } from '../../test/browser.ts';
import { answer, fakeApi, imageStored, later, refusal } from '../../test/fake-api.ts';
import { uploadImage } from './upload-image.ts';

const photo = () => new File([new Uint8Array(64)], 'phone.jpg', { type: 'image/jpeg' });
const photoNamed = (name: string) => expect.objectContaining({ name }) as File;
const URL_STORED = '/images/0123456789abcdef0123456789abcdef-1600.webp';

describe('uploadImage', () => {
  test('sends the photo in the image field with the bearer token and reports progress', async () => {
    const stored = later();
    let authorization: string | null = null;
    fakeApi.use(
      answer('POST /images', async ({ request }) => {
        authorization = request.headers.get('authorization');
        await stored.promise;
        return imageStored(URL_STORED);
      }),
    );
    // What the page puts in the multipart body (the fake network sees the part, not its name).
    const append = vi.spyOn(FormData.prototype, 'append');
    const progress: number[] = [];
    const uploaded = uploadImage(photo(), {
      auth: { getToken: () => 'token-1', renewToken: async () => null },
      onProgress: (fraction) => progress.push(fraction),
    });
    await vi.waitFor(() => expect(fakeApi.sent()).toHaveLength(1));
    reportUploadProgress(0.5);
    stored.resolve();

    await expect(uploaded).resolves.toEqual({ url: URL_STORED, width: 1600, height: 1200 });
    expect(authorization).toBe('Bearer token-1');
    const [sent] = fakeApi.sent();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/images' });
    expect((sent!.body as FormData).get('image')).toMatchObject({ type: 'image/jpeg' });
    expect(append).toHaveBeenCalledWith('image', photoNamed('phone.jpg'), 'phone.jpg');
    // Mid-way, then all of it as the browser finishes sending, then done.
    expect(progress).toEqual([0.5, 1, 1]);
  });

  test('an expired token is renewed once and the photo sent again', async () => {
    const renewToken = vi.fn(async () => 'token-2');
    fakeApi.use(
      answer('POST /images', ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-2'
          ? imageStored(URL_STORED)
          : refusal(401, 'Expired.'),
      ),
    );

    const image = await uploadImage(photo(), { auth: { getToken: () => 'token-1', renewToken } });

    expect(image.url).toBe(URL_STORED);
    expect(renewToken).toHaveBeenCalledOnce();
    expect(fakeApi.sent()).toHaveLength(2);
  });

  test("a refusal carries the server's message and status", async () => {
    fakeApi.use(
      answer(
        'POST /images',
        refusal(413, 'The image is too large: at most 10 MB is accepted.', 'image'),
      ),
    );

    const failure = await uploadImage(photo()).catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 413,
      message: 'The image is too large: at most 10 MB is accepted.',
    });
  });
});
