import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ShieldBan } from 'lucide-react';
import type { BlockedImei } from '@resale-zone/contract/imei';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { formatCount } from '../../lib/format.ts';
import { AdminListView } from './admin-list-view.tsx';
import { BlockImeiForm, REASON_LABELS } from './block-imei-form.tsx';
import { blockedImeisQuery, useUnblockImei } from './blocked-imeis.api.ts';
import { useListParams } from './use-list-params.ts';
import { WhenCell } from './when-cell.tsx';

/** /deshboard/blocked-imeis: IMEIs that cannot be listed (admins' blocks, owners' theft reports). */
export function BlockedImeisList() {
  const headingId = useId();
  const params = useListParams();
  const { q, offset } = params;
  const result = useQuery({
    ...blockedImeisQuery({ q, offset }),
    placeholderData: keepPreviousData,
  });
  const unblock = useUnblockImei();
  const [toRemove, setToRemove] = useState<BlockedImei | null>(null);
  const total = result.data?.total;
  return (
    <>
      <AdminListView
        headingId={headingId}
        heading="Blocked IMEIs"
        description={
          total
            ? `${formatCount(total)} ${total === 1 ? 'IMEI is' : 'IMEIs are'} blocked: phones with them cannot be listed.`
            : 'Phones whose IMEI is blocked cannot be listed.'
        }
        noun="Blocked IMEIs"
        searchLabel="Search blocked IMEIs"
        searchPlaceholder="Search by IMEI or name"
        params={params}
        result={result}
        emptyTitle="No IMEI is blocked."
        emptyText="IMEIs you block, and phones their owners report stolen, show here."
        emptyIcon={<ShieldBan aria-hidden className="size-8 text-primary" />}
        beforeRows={<BlockImeiForm />}
      >
        {(entries) => (
          <DataTable
            labelledBy={headingId}
            rows={entries}
            rowKey={(entry) => entry._id}
            columns={[
              {
                header: 'Blocked',
                className: 'whitespace-nowrap text-sm',
                cell: (e) => <WhenCell iso={e.createdAt} />,
              },
              {
                header: 'IMEI',
                rowHeader: true,
                className: 'font-mono tabular-nums',
                cell: (e) => e.imei,
              },
              { header: 'Reason', cell: (e) => REASON_LABELS[e.reason] },
              {
                header: 'By',
                className: 'text-sm',
                cell: (e) =>
                  `${e.blockedBy ?? 'Closed account'} (${e.source === 'owner' ? 'owner' : 'admin'})`,
              },
              {
                header: 'Note',
                className: 'min-w-40 max-w-xs text-sm',
                cell: (e) => e.note ?? '—',
              },
              {
                header: 'Unblock',
                cell: (e) => (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-label={`Unblock ${e.imei}`}
                    onClick={() => setToRemove(e)}
                  >
                    Unblock
                  </button>
                ),
              },
            ]}
          />
        )}
      </AdminListView>
      <ConfirmDeleteDialog
        name={toRemove ? `IMEI ${toRemove.imei} from the blocklist` : null}
        isPending={unblock.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) unblock.mutate(toRemove, { onSettled: () => setToRemove(null) });
        }}
      />
    </>
  );
}
