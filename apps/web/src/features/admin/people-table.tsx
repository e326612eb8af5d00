import { ShieldCheck, Trash2 } from 'lucide-react';
import type { PersonRow } from '@resale-zone/contract/users';
import type { PersonKind } from './admin.api.ts';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { SuspensionCell } from './suspension-cell.tsx';

export interface PeopleTableProps {
  kind: PersonKind;
  people: PersonRow[];
  /** The spec's 'No' of the first row (rows continue their numbering across pages). */
  firstNumber: number;
  labelledBy: string;
  /** Asks to delete one person (the list confirms first). */
  onDelete: (person: PersonRow) => void;
  /** The person being deleted right now, if any. */
  deletingId: string | null;
  /** Asks to make a seller an admin (the list confirms first). */
  onMakeAdmin?: (person: PersonRow) => void;
  /** The seller being made an admin right now, if any. */
  promotingId?: string | null;
  /** Sellers just made admins (their rows are about to leave the list). */
  promotedIds?: ReadonlySet<string>;
  /** Suspend (a dialog asks for the period and the reason) and Lift (decision 058). */
  onSuspend: (person: PersonRow) => void;
  onLift: (person: PersonRow) => void;
  /** The person whose suspension is being lifted right now, if any. */
  liftingId: string | null;
}

/** No, Photo and the person's name with their email: the first columns of every people table. */
export function personColumns(firstNumber: number, nameHeader: string): Column<PersonRow>[] {
  return [
    { header: 'No', className: 'tabular-nums', cell: (_, index) => firstNumber + index },
    {
      header: 'Photo',
      cell: (person) => <PersonAvatar image={person.image} name={person.name} />,
    },
    {
      header: nameHeader,
      rowHeader: true,
      className: 'min-w-36',
      cell: (person) => (
        <>
          <span className="block font-semibold">{person.name}</span>
          <span className="block break-all text-sm text-ink-muted">{person.email}</span>
        </>
      ),
    },
  ];
}

/**
 * All sellers: No, Photo, Product Name (the spec's title for the person's name), Make Admin,
 * Delete. All buyers: the same without Make Admin.
 */
export function PeopleTable({
  kind,
  people,
  firstNumber,
  labelledBy,
  onDelete,
  deletingId,
  onMakeAdmin,
  promotingId = null,
  promotedIds,
  onSuspend,
  onLift,
  liftingId,
}: PeopleTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={people}
      rowKey={(person) => person._id}
      columns={[
        // The spec titles the person's name 'Product Name'.
        ...personColumns(firstNumber, 'Product Name'),
        kind === 'seller' && {
          header: 'Make Admin',
          cell: (person) => (
            <MakeAdminCell
              person={person}
              promoted={promotedIds?.has(person._id) ?? false}
              pending={promotingId === person._id}
              onAsk={() => onMakeAdmin?.(person)}
            />
          ),
        },
        {
          header: 'Suspension',
          cell: (person) => (
            <SuspensionCell
              person={person}
              lifting={liftingId === person._id}
              onSuspend={onSuspend}
              onLift={onLift}
            />
          ),
        },
        {
          header: 'Delete',
          cell: (person) => (
            <RowAction
              tone="btn-outline btn-error"
              icon={Trash2}
              pending={deletingId === person._id}
              rowName={person.name}
              onClick={() => onDelete(person)}
            >
              Delete
            </RowAction>
          ),
        },
      ]}
    />
  );
}

/** Make Admin for anyone not already an admin (spec §2, with the copy-paste condition fixed). */
function MakeAdminCell({
  person,
  promoted,
  pending,
  onAsk,
}: {
  person: PersonRow;
  promoted: boolean;
  pending: boolean;
  onAsk: () => void;
}) {
  if (person.accountType === 'admin' || promoted) {
    return (
      <span className="badge badge-soft badge-primary gap-1 font-medium">
        <ShieldCheck aria-hidden className="size-4" />
        Admin
      </span>
    );
  }
  return (
    <RowAction tone="btn-primary" pending={pending} rowName={person.name} onClick={onAsk}>
      Make Admin
    </RowAction>
  );
}
