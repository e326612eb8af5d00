import { describe, expect, test } from 'vitest';
import { waitUntil } from '../test/wait.ts';
import { createNoticeBatcher, noticePayloads } from './notice-batcher.ts';

/** A notice sender whose sends finish when the test says so. */
function slowSender() {
  const sent: (readonly string[] | undefined)[] = [];
  const finishers: (() => void)[] = [];
  const send = (tags: readonly string[] | undefined) => {
    sent.push(tags);
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  /** Lets the notice on its way finish. */
  const finishNext = () => finishers.shift()!();
  /** Waits until `n` notices have been sent (started), and answers them. */
  const sentSoFar = async (n: number) => {
    await waitUntil(() => expect(sent).toHaveLength(n));
    return sent;
  };
  return { sent, send, finishNext, sentSoFar };
}

describe('change notices to the other instances', () => {
  test('a lone write is told at once; writes during a notice go together in the next one', async () => {
    const sender = slowSender();
    const notices = createNoticeBatcher(sender.send, () => {});
    const settled: string[] = [];
    const first = notices.add(['listing:1', 'brand:iphone']).then(() => settled.push('first'));
    expect(sender.sent).toEqual([['listing:1', 'brand:iphone']]);

    const second = notices.add(['listing:2', 'brand:iphone']).then(() => settled.push('second'));
    const third = notices.add(['listing:3']).then(() => settled.push('third'));
    expect(sender.sent).toHaveLength(1); // waiting for the notice on its way

    sender.finishNext();
    await first;
    // The next notice carries both writes' tags; neither is settled until it has been sent.
    expect((await sender.sentSoFar(2))[1]).toEqual(['listing:2', 'brand:iphone', 'listing:3']);
    expect(settled).toEqual(['first']);

    sender.finishNext();
    await Promise.all([second, third]);
    expect(settled).toEqual(['first', 'second', 'third']);
    await notices.idle();
    expect(sender.sent).toHaveLength(2);
  });

  test('"everything changed" swallows the tags of its batch', async () => {
    const sender = slowSender();
    const notices = createNoticeBatcher(sender.send, () => {});
    void notices.add(['listing:1']);
    void notices.add(['listing:2']);
    void notices.add();
    const last = notices.add(['listing:3']);
    sender.finishNext();
    expect(await sender.sentSoFar(2)).toEqual([['listing:1'], undefined]);
    sender.finishNext();
    await last;
    await notices.idle();
    expect(sender.sent).toHaveLength(2);
  });

  test('a failed notice is reported, settles its writes, and the next one still goes', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const notices = createNoticeBatcher(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unreachable');
      },
      (err) => errors.push(err),
    );
    await notices.add(['listing:1']);
    expect(errors).toHaveLength(1);
    await notices.add(['listing:2']);
    expect(calls).toBe(2);
  });
});

describe('notice payloads', () => {
  test('a long list of tags is split into payloads under the limit, none of them "everything"', () => {
    const tags = Array.from(
      { length: 400 },
      (_, i) => `listing:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const payloads = noticePayloads('abc', tags, 7000);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(p.length).toBeLessThanOrEqual(7000);
    expect(payloads.flatMap((p) => (JSON.parse(p) as { tags: string[] }).tags)).toEqual(tags);
  });

  test('no tags, or a tag no payload can hold, is one notice of everything', () => {
    expect(noticePayloads('abc', undefined, 7000)).toEqual(['{"from":"abc"}']);
    expect(noticePayloads('abc', ['x'.repeat(8000)], 7000)).toEqual(['{"from":"abc"}']);
    expect(noticePayloads('abc', [], 7000)).toEqual(['{"from":"abc","tags":[]}']);
  });
});
