import { useId, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { MAX_DISPUTE_PHOTOS } from '@resale-zone/contract/handover';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { ACCEPTED_IMAGE_TYPES, shrinkImage, uploadImage, useUploadAuth } from '../images/index.ts';

/**
 * Up to 4 photos for one side of a dispute: each chosen file is uploaded at once through the
 * image service, and the form names the stored URLs (the server takes only the sender's uploads).
 */
export function DisputePhotoPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
}) {
  const auth = useUploadAuth();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_DISPUTE_PHOTOS - value.length;

  async function add(files: File[]) {
    setProblem(null);
    setBusy(true);
    const next = [...value];
    try {
      for (const file of files.slice(0, room)) {
        next.push((await uploadImage(await shrinkImage(file), { auth })).url);
        onChange([...next]);
      }
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'The photo could not be uploaded.');
    } finally {
      setBusy(false);
    }
  }

  const message = problem ?? error;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Photos (optional, up to {MAX_DISPUTE_PHOTOS})
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos to send">
          {value.map((url, i) => (
            <li key={url} className="relative">
              <Thumbnail url={url} alt={`Photo ${i + 1}`} />
              <button
                type="button"
                className="btn btn-circle btn-xs absolute -right-2 -top-2"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onChange(value.filter((u) => u !== url))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div className="flex items-center gap-2">
          <ImagePlus aria-hidden className="size-5 text-ink-muted" />
          <input
            id={id}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="file-input file-input-sm w-full max-w-xs"
            disabled={busy}
            aria-describedby={hintId}
            aria-invalid={message ? 'true' : 'false'}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length > 0) void add(files);
            }}
          />
        </div>
      ) : null}
      <p id={hintId} className="text-xs text-ink-muted" aria-live="polite">
        {busy ? 'Uploading…' : `JPEG, PNG or WebP. ${room} more can be added.`}
      </p>
      {message ? <p className="text-sm font-medium text-error">{message}</p> : null}
    </div>
  );
}
