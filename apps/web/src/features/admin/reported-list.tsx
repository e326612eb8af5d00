import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { reportedQuery } from './admin.api.ts';
import { AdminListView } from './admin-list-view.tsx';
import { formatCount } from '../../lib/format.ts';
import { ReportedTable } from './reported-table.tsx';
import { useListParams } from './use-list-params.ts';

/** /deshboard/reported-products: listings people reported, to delete or to clear. */
export function ReportedList() {
  const headingId = useId();
  const params = useListParams();
  const { q, offset } = params;
  const result = useQuery({ ...reportedQuery({ q, offset }), placeholderData: keepPreviousData });
  const everything = useQuery({ ...reportedQuery({ q: '', offset: 0 }), enabled: q !== '' });
  const total = q ? everything.data?.total : result.data?.total;

  return (
    <AdminListView
      headingId={headingId}
      heading={
        total === undefined ? undefined : `There are ${formatCount(total)} reported products`
      }
      description="Delete asks first, then removes the listing. Dismiss reports clears them and keeps it listed."
      noun="Reported products"
      searchLabel="Search reported products"
      searchPlaceholder="Search by product name"
      params={params}
      result={result}
      emptyTitle="Nothing is reported right now."
      emptyText="When someone reports a listing, it shows up here with their reasons."
      emptyIcon={<ShieldCheck aria-hidden className="size-8 text-primary" />}
    >
      {(products, firstNumber) => (
        <ReportedTable
          products={products}
          firstNumber={firstNumber}
          labelledBy={headingId}
          onRowDone={() => document.getElementById(headingId)?.focus()}
        />
      )}
    </AdminListView>
  );
}
