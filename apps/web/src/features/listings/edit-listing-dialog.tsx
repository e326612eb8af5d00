import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { FormProblem } from '../../components/ui/form-parts.tsx';
import { Modal } from '../../components/ui/modal.tsx';
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
  const edit = useEditProduct();
  return (
    <Modal
      open={product !== null}
      labelledBy="edit-listing-title"
      describedBy="edit-listing-text"
      onCancel={onClose}
      busy={edit.isPending}
    >
      {product ? (
        <EditListingForm
          key={product._id}
          product={product}
          edit={edit}
          onClose={onClose}
          uploadAuth={uploadAuth}
        />
      ) : null}
    </Modal>
  );
}

function EditListingForm({
  product,
  edit,
  onClose,
  uploadAuth,
}: {
  product: OwnProduct;
  edit: ReturnType<typeof useEditProduct>;
  onClose: () => void;
  uploadAuth: UploadAuth | null;
}) {
  const photos = useListingPhotos(product.photos, uploadAuth);
  const form = useForm<EditListingInput, unknown, EditListingValues>({
    resolver: zodResolver(editListingSchema(product.orginalPrice)),
    defaultValues: editListingDefaults(product),
  });
  const { save, problem } = useSaveListing({ product, form, edit, photos, onClose });
  const battery = form.formState.errors.batteryHealth?.message;

  return (
    <form
      method="dialog"
      className="modal-box grid max-w-2xl gap-4"
      noValidate
      onSubmit={(e) => void form.handleSubmit(save)(e)}
    >
      <h2 id="edit-listing-title" className="flex items-center gap-2 text-lg font-bold">
        <Pencil aria-hidden className="size-5 text-primary" />
        Edit {product.productName}
      </h2>
      <p id="edit-listing-text" className="text-ink-muted">
        Buyers see the changes at once. The name, brand and IMEI stay: to change them, delete the
        listing and list the phone again.
      </p>
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
      {problem ? <FormProblem>{problem}</FormProblem> : null}
      <DialogActions onCancel={onClose} isPending={edit.isPending}>
        Save changes
      </DialogActions>
    </form>
  );
}
