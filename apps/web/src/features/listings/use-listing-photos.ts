import { useRef, useState } from 'react';
import type { UploadAuth } from '../images/index.ts';
import { storePhotos, type PhotoEntry, type PhotoUploadProgress } from './photo-list.ts';

/**
 * A listing's photos being edited: its stored photos first, then reordered, trimmed or added to.
 * `store` uploads the new files (with progress) and answers the list to send, undefined when it is
 * as it was, or null when an upload failed (the message is in `problem`).
 */
export function useListingPhotos(initial: readonly string[], auth: UploadAuth | null) {
  const [entries, setEntries] = useState<PhotoEntry[]>([...initial]);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<PhotoUploadProgress | null>(null);
  const stored = useRef(new Map<File, string>());

  const unchanged = () =>
    entries.length === initial.length && entries.every((e, i) => e === initial[i]);

  async function store(): Promise<string[] | null | undefined> {
    // A refused choice is fixed first (choose another file, or change the list).
    if (problem) return null;
    if (unchanged()) return undefined;
    if (entries.length === 0) {
      setProblem('Product photo is required');
      return null;
    }
    try {
      return await storePhotos(entries, { auth, stored: stored.current, onProgress: setUpload });
    } catch (err) {
      setProblem(
        `The photo could not be uploaded: ${err instanceof Error ? err.message : 'try again.'}`,
      );
      return null;
    }
  }

  return { entries, setEntries, problem, setProblem, upload, store };
}
