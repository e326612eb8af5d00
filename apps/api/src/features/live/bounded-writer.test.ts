import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { boundedWriter, MAX_UNSENT_BYTES } from './bounded-writer.ts';

// A live event as the route writes it (about 90 bytes).
const EVENT =
  'id: 123456\nevent: message\ndata: {"refId":"7f0c2c8e-4c35-4d8a-9a43-1f6f1b2a9c11"}\n\n';

function stream(taken: 'never' | 'at once') {
  return new Writable({
    write(_chunk, _encoding, done) {
      if (taken === 'at once') done();
      // 'never': the client stopped reading; Node keeps what follows in memory.
    },
  });
}

/** Writes `count` events through the guard; answers how many went out and how often it closed. */
function writeEvents(raw: Writable, count: number) {
  let closed = 0;
  const writer = boundedWriter(raw, () => (closed += 1));
  let written = 0;
  for (let i = 0; i < count; i++) if (writer.write(() => raw.write(EVENT))) written += 1;
  return { written, closed };
}

describe('a live stream keeps in memory only a bounded amount for its client', () => {
  test('a client that stops reading has its stream closed once 16 KB wait; nothing more is kept', () => {
    const raw = stream('never');
    const { written, closed } = writeEvents(raw, 10_000);
    expect(closed).toBe(1);
    expect(raw.writableLength).toBeGreaterThan(MAX_UNSENT_BYTES);
    expect(raw.writableLength).toBeLessThanOrEqual(MAX_UNSENT_BYTES + EVENT.length);
    expect(written).toBe(Math.floor(MAX_UNSENT_BYTES / EVENT.length) + 1);
    raw.destroy();
  });

  test('a client that reads gets every event, however many are written at once', () => {
    const { written, closed } = writeEvents(stream('at once'), 10_000);
    expect(written).toBe(10_000);
    expect(closed).toBe(0);
  });
});
