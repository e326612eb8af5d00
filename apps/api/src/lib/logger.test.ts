import { PassThrough } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger } from './logger.ts';

/** Where the logger writes, as a terminal or not, and what it wrote. */
function output(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

async function logOnce(nodeEnv: 'development' | 'production' | 'test', isTTY: boolean) {
  const out = output(isTTY);
  const log = await createLogger({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info' }, out.stream);
  log.info({ listingId: 'abc' }, 'listing saved');
  log.flush();
  await new Promise((resolve) => setImmediate(resolve));
  return out.text();
}

describe('the process logs', () => {
  test('on a terminal in development: readable lines, not JSON', async () => {
    const text = await logOnce('development', true);
    expect(text).toContain('listing saved');
    expect(text).toMatch(/INFO/);
    expect(text).toContain('listingId');
    expect(() => JSON.parse(text.trim())).toThrow();
  });

  test('elsewhere JSON lines: not a terminal, or in production even on one', async () => {
    for (const [nodeEnv, isTTY] of [
      ['development', false],
      ['production', true],
      ['production', false],
    ] as const) {
      const text = await logOnce(nodeEnv, isTTY);
      const line = JSON.parse(text.trim()) as Record<string, unknown>;
      expect(line, `${nodeEnv}, tty ${isTTY}`).toMatchObject({
        level: 30,
        msg: 'listing saved',
        listingId: 'abc',
      });
    }
  });
});
