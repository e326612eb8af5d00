import { expect, test } from 'vitest';
import './zod-config.ts';

test('zod adopts the jitless setting made before it loads (no blocked eval probe under the CSP)', async () => {
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // Parsing an object still works without compiled parsers.
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
