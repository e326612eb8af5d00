import type { RefObject } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { fieldId, type AddProductFormApi } from './add-product-controls.tsx';
import { PhotoPreview } from './add-product-photo-preview.tsx';
import type { AddProductPhase } from './add-product-submit.ts';

interface AddProductPhotoFieldProps {
  form: AddProductFormApi;
  phase: AddProductPhase;
  /** How much of the photo has been sent, 0 to 1. */
  progress: number;
  /** The file input, for the submit step to focus or clear it. */
  photoInput: RefObject<HTMLInputElement | null>;
}

/** The product photo: a preview of the chosen file and, while it is sent, a progress bar. */
export function AddProductPhotoField({
  form,
  phase,
  progress,
  photoInput,
}: AddProductPhotoFieldProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const chosen = watch('productPhoto');
  const chosenFile = chosen instanceof FileList ? (chosen[0] ?? null) : null;
  const percent = Math.round(progress * 100);
  return (
    <Field
      id={fieldId('productPhoto')}
      label="Product photo"
      error={errors.productPhoto?.message}
      hint="JPEG, PNG or WebP, up to 10 MB. Location data is removed from the photo."
      className="sm:col-span-2"
    >
      {(control) => {
        const photo = register('productPhoto');
        return (
          <div className="flex flex-wrap items-start gap-4">
            <PhotoPreview file={chosenFile} />
            <div className="min-w-0 flex-1 basis-56">
              <input
                {...control}
                {...photo}
                ref={(element) => {
                  photo.ref(element);
                  photoInput.current = element;
                }}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className={`file-input w-full ${errors.productPhoto ? 'file-input-error' : ''}`}
              />
              {phase === 'uploading' ? (
                <div className="mt-3" role="status">
                  <progress
                    className="progress progress-primary w-full"
                    value={percent}
                    max={100}
                    aria-label="Photo upload"
                  />
                  <p className="mt-1 text-sm text-ink-muted">Uploading photo… {percent}%</p>
                </div>
              ) : null}
            </div>
          </div>
        );
      }}
    </Field>
  );
}
