import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { refusedField } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import {
  EDIT_FIELDS,
  editChanges,
  type EditListingInput,
  type EditListingValues,
} from './edit-listing-schema.ts';
import type { useEditProduct } from './listings.api.ts';
import type { useListingPhotos } from './use-listing-photos.ts';

/**
 * The Edit form's save: new photos stored first, then only what changed is sent; a refused field
 * shows under it, a refused photo under the photos, anything else on top (`problem`).
 */
export function useSaveListing({
  product,
  form,
  edit,
  photos,
  onClose,
}: {
  product: OwnProduct;
  form: UseFormReturn<EditListingInput, unknown, EditListingValues>;
  edit: ReturnType<typeof useEditProduct>;
  photos: ReturnType<typeof useListingPhotos>;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (values: EditListingValues) => {
    setProblem(null);
    const photoUrls = await photos.store();
    if (photoUrls === null) return;
    const changes = editChanges(product, values);
    edit.mutate(
      { product, changes: photoUrls ? { ...changes, photos: photoUrls } : changes },
      {
        onSuccess: (answer) => {
          notify.success(
            answer.modifiedCount === 0
              ? `Nothing changed on ${product.productName}`
              : `${product.productName} updated`,
          );
          onClose();
        },
        onError: (err) => {
          const refused = refusedField(err, EDIT_FIELDS);
          const photoField = refusedField(err, ['photos', 'productPhoto']);
          if (refused) form.setError(refused.field, { message: refused.message });
          else if (photoField) photos.setProblem(photoField.message);
          else setProblem(err.message);
        },
      },
    );
  };
  return { save, problem };
}
