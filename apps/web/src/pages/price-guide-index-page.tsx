import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs.tsx';
import { QueryError } from '../components/ui/load-error.tsx';
import { GuideModelsTable } from '../features/price-guide/guide-models-table.tsx';
import { priceGuideIndexQuery } from '../features/price-guide/price-guide.api.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

const TRAIL: Crumb[] = [{ label: 'Home', to: '/home' }];

/** /price-guide: the models whose completed sales give a median price. */
export default function PriceGuideIndexPage() {
  const query = useQuery(priceGuideIndexQuery());
  const { data, isError } = query;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 lg:py-10">
      <PageMeta
        page="Price guide"
        description="What used phones really sell for on Resale Zone: median prices of completed sales over the last 90 days, by model and condition."
        path="/price-guide"
      />
      <div>
        <Breadcrumbs trail={TRAIL} current="Price guide" />
        <PageHeading size="display">Price guide</PageHeading>
        <p className="mt-2 max-w-prose text-ink-muted">
          What phones really sold for: the median price of completed sales on Resale Zone over the
          last 90 days, for every model with at least 5 of them.
        </p>
      </div>
      <div className="grid gap-3">
        <h2 id="guide-models" className="text-xl font-bold">
          Models with a guide
        </h2>
        {isError ? (
          <QueryError query={query} message="The price guide could not be loaded." />
        ) : (
          <GuideModelsTable labelledBy="guide-models" models={data?.models} />
        )}
      </div>
    </div>
  );
}
