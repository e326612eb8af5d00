import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { signUpAs } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { imageForm, solidImage } from './test-images.ts';

// A small upload limit, so that "too large" needs only a few kilobytes; rate limits on.
let t: TestContext;
let seller: { authorization: string };
beforeAll(async () => {
  t = await createTestContext({ UPLOAD_MAX_BYTES: '4096', RATE_LIMIT: 'on' });
  seller = (await signUpAs(t, { accountType: 'seller' })).headers;
});
afterAll(() => t.close());

function upload(data: Buffer, auth: Record<string, string> = seller) {
  const form = imageForm(data);
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
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

test('a user gets 30 uploads per 30 minutes, then a 429 with Retry-After; others are not affected', async () => {
  const busy = (await signUpAs(t, { accountType: 'seller' })).headers;
  const photo = await solidImage('png', 16, 16);
  for (let i = 0; i < 30; i++) {
    const res = await upload(photo, busy);
    expect(res.statusCode, `upload ${i + 1}`).toBe(200);
  }

  const refused = await upload(photo, busy);

  expect(refused.statusCode).toBe(429);
  expect(ErrorAnswer.parse(refused.json()).message).toMatch(/Too many uploads/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await upload(photo)).statusCode).toBe(200);
});
