import { useState } from 'react';
import { UserRound } from 'lucide-react';
import { Field } from '../../components/ui/field.tsx';
import {
  ACCEPTED_IMAGE_TYPES,
  photoFileProblem,
  shrinkImage,
  uploadImage,
  type UploadAuth,
} from '../images/index.ts';

interface ProfilePhotoFieldProps {
  /** The photo's URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The form's message for the photo (a refusal by the server). */
  error?: string;
  uploadAuth: UploadAuth | null;
  disabled?: boolean;
}

/**
 * The profile photo: shown round, as on the public profile. A chosen file goes through the image
 * service at once (made smaller first, location data removed there); a file that is no photo is
 * refused here, under the field, before anything is sent. Remove leaves the profile without one.
 */
export function ProfilePhotoField({
  value,
  onChange,
  error,
  uploadAuth,
  disabled = false,
}: ProfilePhotoFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File) {
    const wrong = photoFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      const stored = await uploadImage(await shrinkImage(file), { auth: uploadAuth });
      onChange(stored.url);
    } catch (err) {
      setProblem(
        `The photo could not be uploaded: ${err instanceof Error ? err.message : 'try again.'}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field
      id="profile-photo"
      label="Photo"
      hint="JPEG, PNG or WebP, up to 10 MB. Location data is removed."
      error={problem ?? error}
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {value ? (
            <img
              src={value}
              alt="Your profile photo"
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-base-200 text-primary">
              <UserRound aria-hidden className="size-8" />
            </span>
          )}
          <div className="grid min-w-0 flex-1 basis-48 gap-2">
            <input
              {...control}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              disabled={disabled || busy}
              className={`file-input w-full ${problem || error ? 'file-input-error' : ''}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void choose(file);
              }}
            />
            {busy ? (
              <p role="status" className="text-sm text-ink-muted">
                Uploading the photo…
              </p>
            ) : null}
            {value && !busy ? (
              <button
                type="button"
                className="btn btn-sm btn-ghost justify-self-start"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                Remove photo
              </button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
