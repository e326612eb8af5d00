import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { ImageUploadAnswer, imageSources } from '@resale-zone/contract/images';
import { signUpAs } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  imageForm,
  multipart,
  pngBomb,
  sidewaysPhotoWithGps,
  solidImage,
  type FormPart,
} from './test-images.ts';

let t: TestContext;
let seller: { authorization: string };
beforeAll(async () => {
  t = await createTestContext();
  seller = (await signUpAs(t, { accountType: 'seller' })).headers;
});
afterAll(() => t.close());

const STORED_NAME = /^\/images\/[0-9a-f]{32}-\d+\.webp$/;

type Form = { payload: Buffer; headers: Record<string, string> };

function upload(form: Form, auth: Record<string, string> = seller) {
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
}

async function uploadOk(form: Form) {
  const res = await upload(form);
  expect(res.statusCode, res.body).toBe(200);
  const answer = ImageUploadAnswer.parse(res.json());
  expect(answer.success).toBe(true);
  return answer.data;
}

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: res.rawPayload };
}

async function storedFiles(): Promise<string[]> {
  return fs.readdir(path.join(t.env.DATA_DIR, 'images')).catch(() => []);
}

function expectRefused(
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  message: RegExp,
): void {
  expect(res.statusCode, res.body).toBe(status);
  const error = ErrorAnswer.parse(res.json());
  expect(error).toMatchObject({ statusCode: status, field: 'image' });
  expect(error.message).toMatch(message);
}

