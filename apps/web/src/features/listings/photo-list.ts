import { MAX_PHOTOS } from '@resale-zone/contract/listings';
import { photoFileProblem, shrinkImage, uploadImage, type UploadAuth } from '../images/index.ts';

export { MAX_PHOTOS };

/** One photo of a listing being written: stored already (its URL) or a file still to upload. */
export type PhotoEntry = string | File;

/** Where an upload of several photos is: photo `index + 1` of `count`, `fraction` of it sent. */
export interface PhotoUploadProgress {
  index: number;
  count: number;
  fraction: number;
}

/** The same file chosen twice (same name, size and date) is one photo. */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * `chosen` added after `entries`: photos only, no file twice, at most `MAX_PHOTOS` in all. Answers
 * the new list and what was left out and why (shown under the field).
 */
export function withChosen(
  entries: PhotoEntry[],
  chosen: File[],
): { entries: PhotoEntry[]; problem: string | null } {
  const next = [...entries];
  let problem: string | null = null;
  for (const file of chosen) {
    const wrong = photoFileProblem(file);
    if (wrong) problem = wrong;
    else if (next.some((e) => e instanceof File && sameFile(e, file))) continue;
    else if (next.length >= MAX_PHOTOS) problem = `At most ${MAX_PHOTOS} photos: remove one first`;
    else next.push(file);
  }
  return { entries: next, problem };
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

/**
 * Every entry as a stored URL: files are shrunk and sent through the image service one after the
 * other (`onProgress` says which and how far). `stored` remembers files already sent, so a retry
 * after a refused save sends nothing twice. Throws the first failed upload's error.
 */
export async function storePhotos(
  entries: readonly PhotoEntry[],
  options: {
    auth: UploadAuth | null;
    stored: Map<File, string>;
    onProgress?: (progress: PhotoUploadProgress | null) => void;
    signal?: AbortSignal;
  },
): Promise<string[]> {
  const { auth, stored, onProgress, signal } = options;
  const files = entries.filter((e): e is File => e instanceof File && !stored.has(e));
  try {
    for (const [index, file] of files.entries()) {
      onProgress?.({ index, count: files.length, fraction: 0 });
      const image = await uploadImage(await shrinkImage(file), {
        auth,
        signal,
        onProgress: (fraction) => onProgress?.({ index, count: files.length, fraction }),
      });
      stored.set(file, image.url);
    }
  } finally {
    onProgress?.(null);
  }
  return entries.map((e) => (e instanceof File ? stored.get(e)! : e));
}

/** What a progress bar of an upload says: "Uploading photo… 40%" or "… photo 2 of 3… 40%". */
export function uploadText({ index, count, fraction }: PhotoUploadProgress): string {
  const percent = Math.round(fraction * 100);
  return count > 1
    ? `Uploading photo ${index + 1} of ${count}… ${percent}%`
    : `Uploading photo… ${percent}%`;
}
