import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AreaBody, type Area } from '@resale-zone/contract/areas';
import { TextField } from '../../components/ui/field.tsx';
import { InlineForm } from '../../components/ui/form-parts.tsx';
import { QueryTable } from '../../components/ui/query-table.tsx';
import { actionsColumn } from '../../components/ui/data-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useAddArea, useRemoveArea, useRetireArea } from './areas-admin.api.ts';
import { adminAreasQuery } from './areas.api.ts';
import { RenameAreaDialog } from './rename-area-dialog.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** An admin adds an area: listings, profiles and spots can name it at once. */
function AddAreaForm() {
  const add = useAddArea();
  const form = useContractForm({
    schema: AreaBody,
    defaultValues: { city: '', name: '' },
    fields: ['city', 'name'] as const,
    send: (values) => add.mutateAsync(values),
    resetAfter: true,
  });
  return (
    <InlineForm
      label="Add an area"
      columns="sm:grid-cols-[1fr_1fr_auto]"
      form={form}
      submitText="Add area"
    >
      <TextField label="City" maxLength={60} {...fieldProps(form, 'city')} />
      <TextField label="Area" maxLength={60} {...fieldProps(form, 'name')} />
    </InlineForm>
  );
}

/** /deshboard/areas: the areas listings, members and meeting spots name (decision 056). */
export function AreasAdmin() {
  const headingId = useId();
  const query = useQuery(adminAreasQuery());
  const retire = useRetireArea();
  const remove = useRemoveArea();
  const [toRename, setToRename] = useState<Area | null>(null);
  const [toRemove, setToRemove] = useState<Area | null>(null);
  return (
    <>
      <PageHeading id={headingId} className="mb-2">
        Areas
      </PageHeading>
      <p className="mb-6 text-ink-muted">
        Sellers pick an area for their phone and buyers filter by it. An area in use is retired
        instead of deleted: its listings keep it, nobody new can pick it.
      </p>
      <AddAreaForm />
      <QueryTable
        query={query}
        noun="Areas"
        labelledBy={headingId}
        rowKey={(a) => a.id}
        columns={[
          { header: 'Area', rowHeader: true, className: 'font-semibold', cell: (a) => a.name },
          { header: 'City', cell: (a) => a.city },
          { header: 'Status', cell: (a) => (a.retiredAt ? 'Retired' : 'Offered') },
          actionsColumn((a: Area) => (
            <>
              <RowAction tone="btn-outline" rowName={a.name} onClick={() => setToRename(a)}>
                Rename
              </RowAction>
              <RowAction
                tone="btn-outline"
                rowName={a.name}
                pending={retire.isPending && retire.variables?.id === a.id}
                onClick={() => retire.mutate({ id: a.id, retired: !a.retiredAt })}
              >
                {a.retiredAt ? 'Offer again' : 'Retire'}
              </RowAction>
              <RowAction
                tone="btn-outline btn-error"
                rowName={a.name}
                onClick={() => setToRemove(a)}
              >
                Remove
              </RowAction>
            </>
          )),
        ]}
      />
      <RenameAreaDialog area={toRename} onClose={() => setToRename(null)} />
      <ConfirmDialog
        open={toRemove !== null}
        title={`Remove ${toRemove?.name ?? 'this area'}?`}
        confirmLabel="Remove"
        tone="btn-error"
        isPending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) remove.mutate(toRemove, { onSettled: () => setToRemove(null) });
        }}
      >
        An area nothing names is deleted. One that listings, members or meeting spots name is
        retired instead.
      </ConfirmDialog>
    </>
  );
}
