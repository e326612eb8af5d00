import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deferred, waitUntil } from '../../test/wait.ts';
import { createTaskQueue } from './image-processing.ts';
import { createLocalImageStore } from './local-image-store.ts';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'resale-zone-images-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

test('the local store puts, gets and deletes an image, leaving no partial files behind', async () => {
  const store = createLocalImageStore(path.join(dir, 'images'));
  const bytes = Buffer.from('RIFF....WEBP');
  await store.put('abc-640.webp', bytes, 'image/webp');

  const got = await store.get('abc-640.webp');
  expect(got).toMatchObject({ contentType: 'image/webp', size: bytes.length });
  expect((await readAll(got!.body)).equals(bytes)).toBe(true);
  expect(await fs.readdir(path.join(dir, 'images'))).toEqual(['abc-640.webp']);

  await store.delete('abc-640.webp');
  expect(await store.get('abc-640.webp')).toBeNull();
  await store.delete('abc-640.webp');
});

test('the local store refuses names that could leave its folder', async () => {
  const store = createLocalImageStore(path.join(dir, 'images'));
  for (const key of ['../escape.webp', 'a/b.webp', '.hidden.webp', 'x.html', '']) {
    await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow();
    await expect(store.get(key), key).rejects.toThrow();
  }
  await expect(fs.access(path.join(dir, 'escape.webp'))).rejects.toThrow();
});

test('the decode queue runs at most its limit of tasks at once, the others in order as slots free', async () => {
  const run = createTaskQueue(2);
  // Each task runs until the test lets it finish.
  const finish = Array.from({ length: 6 }, () => deferred());
  const started: number[] = [];
  let active = 0;
  let peak = 0;
  const all = Promise.all(
    finish.map((gate, i) =>
      run(async () => {
        started.push(i);
        active++;
        peak = Math.max(peak, active);
        await gate.promise;
        active--;
        return i;
      }),
    ),
  );
  expect(started).toEqual([0, 1]);
  // A finished task hands its slot to the first waiting one, and only to it.
  finish[1]!.resolve();
  await waitUntil(() => expect(started).toEqual([0, 1, 2]));
  finish[0]!.resolve();
  await waitUntil(() => expect(started).toEqual([0, 1, 2, 3]));
  for (const gate of finish.slice(2)) gate.resolve();
  expect(await all).toEqual([0, 1, 2, 3, 4, 5]);
  expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  expect(peak).toBe(2);
});
