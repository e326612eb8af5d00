import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ShieldOff } from 'lucide-react';
import type { PersonRow } from '@resale-zone/contract/users';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { formatCount } from '../../lib/format.ts';
import { useAuth } from '../auth/index.ts';
import { adminsQuery, useRevokeAdmin } from './admin.api.ts';
import { AdminListView } from './admin-list-view.tsx';
import { personColumns } from './people-table.tsx';
import { useListParams } from './use-list-params.ts';

/**
 * /deshboard/alladmins: who looks after the marketplace, and "Remove admin rights" for the others
 * (the account becomes a seller; the server keeps the last admin).
 */
export function AdminsList() {
  const headingId = useId();
  const params = useListParams();
  const { user } = useAuth();
  const result = useQuery({
    ...adminsQuery({ q: params.q, offset: params.offset }),
    placeholderData: keepPreviousData,
  });
  const [toRevoke, setToRevoke] = useState<PersonRow | null>(null);
  const revoke = useRevokeAdmin();
  const total = result.data?.total;

  return (
    <>
      <AdminListView
        headingId={headingId}
        heading={total === undefined ? undefined : `There are ${formatCount(total)} admins`}
        description="Everyone who looks after sellers, buyers and reports. Removing admin rights makes the account a seller; the last admin keeps them."
        noun="Admins"
        searchLabel="Search admins"
        searchPlaceholder="Search by name or email"
        params={params}
        result={result}
        emptyTitle="There are no admins."
      >
        {(people, firstNumber) => (
          <DataTable
            labelledBy={headingId}
            rows={people}
            rowKey={(person) => person._id}
            columns={[
              ...personColumns(firstNumber, 'Name'),
              {
                header: 'Admin rights',
                cell: (person) =>
                  person._id === user?.uid ? (
                    <span className="text-sm text-ink-muted">You</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm whitespace-nowrap"
                      onClick={() => setToRevoke(person)}
                      disabled={revoke.isPending && revoke.variables?._id === person._id}
                    >
                      <ShieldOff aria-hidden className="size-4" />
                      Remove admin rights
                      <span className="sr-only">{` of ${person.name}`}</span>
                    </button>
                  ),
              },
            ]}
          />
        )}
      </AdminListView>
      <ConfirmDialog
        open={toRevoke !== null}
        title="Remove admin rights?"
        confirmLabel="Remove admin rights"
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke, { onSettled: () => setToRevoke(null) });
        }}
        isPending={revoke.isPending}
      >
        {toRevoke?.name ?? 'This person'} will be a seller again and lose the admin pages at once.
      </ConfirmDialog>
    </>
  );
}
