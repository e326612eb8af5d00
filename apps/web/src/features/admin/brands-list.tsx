import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Brand } from '@resale-zone/contract/brands';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, actionsColumn } from '../../components/ui/data-table.tsx';
import { QueryError } from '../../components/ui/load-error.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { brandsQuery } from '../brands/index.ts';
import { AddBrandForm } from './add-brand-form.tsx';
import { useDeleteBrand } from './brands-admin.api.ts';
import { RenameBrandDialog } from './rename-brand-dialog.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** /deshboard/brands: the brands phones are listed under; admins add, rename and delete them. */
export function BrandsList() {
  const headingId = useId();
  const result = useQuery(brandsQuery());
  const remove = useDeleteBrand();
  const [toRename, setToRename] = useState<Brand | null>(null);
  const [toDelete, setToDelete] = useState<Brand | null>(null);
  return (
    <>
      <PageHeading className="mb-2" id={headingId}>
        Brands
      </PageHeading>
      <p className="mb-6 text-ink-muted">
        Each brand has its page and is offered to sellers. A brand with listings cannot be deleted.
      </p>
      <AddBrandForm />
      {result.isError && !result.data ? (
        <QueryError query={result} message="Brands could not be loaded." />
      ) : (
        <DataTable
          labelledBy={headingId}
          rows={result.data}
          rowKey={(b) => b.slug}
          loadingLabel="Loading brands…"
          columns={[
            { header: 'Name', rowHeader: true, className: 'font-semibold', cell: (b) => b.title },
            {
              header: 'Address',
              className: 'font-mono text-sm',
              cell: (b) => `/categories/${b.slug}`,
            },
            { header: 'Stored as', className: 'text-sm', cell: (b) => b.name },
            actionsColumn((b: Brand) => (
              <>
                <RowAction
                  tone="btn-outline"
                  label={`Rename ${b.title}`}
                  onClick={() => setToRename(b)}
                >
                  Rename
                </RowAction>
                <RowAction
                  tone="btn-outline btn-error"
                  label={`Delete ${b.title}`}
                  onClick={() => setToDelete(b)}
                >
                  Delete
                </RowAction>
              </>
            )),
          ]}
        />
      )}
      <RenameBrandDialog brand={toRename} onClose={() => setToRename(null)} />
      <ConfirmDeleteDialog
        name={toDelete ? `the brand ${toDelete.title}` : null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
        }}
      />
    </>
  );
}
