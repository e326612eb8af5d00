import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { uploadImage, type UploadAuth } from '../images/index.ts';
import {
  emptyAddProductForm,
  formFieldOf,
  toCreateProductBody,
  withoutFieldPrefix,
  type AddProductFormValues,
  type SellerDetails,
} from './add-product-schema.ts';
import type { AddProductFormApi } from './add-product-controls.tsx';
import { useAddProduct } from './listings.api.ts';

export type AddProductPhase = 'idle' | 'uploading' | 'saving';

/**
 * Sending a valid Add A Product form: the photo to the image service first (progress reported),
 * then `POST /addproduct`. A failed upload stops there and says so; a refused save shows under the
 * field the server names. After success: the spec's toast, and an empty form for the next phone.
 */
export function useAddProductSubmit(
  form: AddProductFormApi,
  { seller, uploadAuth }: { seller: SellerDetails; uploadAuth: UploadAuth | null },
) {
  const { setError, reset } = form;
  const addProduct = useAddProduct();
  const [phase, setPhase] = useState<AddProductPhase>('idle');
  const [progress, setProgress] = useState(0);
  // A photo already stored is not sent again when only the save has to be retried.
  const stored = useRef<{ file: File; url: string } | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const photoInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => () => uploadAbort.current?.abort(), []);

  async function storePhoto(file: File): Promise<string | null> {
    if (stored.current?.file === file) return stored.current.url;
    setPhase('uploading');
    setProgress(0);
    const abort = new AbortController();
    uploadAbort.current = abort;
    try {
      const image = await uploadImage(file, {
        auth: uploadAuth,
        onProgress: setProgress,
        signal: abort.signal,
      });
      stored.current = { file, url: image.url };
      return image.url;
    } catch (err) {
      if (abort.signal.aborted) return null;
      const reason = err instanceof Error ? err.message : 'The upload failed.';
      setError('productPhoto', { message: `The photo could not be uploaded: ${reason}` });
      notify.error(`The photo could not be uploaded, so the product was not saved. ${reason}`);
      return null;
    } finally {
      uploadAbort.current = null;
    }
  }

  function showRefusal(err: unknown) {
    const field = err instanceof ApiError ? formFieldOf(err.field) : null;
    // A 400 names the field; so does a 409 about the IMEI (another listing has it).
    if (err instanceof ApiError && (err.status === 400 || err.status === 409) && field) {
      setError(
        field,
        { message: withoutFieldPrefix(err.message, err.field!) },
        { shouldFocus: true },
      );
      notify.error('The product was not saved. Check the highlighted field.');
      return;
    }
    notify.error(
      `The product was not saved. ${err instanceof Error ? err.message : 'Please try again.'}`,
    );
  }

  async function onSubmit(values: AddProductFormValues) {
    try {
      const photoUrl = await storePhoto(values.productPhoto);
      if (photoUrl === null) return;
      setPhase('saving');
      await addProduct.mutateAsync(toCreateProductBody(values, photoUrl));
    } catch (err) {
      showRefusal(err);
      return;
    } finally {
      setPhase('idle');
    }
    notify.success(`${values.productName} is added successfully`);
    stored.current = null;
    setProgress(0);
    reset(emptyAddProductForm(seller));
    // A file input keeps its file through a form reset; empty it so the next phone starts clean.
    if (photoInput.current) photoInput.current.value = '';
  }

  return { phase, progress, onSubmit, photoInput };
}
