import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { LeavePrompt } from '../../components/ui/leave-prompt.tsx';
import { useFormDraft } from '../../lib/use-form-draft.ts';
import type { UploadAuth } from '../images/index.ts';
import { AddProductPhoneFields } from './add-product-phone-fields.tsx';
import { DraftRestored, ProductAdded } from './add-product-notices.tsx';
import { AddProductPhotoField } from './add-product-photo-field.tsx';
import { AddProductPriceFields, AddProductSellerFields } from './add-product-seller-fields.tsx';
import {
  AddProductFormSchema,
  emptyAddProductForm,
  type AddProductFormInput,
  type AddProductFormValues,
  type SellerDetails,
} from './add-product-schema.ts';
import { useAddProductSubmit } from './add-product-submit.ts';

export interface AddProductFormProps {
  /** The signed-in seller: the email is theirs and cannot be changed; the name is a suggestion. */
  seller: SellerDetails;
  /** The bearer token for the photo upload. */
  uploadAuth?: UploadAuth | null;
  /** The id of the page heading that names the form. */
  titleId?: string;
}

/**
 * 'Add A Product': every field of the spec, checked with the contract's rules, and up to 8 photos
 * in the seller's order. The photos go to the image service first (with a progress bar); only once
 * they are stored is the product saved, and a failed upload says so and keeps everything typed.
 */
export function AddProductForm({ seller, uploadAuth = null, titleId }: AddProductFormProps) {
  const form = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues: emptyAddProductForm(seller),
  });
  const { handleSubmit, setValue } = form;
  // Kept in this browser per account until sent or discarded (the photo is chosen again).
  const draft = useFormDraft(form, {
    key: seller.email ? `rz-draft:add-product:${seller.email.toLowerCase()}` : null,
    omit: ['productPhoto', 'sellerEmail', 'sellerName'],
  });
  const { phase, upload, added, onSubmit, photoInput, addAnother } = useAddProductSubmit(form, {
    seller,
    uploadAuth,
    onAdded: draft.clear,
  });

  // The read-only email always follows the signed-in account (the session may load later).
  useEffect(() => {
    setValue('sellerEmail', seller.email);
  }, [seller.email, setValue]);

  const busy = phase !== 'idle';
  // Fields changed by the seller (or restored from a draft); a file input emptied by the form
  // itself after a submit does not count.
  const hasWork = Object.keys(form.formState.dirtyFields).length > 0;

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="grid gap-8"
    >
      {added ? <ProductAdded product={added} onAddAnother={addAnother} /> : null}
      {draft.restored ? (
        <DraftRestored
          onDiscard={() => {
            draft.discard(emptyAddProductForm(seller));
            if (photoInput.current) photoInput.current.value = '';
          }}
        />
      ) : null}
      <LeavePrompt when={hasWork}>
        What you typed stays on this device as a draft, but the product is not added until you send
        the form.
      </LeavePrompt>
      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-4 text-lg font-bold">The phone</legend>
        <AddProductPhoneFields form={form} />
        <AddProductPhotoField form={form} upload={upload} disabled={busy} photoInput={photoInput} />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-4 text-lg font-bold">Price</legend>
        <AddProductPriceFields form={form} />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-4 text-lg font-bold">Seller and meeting place</legend>
        <AddProductSellerFields form={form} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <ImagePlus aria-hidden className="size-4" />
          )}
          {phase === 'uploading'
            ? 'Uploading photos…'
            : phase === 'saving'
              ? 'Adding product…'
              : 'Add Product'}
        </button>
      </div>
    </form>
  );
}
