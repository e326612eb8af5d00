import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OfferSettings } from '@resale-zone/contract/offers';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { refusedField } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { offerSettingsQuery, useSaveOfferSettings } from './offers.api.ts';

export interface OfferSettingsPhone {
  _id: string;
  productName: string;
}

/** A seller's offers on one phone: on or off, and a floor below which offers are declined. */
export function OfferSettingsDialog({
  phone,
  onClose,
}: {
  phone: OfferSettingsPhone | null;
  onClose: () => void;
}) {
  const current = useQuery({ ...offerSettingsQuery(phone?._id ?? ''), enabled: phone !== null });
  const save = useSaveOfferSettings();
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [enabled, setEnabled] = useState(true);
  const [floor, setFloor] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const key = phone && current.data ? phone._id : null;
  if (key !== shownFor) {
    setShownFor(key);
    setEnabled(current.data?.enabled ?? true);
    setFloor(current.data?.floor == null ? '' : String(current.data.floor));
    setError(undefined);
    setProblem(null);
  }

  async function submit() {
    const parsed = OfferSettings.safeParse({ enabled, floor: floor.trim() === '' ? null : floor });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await save.mutateAsync({ listingId: phone!._id, ...parsed.data });
      notify.success(`Offer settings of ${phone!.productName} saved`);
      onClose();
    } catch (err) {
      const refused = refusedField(err, ['floor']);
      if (refused) setError(refused.message);
      else setProblem(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <FormModal
      open={phone !== null}
      onCancel={onClose}
      busy={save.isPending}
      title={`Offers on ${phone?.productName ?? ''}`}
      intro="Buyers may offer at least half the asking price. You can stop offers, or decline the low ones at once."
      problem={problem}
      onSubmit={() => void submit()}
    >
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          data-autofocus
        />
        Take offers on this phone
      </label>
      <TextField
        label="Decline offers below (dollars, optional)"
        hint="Buyers are told at once that such an offer was declined; they never see this price."
        error={error}
        inputMode="decimal"
        autoComplete="off"
        value={floor}
        disabled={!enabled}
        onChange={(e) => setFloor(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={save.isPending}>
        Save
      </DialogActions>
    </FormModal>
  );
}
