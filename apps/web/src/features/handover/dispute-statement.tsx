import { useId } from 'react';
import { TextAreaField } from '../../components/ui/field.tsx';
import type { fieldProps } from '../../lib/form-field.ts';
import { DisputePhotoPicker } from './dispute-photo-picker.tsx';

/** What a statement needs of its form (react-hook-form's): the photos' value, setter and message. */
interface PhotosForm {
  watch: (name: 'photos') => string[] | undefined;
  setValue: (name: 'photos', urls: string[], options: { shouldValidate: boolean }) => void;
  formState: { errors: { photos?: { message?: string } } };
}

/**
 * One side's account of a dispute (the buyer's report, the seller's answer): the words, up to
 * 2,000 characters, then up to 4 photos.
 */
export function DisputeStatement({
  label,
  words,
  form,
}: {
  label: string;
  /** The words' field (`fieldProps`). */
  words: ReturnType<typeof fieldProps>;
  form: PhotosForm;
}) {
  const photosId = useId();
  return (
    <>
      <TextAreaField label={label} rows={4} maxLength={2000} {...words} />
      <DisputePhotoPicker
        id={photosId}
        value={form.watch('photos') ?? []}
        onChange={(urls) => form.setValue('photos', urls, { shouldValidate: true })}
        error={form.formState.errors.photos?.message}
      />
    </>
  );
}
