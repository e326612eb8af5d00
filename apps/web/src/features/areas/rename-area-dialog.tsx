import { useState } from 'react';
import type { Area } from '@resale-zone/contract/areas';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { refusedField } from '../../lib/api-client.ts';
import { useRenameArea } from './areas-admin.api.ts';

/** A new spelling of an area; what names it (listings, members, spots) shows the new one. */
export function RenameAreaDialog({ area, onClose }: { area: Area | null; onClose: () => void }) {
  const rename = useRenameArea();
  const [city, setCity] = useState('');
  const [name, setName] = useState('');
  const [shown, setShown] = useState<Area | null>(null);
  if (area && area !== shown) {
    setShown(area);
    setCity(area.city);
    setName(area.name);
    rename.reset();
  }
  const refused = refusedField(rename.error, ['city', 'name'] as const);
  return (
    <FormModal
      open={area !== null}
      title={`Rename ${shown?.name ?? ''}`}
      intro="Listings, profiles and meeting spots in this area show the new name."
      problem={refused ? null : rename.error?.message}
      busy={rename.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (shown) rename.mutate({ id: shown.id, city, name }, { onSuccess: onClose });
      }}
    >
      <TextField
        label="City"
        value={city}
        maxLength={60}
        onChange={(e) => setCity(e.target.value)}
        error={refused?.field === 'city' ? refused.message : undefined}
      />
      <TextField
        label="Area"
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
        error={refused?.field === 'name' ? refused.message : undefined}
        data-autofocus
      />
      <DialogActions onCancel={onClose} isPending={rename.isPending}>
        Rename
      </DialogActions>
    </FormModal>
  );
}
