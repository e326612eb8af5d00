/**
 * Change notices to the other instances, sent one at a time: the tags of the writes that finish
 * while a notice is on its way go together in the next one (decision 048). At a write now and
 * then, each notice leaves at once, as before; under a burst of writes, one NOTIFY carries many.
 * The promise of each call settles once a notice carrying its tags has been sent, so a write
 * still answers only after the other instances were told.
 */
export interface NoticeBatcher {
  /** Adds these tags (none: everything changed) to the next notice. */
  add(tags?: readonly string[]): Promise<void>;
  /** Settles once every notice added so far has been sent (for shutdown and tests). */
  idle(): Promise<void>;
}

interface Batch {
  everything: boolean;
  tags: Set<string>;
  sent: Promise<void>;
  settle: () => void;
}

function newBatch(): Batch {
  let settle!: () => void;
  const sent = new Promise<void>((resolve) => (settle = resolve));
  return { everything: false, tags: new Set(), sent, settle };
}

/**
 * `send` sends one notice: the tags, or undefined for everything. Its failures are its own to
 * report (they are caught and passed to `onError`); a failed notice still settles its writers.
 */
export function createNoticeBatcher(
  send: (tags: readonly string[] | undefined) => Promise<void>,
  onError: (err: unknown) => void,
): NoticeBatcher {
  let next: Batch | null = null;
  let draining: Promise<void> | null = null;

  const drain = async () => {
    while (next) {
      const batch = next;
      next = null;
      try {
        await send(batch.everything ? undefined : [...batch.tags]);
      } catch (err) {
        onError(err);
      }
      batch.settle();
    }
    draining = null;
  };

  return {
    add(tags) {
      next ??= newBatch();
      const batch = next;
      if (!tags) batch.everything = true;
      else if (!batch.everything) for (const tag of tags) batch.tags.add(tag);
      draining ??= drain();
      return batch.sent;
    },
    async idle() {
      while (draining) await draining;
    },
  };
}

/**
 * The tags split into JSON payloads of `{ from, tags }` of at most `maxLength` characters each,
 * so that a large batch is several notices of its tags rather than one that empties everything.
 * Without tags, or with a tag too long for any payload: one notice of everything, `{ from }`.
 */
export function noticePayloads(
  from: string,
  tags: readonly string[] | undefined,
  maxLength: number,
): string[] {
  const encode = (part: string[]) => JSON.stringify({ from, tags: part });
  if (!tags || tags.some((tag) => encode([tag]).length > maxLength)) {
    return [JSON.stringify({ from })];
  }
  const payloads: string[] = [];
  let chunk: string[] = [];
  for (const tag of tags) {
    if (chunk.length > 0 && encode([...chunk, tag]).length > maxLength) {
      payloads.push(encode(chunk));
      chunk = [];
    }
    chunk.push(tag);
  }
  if (chunk.length > 0 || payloads.length === 0) payloads.push(encode(chunk));
  return payloads;
}
