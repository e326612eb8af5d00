import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { useDialogItem } from '../../lib/use-dialog-item.ts';
import { ConditionDetailsFields, type ConditionDetailsInput } from './condition-details-fields.tsx';
import { EditListingFields } from './edit-listing-fields.tsx';
import {
  editListingDefaults,
  editListingSchema,
  type EditListingInput,
  type EditListingValues,
} from './edit-listing-schema.ts';
import { useEditProduct } from './listings.api.ts';
import type { UploadAuth } from '../images/index.ts';
import { PhotoListField } from './photo-list-field.tsx';
import { useListingPhotos } from './use-listing-photos.ts';
import { useSaveListing } from './use-save-listing.ts';

export interface EditListingDialogProps {
  /** The phone being edited; null keeps the dialog closed. */
  product: OwnProduct | null;
  onClose: () => void;
  /** The bearer token for new photos' uploads. */
  uploadAuth?: UploadAuth | null;
}

/**
 * The seller's "Edit" of a phone on sale: price, description, location and area, condition and its
 * details, and the photos (add, remove, reorder), with the add-product form's rules and messages. A
 * lower price shows as "Price reduced from …".
 */
export function EditListingDialog({ product, onClose, uploadAuth = null }: EditListingDialogProps) {
  const { shown, opening } = useDialogItem(product);
  // Keyed by opening: the form starts from the listing as it is, every time.
  return shown ? (
    <EditListingForm
      key={opening}
      open={product !== null}
      product={shown}
      onClose={onClose}
      uploadAuth={uploadAuth}
    />
  ) : null;
}

function EditListingForm({
  open,
  product,
  onClose,
  uploadAuth,
}: {
  open: boolean;
  product: OwnProduct;
  onClose: () => void;
  uploadAuth: UploadAuth | null;
}) {
  const edit = useEditProduct();
  const photos = useListingPhotos(product.photos, uploadAuth);
  const form = useForm<EditListingInput, unknown, EditListingValues>({
    resolver: zodResolver(editListingSchema(product.orginalPrice)),
    defaultValues: editListingDefaults(product),
  });
  const { save, problem } = useSaveListing({ product, form, edit, photos, onClose });
  const battery = form.formState.errors.batteryHealth?.message;

  return (
    <FormModal
      open={open}
      wide
      icon={<Pencil aria-hidden className="size-5 text-primary" />}
      title={<>Edit {product.productName}</>}
      intro={
        <>
          Buyers see the changes at once. The name, brand and IMEI stay: to change them, delete the
          listing and list the phone again.
        </>
      }
      problem={problem}
      onCancel={onClose}
      busy={edit.isPending}
      onSubmit={() => void form.handleSubmit(save)()}
    >
      <fieldset
        className="grid gap-4 sm:grid-cols-2"
        disabled={edit.isPending || photos.upload !== null}
      >
        <legend className="sr-only">The listing</legend>
        <EditListingFields form={form} product={product} />
        <ConditionDetailsFields
          register={form.register as unknown as UseFormRegister<ConditionDetailsInput>}
          batteryError={typeof battery === 'string' ? battery : undefined}
          idPrefix="edit"
        />
        <PhotoListField
          id="edit-photos"
          label="Photos"
          entries={photos.entries}
          onChange={(entries) => {
            photos.setEntries(entries);
            photos.setProblem(null);
          }}
          onProblem={photos.setProblem}
          error={photos.problem ?? undefined}
          upload={photos.upload}
        />
      </fieldset>
      <DialogActions onCancel={onClose} isPending={edit.isPending}>
        Save changes
      </DialogActions>
    </FormModal>
  );
}
