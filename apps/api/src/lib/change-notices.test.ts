import pino from 'pino';
import { expect, test } from 'vitest';
import { createChangeNotices } from './change-notices.ts';

// The public cache's notices to other instances: a burst of writes must not cost one NOTIFY each,
// and none may be lost.

/** A NOTIFY that waits until let through; what was sent, in order. */
function heldNotify() {
  const sent: unknown[] = [];
  const waiting: (() => void)[] = [];
  return {
    sent,
    notify: (payload: string) =>
      new Promise<void>((resolve) => {
        sent.push(JSON.parse(payload));
        waiting.push(resolve);
      }),
    /** Lets the oldest NOTIFY on its way finish. */
    letOneThrough: async () => {
      waiting.shift()?.();
      await new Promise((r) => setImmediate(r));
    },
  };
}

const log = pino({ level: 'silent' });

test('changes asked for while a notice is on its way go out together in the next one', async () => {
  const held = heldNotify();
  const notices = createChangeNotices('me', held.notify, log);
  const first = notices.send(['listing:1', 'brand:Iphone']);
  void notices.send(['listing:2']);
  void notices.send(['brand:Iphone', 'featured']);
  expect(held.sent).toEqual([{ from: 'me', tags: ['listing:1', 'brand:Iphone'] }]);

  await held.letOneThrough();
  expect(held.sent[1]).toEqual({ from: 'me', tags: ['listing:2', 'brand:Iphone', 'featured'] });
  await held.letOneThrough();
  await first;
  await notices.settled();
  expect(held.sent).toHaveLength(2);
});

test('a change too wide to tag makes the next notice empty everything', async () => {
  const held = heldNotify();
  const notices = createChangeNotices('me', held.notify, log);
  void notices.send(['listing:1']);
  void notices.send(['listing:2']);
  void notices.send();
  void notices.send(['listing:3']);
  await held.letOneThrough();
  expect(held.sent[1]).toEqual({ from: 'me' });
  await held.letOneThrough();
  await notices.settled();
  expect(held.sent).toHaveLength(2);
});

test('a notice past what NOTIFY carries empties everything; a failed one is logged, and the next goes', async () => {
  const sent: unknown[] = [];
  let fail = true;
  const notices = createChangeNotices(
    'me',
    async (payload) => {
      sent.push(JSON.parse(payload));
      if (fail) throw new Error('database unreachable');
    },
    log,
  );
  await notices.send(Array.from({ length: 2000 }, (_, i) => `listing:${i}`));
  expect(sent).toEqual([{ from: 'me' }]);
  fail = false;
  await notices.send(['featured']);
  expect(sent[1]).toEqual({ from: 'me', tags: ['featured'] });
});
