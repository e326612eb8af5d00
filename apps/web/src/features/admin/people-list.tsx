import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PersonRow } from '@resale-zone/contract/users';
import { ConfirmDeleteDialog, ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { peopleQuery, useDeletePerson, useMakeAdmin, type PersonKind } from './admin.api.ts';
import { AdminListView } from './admin-list-view.tsx';
import { formatCount } from '../../lib/format.ts';
import { PeopleTable } from './people-table.tsx';
import { SuspendDialog } from './suspend-dialog.tsx';
import { useLiftSuspension } from './suspensions.api.ts';
import { useListParams } from './use-list-params.ts';

const WORDS = {
  seller: {
    noun: 'Sellers',
    plural: 'sellers',
    description:
      'Everyone who sells phones here. Make Admin signs them out; they sign in again as an admin.',
    empty: 'There are no sellers yet.',
    emptyText: 'People who sign up to sell phones appear here.',
  },
  buyer: {
    noun: 'Buyers',
    plural: 'buyers',
    description:
      'Everyone who buys phones here. Deleting a buyer keeps their paid orders on record.',
    empty: 'There are no buyers yet.',
    emptyText: 'People who sign up to buy phones appear here.',
  },
} as const;

/** /deshboard/allsellers and /deshboard/allbuyers: the list, its search and paging, deletion. */
export function PeopleList({ kind }: { kind: PersonKind }) {
  const words = WORDS[kind];
  const headingId = useId();
  const params = useListParams();
  const { q, offset } = params;
  const result = useQuery({
    ...peopleQuery(kind, { q, offset }),
    placeholderData: keepPreviousData,
  });
  // The heading counts everyone, also while a search narrows the rows (page 1 is usually cached).
  const everyone = useQuery({ ...peopleQuery(kind, { q: '', offset: 0 }), enabled: q !== '' });
  const total = q ? everyone.data?.total : result.data?.total;

  const [toDelete, setToDelete] = useState<PersonRow | null>(null);
  const deletePerson = useDeletePerson(kind);
  const [toPromote, setToPromote] = useState<PersonRow | null>(null);
  // Keep the last name while the dialog closes.
  const [shownPromote, setShownPromote] = useState(toPromote);
  if (toPromote !== null && toPromote !== shownPromote) setShownPromote(toPromote);
  const [promotedIds, setPromotedIds] = useState<ReadonlySet<string>>(new Set());
  const makeAdmin = useMakeAdmin();
  const [toSuspend, setToSuspend] = useState<PersonRow | null>(null);
  const lift = useLiftSuspension();

  // A finished action removes its row (and its button): keyboard focus goes to the heading rather
  // than to the top of the page. Runs after the dialog has closed and given focus back.
  const focusHeading = useRef(false);
  const focusHeadingNow = () => document.getElementById(headingId)?.focus();
  useEffect(() => {
    if (toDelete === null && toPromote === null && focusHeading.current) {
      focusHeading.current = false;
      focusHeadingNow();
    }
  });

  return (
    <>
      <AdminListView
        headingId={headingId}
        heading={
          total === undefined ? undefined : `There are ${formatCount(total)} ${words.plural}`
        }
        description={words.description}
        noun={words.noun}
        searchLabel={`Search ${words.plural}`}
        searchPlaceholder="Search by name or email"
        params={params}
        result={result}
        emptyTitle={words.empty}
        emptyText={words.emptyText}
      >
        {(people, firstNumber) => (
          <PeopleTable
            kind={kind}
            people={people}
            firstNumber={firstNumber}
            labelledBy={headingId}
            onDelete={setToDelete}
            deletingId={deletePerson.isPending ? (deletePerson.variables?._id ?? null) : null}
            onMakeAdmin={setToPromote}
            promotingId={makeAdmin.isPending ? (makeAdmin.variables?._id ?? null) : null}
            promotedIds={promotedIds}
            onSuspend={setToSuspend}
            onLift={(person) => lift.mutate(person)}
            liftingId={lift.isPending ? (lift.variables?._id ?? null) : null}
          />
        )}
      </AdminListView>
      <SuspendDialog person={toSuspend} onClose={() => setToSuspend(null)} />
      <ConfirmDeleteDialog
        name={toDelete?.name ?? null}
        isPending={deletePerson.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deletePerson.mutate(toDelete, {
            onSuccess: () => {
              focusHeading.current = true;
            },
            onSettled: () => setToDelete(null),
          });
        }}
      />
      <ConfirmDialog
        open={toPromote !== null}
        title="Make this seller an admin?"
        confirmLabel="Make Admin"
        tone="btn-primary"
        isPending={makeAdmin.isPending}
        onCancel={() => setToPromote(null)}
        onConfirm={() => {
          if (!toPromote) return;
          makeAdmin.mutate(toPromote, {
            onSuccess: (_answer, person) => {
              setPromotedIds((ids) => new Set(ids).add(person._id));
              focusHeading.current = true;
            },
            onSettled: () => setToPromote(null),
          });
        }}
      >
        {shownPromote?.name} will see every admin page, and is signed out to sign in again as an
        admin.
      </ConfirmDialog>
    </>
  );
}
