import { MeetingSpotBody, type MeetingSpot } from '@resale-zone/contract/areas';
import { TextField } from '../../components/ui/field.tsx';
import { ContractFormModal } from '../../components/ui/contract-form-modal.tsx';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { AreaSelect } from './area-select.tsx';
import { useSaveSpot } from './areas-admin.api.ts';
import { useAreas } from './areas.api.ts';

const FIELDS = ['name', 'areaId', 'address', 'openingHours', 'note'] as const;

/** The form of a spot, new or edited (its key is the spot, so each opens fresh). */
function SpotForm({ spot, onClose }: { spot: MeetingSpot | null; onClose: () => void }) {
  const areas = useAreas();
  const save = useSaveSpot();
  const form = useContractForm({
    schema: MeetingSpotBody,
    defaultValues: {
      name: spot?.name ?? '',
      areaId: spot?.area.id ?? '',
      address: spot?.address ?? '',
      openingHours: spot?.openingHours ?? '',
      note: spot?.note ?? '',
    },
    fields: FIELDS,
    send: (body) => save.mutateAsync({ id: spot?.id ?? null, body }).then(onClose),
  });
  const { errors } = form.formState;
  return (
    <ContractFormModal
      form={form}
      onClose={onClose}
      submitLabel={spot ? 'Save' : 'Add spot'}
      open
      title={spot ? `Edit ${spot.name}` : 'Add a meeting spot'}
      intro="A public place buyers and sellers are offered for the handover, those of the phone's area first."
    >
      <TextField
        label="Name"
        maxLength={100}
        error={errors.name?.message}
        data-autofocus
        {...form.register('name')}
      />
      <AreaSelect
        label="Area"
        areas={areas}
        keep={spot?.area}
        noneLabel="Choose an area"
        error={errors.areaId?.message}
        {...form.register('areaId')}
      />
      <TextField
        label="Address"
        maxLength={200}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField
        label="Opening hours"
        hint="e.g. Daily 10:00–21:00"
        maxLength={100}
        error={errors.openingHours?.message}
        {...form.register('openingHours')}
      />
      <TextField
        label="Note (optional)"
        hint="What makes it safe, e.g. police station lobby"
        maxLength={200}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </ContractFormModal>
  );
}

/** Adds (`spot` null) or edits a spot; closed while `open` is false. */
export function SpotDialog({
  open,
  spot,
  onClose,
}: {
  open: boolean;
  spot: MeetingSpot | null;
  onClose: () => void;
}) {
  return open ? <SpotForm key={spot?.id ?? 'new'} spot={spot} onClose={onClose} /> : null;
}
