import type { Writable } from 'node:stream';

/**
 * Bytes a live stream may keep in memory for a client that is not reading them (decision 026):
 * a socket's own write buffer (Node's 16 KB high-water mark), beyond what the kernel holds. A
 * catch-up (at most 200 events, about 18 KB) goes to the kernel; a reading client never comes near.
 */
export const MAX_UNSENT_BYTES = 16 * 1024;

/**
 * Guards the writes of one live stream. The kernel's socket buffers take what a client has not
 * read yet; once those are full, Node keeps the rest in memory (`writableLength`). A client that
 * stays connected without reading (stalled, or gone without a word) would so make the server keep
 * every event and heartbeat for it. Past `maxUnsent` bytes the stream is ended instead: a
 * browser that is still there reconnects and catches up from its Last-Event-ID.
 *
 * `write` answers false, and writes nothing, once the stream has been ended for it.
 */
export function boundedWriter(
  raw: Pick<Writable, 'writableLength'>,
  onOverflow: () => void,
  maxUnsent = MAX_UNSENT_BYTES,
) {
  let overflowed = false;
  return {
    write(send: () => void): boolean {
      if (overflowed) return false;
      if (raw.writableLength > maxUnsent) {
        overflowed = true;
        onOverflow();
        return false;
      }
      send();
      return true;
    },
  };
}
