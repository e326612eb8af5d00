import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { areaLabel } from '@resale-zone/contract/area-label';
import type { MeetingSpot } from '@resale-zone/contract/areas';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { actionsColumn } from '../../components/ui/data-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { useRemoveSpot } from './areas-admin.api.ts';
import { spotsQuery } from './areas.api.ts';
import { SpotDialog } from './spot-dialog.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** /deshboard/meeting-spots: public places suggested for handovers (decision 056). */
export function MeetingSpotsAdmin() {
  const headingId = useId();
  const query = useQuery(spotsQuery(null));
  const remove = useRemoveSpot();
  const [editing, setEditing] = useState<{ spot: MeetingSpot | null } | null>(null);
  const [toRemove, setToRemove] = useState<MeetingSpot | null>(null);
  return (
    <>
      <PageHeading id={headingId} className="mb-2">
        Meeting spots
      </PageHeading>
      <p className="mb-4 text-ink-muted">
        Busy public places to hand a phone over. The booking dialog suggests those of the phone's
        area first; people may still meet anywhere else.
      </p>
      <button
        type="button"
        className="btn btn-primary mb-6"
        onClick={() => setEditing({ spot: null })}
      >
        Add a meeting spot
      </button>
      <QueryTable
        query={query}
        noun="Meeting spots"
        labelledBy={headingId}
        rowKey={(s) => s.id}
        empty="No meeting spots yet."
        columns={[
          { header: 'Name', rowHeader: true, className: 'font-semibold', cell: (s) => s.name },
          { header: 'Area', cell: (s) => areaLabel(s.area) },
          { header: 'Address', cell: (s) => s.address },
          { header: 'Opening hours', cell: (s) => s.openingHours },
          { header: 'Note', className: 'text-sm', cell: (s) => s.note },
          actionsColumn((s: MeetingSpot) => (
            <>
              <RowAction
                tone="btn-outline"
                rowName={s.name}
                onClick={() => setEditing({ spot: s })}
              >
                Edit
              </RowAction>
              <RowAction
                tone="btn-outline btn-error"
                rowName={s.name}
                onClick={() => setToRemove(s)}
              >
                Remove
              </RowAction>
            </>
          )),
        ]}
      />
      <SpotDialog
        open={editing !== null}
        spot={editing?.spot ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        name={toRemove?.name ?? null}
        isPending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) remove.mutate(toRemove, { onSettled: () => setToRemove(null) });
        }}
      />
    </>
  );
}
