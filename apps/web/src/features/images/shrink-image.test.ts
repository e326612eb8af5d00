import { afterEach, describe, expect, test, vi } from 'vitest';
import { fitWithin, shrinkImage } from './shrink-image.ts';

describe('fitWithin', () => {
  test('brings the longest edge down to 2048 px and keeps the proportions', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1024, height: 2048 });
  });

  test('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

// jsdom decodes and draws no pictures: the browser's decoder and canvas are stood in for here
// (the e2e journey sends a real large photo through Chromium's).
function fakeBrowserImages({
  width,
  height,
  encodedBytes,
  canWebp = true,
}: {
  width: number;
  height: number;
  encodedBytes: number;
  canWebp?: boolean;
}) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    const written = type === 'image/webp' && !canWebp ? 'image/png' : (type ?? 'image/png');
    callback(new Blob([new Uint8Array(encodedBytes)], { type: written }));
  });
  return { drawImage, close };
}

const bigPhoto = (bytes = 8 * 1024 * 1024) =>
  new File([new Uint8Array(bytes)], 'IMG_0042.jpeg', { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shrinkImage', () => {
  test('an 8 MB 4032 × 3024 photo is sent as a 2048 px WebP', async () => {
    const { drawImage, close } = fakeBrowserImages({
      width: 4032,
      height: 3024,
      encodedBytes: 600_000,
    });

    const sent = await shrinkImage(bigPhoto());

    expect(sent).toMatchObject({ name: 'IMG_0042.webp', type: 'image/webp', size: 600_000 });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2048, 1536);
    expect(close).toHaveBeenCalled();
  });

  test('a browser that cannot write WebP sends JPEG', async () => {
    fakeBrowserImages({ width: 4032, height: 3024, encodedBytes: 700_000, canWebp: false });

    const sent = await shrinkImage(bigPhoto());

    expect(sent).toMatchObject({ name: 'IMG_0042.jpg', type: 'image/jpeg' });
  });

  test('a small photo is sent as it is', async () => {
    const { drawImage } = fakeBrowserImages({ width: 1200, height: 900, encodedBytes: 1000 });
    const small = bigPhoto(300_000);

    expect(await shrinkImage(small)).toBe(small);
    expect(drawImage).not.toHaveBeenCalled();
  });

  test('a photo that would not get smaller, or cannot be decoded, is sent as it is', async () => {
    fakeBrowserImages({ width: 4032, height: 3024, encodedBytes: 9 * 1024 * 1024 });
    const photo = bigPhoto();
    expect(await shrinkImage(photo)).toBe(photo);

    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    expect(await shrinkImage(photo)).toBe(photo);
  });
});