describe('POST /api/images', () => {
  test('only signed-in users upload: anonymous callers get a 401 and nothing is stored', async () => {
    const before = await storedFiles();
    const photo = imageForm(await solidImage('jpeg', 50, 50));
    const anonymous = await upload(photo, {});
    expect(anonymous.statusCode).toBe(401);
    expect(ErrorAnswer.parse(anonymous.json()).statusCode).toBe(401);
    expect((await upload(photo, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  test('buyers upload too (their profile photo)', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const res = await upload(imageForm(await solidImage('png', 60, 60), 'me.png'), buyer.headers);
    expect(res.statusCode, res.body).toBe(200);
  });

  test('a phone photo comes back upright, as WebP, without its EXIF or GPS position', async () => {
    const photo = await sidewaysPhotoWithGps();
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes('WGS-84')).toBe(true); // the GPS block is really there

    const { url, width, height } = await uploadOk(imageForm(photo, 'IMG_0001.jpg'));

    expect(url).toMatch(STORED_NAME);
    expect({ width, height }).toEqual({ width: 20, height: 40 });
    const { res, body } = await download(url);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await fileTypeFromBuffer(body))?.mime).toBe('image/webp');
    const stored = await sharp(body).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(body.includes('WGS-84')).toBe(false);
    expect(body.includes('Acme')).toBe(false);
    // Turned by its orientation: the red left half of the stored pixels is now the top.
    const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const [r, , b] = data.subarray(0, 3);
    const [r2, , b2] = data.subarray(data.length - 3);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    expect(r2).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
  });

  test('PNG and WebP images are accepted and re-encoded as WebP', async () => {
    for (const format of ['png', 'webp'] as const) {
      const { url } = await uploadOk(
        imageForm(await solidImage(format, 300, 200), `a.${format}`, `image/${format}`),
      );
      const { body } = await download(url);
      expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 300 });
    }
  });

  test('a large photo gets a card-width and a full-width variant; a small one is never enlarged', async () => {
    const big = await uploadOk(imageForm(await solidImage('jpeg', 3000, 2000)));
    expect(big).toMatchObject({ width: 1600, height: 1067 });
    const { cardSrc, srcSet } = imageSources(big.url);
    expect(cardSrc).not.toBe(big.url);
    expect(srcSet).toBe(`${cardSrc} 640w, ${big.url} 1600w`);
    expect(await sharp((await download(cardSrc)).body).metadata()).toMatchObject({
      width: 640,
      height: 427,
    });

    const tall = await uploadOk(imageForm(await solidImage('jpeg', 1500, 3000)));
    expect(tall).toMatchObject({ width: 800, height: 1600 });

    const small = await uploadOk(imageForm(await solidImage('png', 300, 200), 'a.png'));
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect(imageSources(small.url).cardSrc).toBe(small.url);
  });

  test('the stored name is made by the server: nothing of the uploaded file name is used', async () => {
    const before = await storedFiles();
    const { url } = await uploadOk(
      imageForm(await solidImage('jpeg', 50, 50), '../../evil<script>.jpg.html'),
    );
    expect(url).toMatch(STORED_NAME);
    expect(url).not.toMatch(/evil|script|html/);
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    expect(added).toEqual([url.slice('/images/'.length)]);
  });

  test('an HTML page named photo.jpg and sent as image/jpeg is refused, and nothing is stored', async () => {
    const before = await storedFiles();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expectRefused(
      await upload(imageForm(html, 'photo.jpg', 'image/jpeg')),
      400,
      /JPEG, PNG and WebP/,
    );
    expect(await storedFiles()).toEqual(before);
  });

  test('images of other formats (GIF, SVG) are refused', async () => {
    const gif = await solidImage('gif', 10, 10);
    expectRefused(await upload(imageForm(gif, 'a.jpg')), 400, /JPEG, PNG and WebP/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expectRefused(await upload(imageForm(svg, 'a.png', 'image/png')), 400, /JPEG, PNG/);
  });

  test('an empty file is refused', async () => {
    expectRefused(await upload(imageForm(Buffer.alloc(0))), 400, /empty/);
  });

  test('a decompression bomb (a 20000 × 20000 PNG of a few dozen KB) is refused without decoding it, and nothing is stored', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const before = await storedFiles();
    // The size its header claims, in the refusal: the check read the header, not the pixels (a
    // decode would have been stopped by libvips' pixel limit and answered "could not be read").
    expectRefused(
      await upload(imageForm(bomb, 'bomb.png', 'image/png')),
      400,
      /20000 × 20000 pixels; at most 40 megapixels/,
    );
    expect(await storedFiles()).toEqual(before);
  });

  test('a damaged photo is refused with a 400, not a server error', async () => {
    const photo = await solidImage('jpeg', 400, 300);
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    expectRefused(await upload(imageForm(truncated)), 400, /could not be read/);
  });

  test('a form without the image field, or a body that is not a form, is refused naming the field', async () => {
    const photo = await solidImage('jpeg', 50, 50);
    const wrongField: FormPart[] = [{ name: 'file', data: photo, filename: 'a.jpg' }];
    expectRefused(await upload(multipart(wrongField)), 400, /Choose an image/);
    expectRefused(await upload(multipart([{ name: 'image', data: 'text' }])), 400, /Choose/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: { image: 'x' },
      headers: seller,
    });
    expectRefused(json, 415, /multipart\/form-data/);
  });

  test('two files in one request are refused', async () => {
    const photo = await solidImage('jpeg', 50, 50);
    const form = multipart([
      { name: 'image', data: photo, filename: 'a.jpg' },
      { name: 'image', data: photo, filename: 'b.jpg' },
    ]);
    expectRefused(await upload(form), 413, /one image/);
  });
});

describe('GET /images/:name', () => {
  test('stored images are served with long-lived immutable caching and nosniff', async () => {
    const { url } = await uploadOk(imageForm(await solidImage('jpeg', 100, 80)));
    const { res } = await download(url);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('image/webp');
    const etag = String(res.headers.etag);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  test('an unknown or malformed image name is a JSON 404', async () => {
    for (const url of [
      `/images/${'0'.repeat(32)}-640.webp`,
      '/images/..%2Fpglite%2FPG_VERSION',
      '/images/a/b.webp',
      '/images/.hidden.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(ErrorAnswer.parse(res.json()).statusCode).toBe(404);
    }
  });
});
