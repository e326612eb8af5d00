import type { RefObject } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { ACCEPTED_IMAGE_TYPES } from '../images/index.ts';
import { PhotoListEditor } from './photo-list-editor.tsx';
import {
  MAX_PHOTOS,
  uploadText,
  withChosen,
  type PhotoEntry,
  type PhotoUploadProgress,
} from './photo-list.ts';

export interface PhotoListFieldProps {
  id: string;
  label: string;
  entries: PhotoEntry[];
  onChange: (entries: PhotoEntry[]) => void;
  /** A chosen file that is no photo (or one too many): said under the field. */
  onProblem: (problem: string | null) => void;
  error?: string;
  upload: PhotoUploadProgress | null;
  disabled?: boolean;
  /** The file input, for a form to focus or clear it. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A listing's photos (1 to 8): a file input that adds the chosen photos, the list to reorder and
 * trim (`PhotoListEditor`), and while they are sent, which photo and how far.
 */
export function PhotoListField({
  id,
  label,
  entries,
  onChange,
  onProblem,
  error,
  upload,
  disabled = false,
  inputRef,
}: PhotoListFieldProps) {
  const full = entries.length >= MAX_PHOTOS;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={`Up to ${MAX_PHOTOS} photos: JPEG, PNG or WebP, up to 10 MB each. Location data is removed from every photo.`}
      className="sm:col-span-2"
    >
      {(control) => (
        <div className="grid gap-3">
          <PhotoListEditor entries={entries} onChange={onChange} disabled={disabled} />
          <input
            {...control}
            ref={inputRef}
            name={id}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled || full}
            className={`file-input w-full ${error ? 'file-input-error' : ''}`}
            onChange={(e) => {
              const chosen = [...(e.target.files ?? [])];
              const next = withChosen(entries, chosen);
              onProblem(next.problem);
              if (next.entries.length !== entries.length) onChange(next.entries);
              // Emptied, so that the next choice (even the same file) adds again.
              e.target.value = '';
            }}
          />
          {upload ? (
            <div role="status">
              <progress
                className="progress progress-primary w-full"
                value={Math.round(upload.fraction * 100)}
                max={100}
                aria-label="Photo upload"
              />
              <p className="mt-1 text-sm text-ink-muted">{uploadText(upload)}</p>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
