import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import type { UploadAuth } from '../images/index.ts';
import { AddProductPhoneFields } from './add-product-phone-fields.tsx';
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
 * 'Add A Product': every field of the spec, checked with the contract's rules. The photo goes to
 * the image service first (with a progress bar); only once it is stored is the product saved, and
 * a failed upload says so and keeps everything the seller typed.
 */
export function AddProductForm({ seller, uploadAuth = null, titleId }: AddProductFormProps) {
  const form = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues: emptyAddProductForm(seller),
  });
  const { handleSubmit, setValue } = form;
  const { phase, progress, onSubmit, photoInput } = useAddProductSubmit(form, {
    seller,
    uploadAuth,
  });

  // The read-only email always follows the signed-in account (the session may load later).
  useEffect(() => {
    setValue('sellerEmail', seller.email);
  }, [seller.email, setValue]);

  const busy = phase !== 'idle';

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="grid gap-8"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-4 text-lg font-bold">The phone</legend>
        <AddProductPhoneFields form={form} />
        <AddProductPhotoField
          form={form}
          phase={phase}
          progress={progress}
          photoInput={photoInput}
        />
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
            ? 'Uploading photo…'
            : phase === 'saving'
              ? 'Adding product…'
              : 'Add Product'}
        </button>
      </div>
    </form>
  );
}
