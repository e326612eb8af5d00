import { Link } from 'react-router';
import type { GuideModel } from '@resale-zone/contract/price-guide';
import { CATEGORY_TITLES } from '@resale-zone/contract/catalog';
import { DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/page-text.tsx';
import { formatCents, formatCount } from '../../lib/format.ts';

/** The models with a guide, each linking to it, with its sales and median. */
export function GuideModelsTable({
  labelledBy,
  models,
}: {
  labelledBy: string;
  models: readonly GuideModel[] | undefined;
}) {
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={models}
      rowKey={(m) => `${m.brand}/${m.slug}`}
      loadingLabel="Loading the price guide…"
      empty={
        <EmptyState title="No model has enough sales yet.">
          A model gets a guide once it has enough completed sales in 90 days.
        </EmptyState>
      }
      columns={[
        {
          header: 'Model',
          rowHeader: true,
          cell: (m) => (
            <Link to={`/price-guide/${m.brand}/${m.slug}`} className="link link-primary">
              {m.model}
            </Link>
          ),
        },
        { header: 'Brand', cell: (m) => CATEGORY_TITLES[m.brand] },
        { header: 'Sales', cell: (m) => formatCount(m.sales) },
        {
          header: 'Median price',

          cell: (m) => formatCents(m.medianCents),
        },
      ]}
    />
  );
}
