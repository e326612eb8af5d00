import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ImageUploadAnswer, imageSources } from '@resale-zone/contract/images';
import { seedDemo } from '../../db/demo/seed-demo.ts';
import { listings } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createImageStore } from './create-image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';
import { imageForm, solidImage } from './test-images.ts';

// A local S3 (s3rver) on a free port, for the store and for an app configured to use it.
const BUCKET = 'resale-zone-test';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3Dir: string;
let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'resale-zone-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the S3 image store', () => {
  test('puts, gets and deletes an image in the bucket', async () => {
    const store = createS3ImageStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials,
    });
    try {
      const bytes = await solidImage('webp', 30, 20);
      await store.put('round-trip.webp', bytes, 'image/webp');

      const got = await store.get('round-trip.webp');
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe('image/webp');
      expect(got!.size).toBe(bytes.length);
      expect(got!.etag).toBeTruthy();
      expect((await readAll(got!.body)).equals(bytes)).toBe(true);

      await store.delete('round-trip.webp');
      expect(await store.get('round-trip.webp')).toBeNull();
      await store.delete('round-trip.webp'); // deleting again is fine
    } finally {
      await store.close?.();
    }
  });

  test('refuses keys that are not plain image names', async () => {
    const store = createS3ImageStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      credentials,
    });
    try {
      await expect(store.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
      await expect(store.get('a/b.webp')).rejects.toThrow();
    } finally {
      await store.close?.();
    }
  });
});

/** The app's settings for the test bucket (its endpoint and keys are known once it runs). */
const s3Settings = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
});

describe('an app configured for S3', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(s3Settings());
  });
  afterAll(() => t?.close());

  test('stores uploads in the bucket, not on disk, and serves them at their URL', async () => {
    const { headers } = await signUpAs(t, { accountType: 'seller' });
    const form = imageForm(await solidImage('jpeg', 1200, 900));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = ImageUploadAnswer.parse(res.json()).data;
    const name = url.slice('/images/'.length);

    const client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials,
    });
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `images/${name}` }),
    );
    expect(object.ContentType).toBe('image/webp');
    client.destroy();
    expect(await fs.readdir(path.join(t.env.DATA_DIR, 'images')).catch(() => [])).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
    });

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('an image missing from the bucket is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/images/${'a'.repeat(32)}-640.webp` });
    expect(res.statusCode).toBe(404);
  });
});

describe('demo data seeded with S3 configured', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(s3Settings());
  });
  afterAll(() => t?.close());

  test('puts every demo photo, in both variants, in the bucket, served at the listing URL', async () => {
    const imageStore = createImageStore(t.env);
    try {
      const seed = await seedDemo({
        db: t.database.db,
        imagesDir: path.join(t.env.DATA_DIR, 'images'),
        imageStore,
      });
      expect(seed.seeded).toBe(true);
    } finally {
      await imageStore.close?.();
    }

    // The listings on sale: the demo's sold phones (the price guide's sales) reuse their photos.
    const photos = (
      await t.database.db
        .select({ url: listings.productPhoto })
        .from(listings)
        .where(eq(listings.isSold, false))
    ).map((row) => row.url);
    expect(photos.length).toBeGreaterThan(0);
    expect(new Set(photos).size).toBe(photos.length);
    for (const url of photos) {
      const { cardSrc, srcSet } = imageSources(url);
      expect(srcSet, url).toBeDefined();
      for (const variant of new Set([url, cardSrc])) {
        const res = await t.app.inject({ method: 'GET', url: variant });
        expect(res.statusCode, variant).toBe(200);
      }
    }
    expect(await fs.readdir(path.join(t.env.DATA_DIR, 'images')).catch(() => [])).toEqual([]);
  });
});
