import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { CATEGORIES, CONDITIONS } from '@resale-zone/contract/listings';
import type { UploadAuth } from '../images/upload-image.ts';
import { AddProductField } from './add-product-field.tsx';
import { PhotoPreview } from './add-product-photo-preview.tsx';
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

const inputClass = (invalid: boolean) => `input w-full ${invalid ? 'input-error' : ''}`;
const selectClass = (invalid: boolean) => `select w-full ${invalid ? 'select-error' : ''}`;

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
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const { phase, progress, onSubmit, photoInput } = useAddProductSubmit(form, {
    seller,
    uploadAuth,
  });

  // The read-only email always follows the signed-in account (the session may load later).
  useEffect(() => {
    setValue('sellerEmail', seller.email);
  }, [seller.email, setValue]);

  const chosen = watch('productPhoto');
  const chosenFile = chosen instanceof FileList ? (chosen[0] ?? null) : null;

  const busy = phase !== 'idle';
  const percent = Math.round(progress * 100);

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="grid gap-8"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-4 text-lg font-bold">The phone</legend>
        <AddProductField
          name="productName"
          label="Product name"
          error={errors.productName?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              {...register('productName')}
              type="text"
              autoComplete="off"
              placeholder="e.g. iPhone 13 128GB, Midnight"
              className={inputClass(Boolean(errors.productName))}
            />
          )}
        </AddProductField>
        <AddProductField name="categories" label="Category" error={errors.categories?.message}>
          {(control) => (
            <select
              {...control}
              {...register('categories')}
              className={selectClass(Boolean(errors.categories))}
            >
              <option value="">Choose a brand</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </AddProductField>
        <AddProductField name="condition" label="Condition" error={errors.condition?.message}>
          {(control) => (
            <select
              {...control}
              {...register('condition')}
              className={selectClass(Boolean(errors.condition))}
            >
              <option value="">Choose a condition</option>
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {condition}
                </option>
              ))}
            </select>
          )}
        </AddProductField>
        <AddProductField
          name="useDuration"
          label="Use duration"
          error={errors.useDuration?.message}
          hint="How long the phone has been used."
        >
          {(control) => (
            <input
              {...control}
              {...register('useDuration')}
              type="text"
              autoComplete="off"
              placeholder="e.g. 1 year 6 months"
              className={inputClass(Boolean(errors.useDuration))}
            />
          )}
        </AddProductField>
        <AddProductField
          name="publishDate"
          label="Publish date"
          error={errors.publishDate?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('publishDate')}
              type="date"
              className={inputClass(Boolean(errors.publishDate))}
            />
          )}
        </AddProductField>
        <AddProductField
          name="description"
          label="Description"
          error={errors.description?.message}
          hint="Battery health, repairs, what is in the box."
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              {...register('description')}
              rows={4}
              className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
            />
          )}
        </AddProductField>
        <AddProductField
          name="productPhoto"
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
        </AddProductField>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-4 text-lg font-bold">Price</legend>
        <AddProductField
          name="resalePrice"
          label="Resale price (USD)"
          error={errors.resalePrice?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('resalePrice')}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              placeholder="e.g. 389"
              className={inputClass(Boolean(errors.resalePrice))}
            />
          )}
        </AddProductField>
        <AddProductField
          name="orginalPrice"
          label="Original price (USD)"
          error={errors.orginalPrice?.message}
          hint="What it cost new; buyers see the saving."
        >
          {(control) => (
            <input
              {...control}
              {...register('orginalPrice')}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              placeholder="e.g. 799"
              className={inputClass(Boolean(errors.orginalPrice))}
            />
          )}
        </AddProductField>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-4 text-lg font-bold">Seller and meeting place</legend>
        <AddProductField name="sellerName" label="Seller name" error={errors.sellerName?.message}>
          {(control) => (
            <input
              {...control}
              {...register('sellerName')}
              type="text"
              autoComplete="name"
              className={inputClass(Boolean(errors.sellerName))}
            />
          )}
        </AddProductField>
        <AddProductField
          name="sellerEmail"
          label="Seller email"
          error={errors.sellerEmail?.message}
          hint="Your account's email; buyers' bookings reach you there."
        >
          {(control) => (
            <input
              {...control}
              {...register('sellerEmail')}
              type="email"
              readOnly
              className={`${inputClass(Boolean(errors.sellerEmail))} bg-base-200 text-ink-muted`}
            />
          )}
        </AddProductField>
        <AddProductField
          name="location"
          label="Location"
          error={errors.location?.message}
          hint="Where buyers can meet you to see the phone."
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              {...register('location')}
              type="text"
              autoComplete="address-level2"
              placeholder="e.g. Dhaka, Gulshan"
              className={inputClass(Boolean(errors.location))}
            />
          )}
        </AddProductField>
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
