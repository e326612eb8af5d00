import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { imageForm, solidImage } from './test-images.ts';

// A small upload limit, so that "too large" needs only a few kilobytes.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ UPLOAD_MAX_BYTES: '4096' });
});
afterAll(() => t.close());

function upload(data: Buffer) {
  return t.app.inject({ method: 'POST', url: '/api/images', ...imageForm(data) });
}

test('a file over UPLOAD_MAX_BYTES is refused with a JSON 413 naming the limit', async () => {
  // Noise does not compress: a 200 × 200 JPEG of it is well over 4 KB.
  const noise = crypto.randomBytes(200 * 200 * 3);
  const photo = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
    .jpeg()
    .toBuffer();
  expect(photo.length).toBeGreaterThan(4096);
  expect(photo.length).toBeLessThan(64 * 1024); // read while streaming, not refused up front

  const res = await upload(photo);

  expect(res.statusCode, res.body).toBe(413);
  expect(ErrorAnswer.parse(res.json())).toMatchObject({
    statusCode: 413,
    field: 'image',
    message: 'The image is too large: at most 4 KB is accepted.',
  });
});

test('a request announcing far more than the limit is refused before it is read', async () => {
  const res = await upload(crypto.randomBytes(200 * 1024));
  expect(res.statusCode).toBe(413);
  expect(ErrorAnswer.parse(res.json()).message).toMatch(/at most 4 KB/);
});

test('a file within the limit is accepted', async () => {
  const res = await upload(await solidImage('png', 64, 64));
  expect(res.statusCode, res.body).toBe(200);
});
