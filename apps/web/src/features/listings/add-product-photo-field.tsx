import { useState, type RefObject } from 'react';
import { fieldError, fieldId, type AddProductFormApi } from './add-product-controls.tsx';
import { PhotoListField } from './photo-list-field.tsx';
import type { PhotoUploadProgress } from './photo-list.ts';

interface AddProductPhotoFieldProps {
  form: AddProductFormApi;
  /** Which photo is being sent and how far, while the photos are uploaded. */
  upload: PhotoUploadProgress | null;
  disabled: boolean;
  /** The file input, for the submit step to focus or clear it. */
  photoInput: RefObject<HTMLInputElement | null>;
}

/**
 * The product's photos (the form's `productPhoto`: the chosen files in order, the first the
 * cover), each previewed with its move and remove buttons; while they are sent, a progress bar.
 */
export function AddProductPhotoField({
  form,
  upload,
  disabled,
  photoInput,
}: AddProductPhotoFieldProps) {
  // A chosen file that is no photo is refused here, at once, not at submit.
  const [problem, setProblem] = useState<string | null>(null);
  const files = form.watch('productPhoto') ?? [];
  return (
    <PhotoListField
      id={fieldId('productPhoto')}
      label="Product photo"
      entries={files}
      onChange={(entries) => {
        form.setValue(
          'productPhoto',
          entries.filter((e): e is File => e instanceof File),
          { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
        );
        if (entries.length > 0) form.clearErrors('productPhoto');
      }}
      onProblem={setProblem}
      error={problem ?? fieldError(form, 'productPhoto')}
      upload={upload}
      disabled={disabled}
      inputRef={photoInput}
    />
  );
}
