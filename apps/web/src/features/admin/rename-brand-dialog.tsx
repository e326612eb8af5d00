import { useId, useState } from 'react';
import type { Brand } from '@resale-zone/contract/brands';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
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
  const id = useId();
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
    <Modal
      open={brand !== null}
      labelledBy={`${id}-title`}
      onCancel={onClose}
      busy={rename.isPending}
    >
      <form
        className="modal-box"
        onSubmit={(e) => {
          e.preventDefault();
          if (!shown) return;
          rename.mutate({ slug: shown.slug, title }, { onSuccess: onClose });
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Rename {shown?.title}
        </h2>
        <p className="py-2 text-sm text-ink-muted">
          Pages show the new name; listings keep their brand ({shown?.name}).
        </p>
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
      </form>
    </Modal>
  );
}
