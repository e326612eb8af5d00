import { imageForm, solidImage } from '../features/images/test-images.ts';
import type { SignedUp } from './auth.ts';
import type { TestContext } from './test-app.ts';

/** `count` photos uploaded by `who` through `POST /api/images`: their stored paths, in order. */
export async function uploadPhotos(t: TestContext, who: SignedUp, count: number) {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const form = imageForm(await solidImage('png', 40 + i, 30), `p${i}.png`, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, ...who.headers },
    });
    if (res.statusCode !== 200) throw new Error(`upload refused: ${res.body}`);
    paths.push((res.json() as { data: { url: string } }).data.url);
  }
  return paths;
}
