import { useState } from 'react';
import type { Brand } from '@resale-zone/contract/brands';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { refusedField } from '../../lib/api-client.ts';
import { useRenameBrand } from './brands-admin.api.ts';

/** Renames a brand's title; listings keep their stored category, so nothing else changes. */
export function RenameBrandDialog({
  brand,
  onClose,
}: {
  brand: Brand | null;
  onClose: () => void;
}) {
  const rename = useRenameBrand();
  const [title, setTitle] = useState('');
  const [shown, setShown] = useState<Brand | null>(null);
  // A new brand to rename starts from its current title.
  if (brand && brand !== shown) {
    setShown(brand);
    setTitle(brand.title);
    rename.reset();
  }
  // A refusal of the title (blank, too long), or why the rename failed (409, 404 …), under the field.
  const error = refusedField(rename.error, ['title'] as const)?.message ?? rename.error?.message;
  return (
    <FormModal
      open={brand !== null}
      onCancel={onClose}
      busy={rename.isPending}
      title={<>Rename {shown?.title}</>}
      intro={<>Pages show the new name; listings keep their brand ({shown?.name}).</>}
      onSubmit={() => {
        if (!shown) return;
        rename.mutate({ slug: shown.slug, title }, { onSuccess: onClose });
      }}
    >
      <TextField
        label="New name"
        value={title}
        maxLength={40}
        onChange={(e) => setTitle(e.target.value)}
        error={error}
        data-autofocus
      />
      <DialogActions onCancel={onClose} isPending={rename.isPending}>
        Rename
      </DialogActions>
    </FormModal>
  );
}
