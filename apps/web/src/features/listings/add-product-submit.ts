import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import type { UploadAuth } from '../images/index.ts';
import { storePhotos, type PhotoUploadProgress } from './photo-list.ts';
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

/** The phone just listed: its name and id, for the links to its page and to My Products. */
export interface AddedProduct {
  id: string;
  name: string;
}

/**
 * Sending a valid Add A Product form: the photos to the image service first, one after the other
 * (progress reported), then `POST /addproduct`. A failed upload stops there and says so; a refused
 * save shows under the field the server names. A large photo is made smaller in the browser first. After success: the
 * spec's toast, `added` (for links to the new listing), `onAdded` (the draft is forgotten) and an
 * empty form for the next phone.
 */
export function useAddProductSubmit(
  form: AddProductFormApi,
  {
    seller,
    uploadAuth,
    onAdded,
  }: { seller: SellerDetails; uploadAuth: UploadAuth | null; onAdded?: () => void },
) {
  const { setError, reset } = form;
  const addProduct = useAddProduct();
  const [phase, setPhase] = useState<AddProductPhase>('idle');
  const [upload, setUpload] = useState<PhotoUploadProgress | null>(null);
  const [added, setAdded] = useState<AddedProduct | null>(null);
  const [startedOver, setStartedOver] = useState(0);
  // Photos already stored are not sent again when only the save has to be retried.
  const stored = useRef(new Map<File, string>());
  const uploadAbort = useRef<AbortController | null>(null);
  const photoInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => () => uploadAbort.current?.abort(), []);

  async function storeAll(files: File[]): Promise<string[] | null> {
    setPhase('uploading');
    const abort = new AbortController();
    uploadAbort.current = abort;
    try {
      return await storePhotos(files, {
        auth: uploadAuth,
        stored: stored.current,
        onProgress: setUpload,
        signal: abort.signal,
      });
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
    setAdded(null);
    let insertedId: string;
    try {
      const photoUrls = await storeAll(values.productPhoto);
      if (photoUrls === null) return;
      setPhase('saving');
      ({ insertedId } = await addProduct.mutateAsync(toCreateProductBody(values, photoUrls)));
    } catch (err) {
      showRefusal(err);
      return;
    } finally {
      setPhase('idle');
    }
    notify.success(`${values.productName} is added successfully`);
    setAdded({ id: insertedId, name: values.productName });
    onAdded?.();
    stored.current.clear();
    reset(emptyAddProductForm(seller));
    // A file input keeps its file through a form reset; empty it so the next phone starts clean.
    if (photoInput.current) photoInput.current.value = '';
  }

  /** 'Add another': the notice goes, the form is empty again and the first field has the focus. */
  function addAnother() {
    setAdded(null);
    reset(emptyAddProductForm(seller));
    if (photoInput.current) photoInput.current.value = '';
    setStartedOver((n) => n + 1);
  }
  // Once the emptied form is on the screen (a reset re-registers its fields).
  useEffect(() => {
    if (startedOver > 0) form.setFocus('productName');
  }, [startedOver, form]);

  return { phase, upload, added, onSubmit, photoInput, addAnother };
}
