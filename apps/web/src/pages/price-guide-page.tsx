import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { CATEGORY_TITLES, type CategorySlug } from '@resale-zone/contract/catalog';
import { PageMeta } from '../components/seo/page-meta.tsx';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs.tsx';
import { EmptyState, PageHeading } from '../components/ui/page-text.tsx';
import { QueryError } from '../components/ui/load-error.tsx';
import { SkeletonStack } from '../components/ui/query-state.tsx';
import { priceGuideQuery } from '../features/price-guide/price-guide.api.ts';
import { PriceGuideView } from '../features/price-guide/price-guide-view.tsx';
import { ApiError } from '../lib/api-client.ts';

const TRAIL: Crumb[] = [
  { label: 'Home', to: '/home' },
  { label: 'Price guide', to: '/price-guide' },
];

/** /price-guide/{brand}/{model}: one model's median prices from completed sales. */
export default function PriceGuidePage() {
  const { brand = '', model = '' } = useParams();
  const query = useQuery(priceGuideQuery(brand, model));
  const { data, isPending, isError, error } = query;
  const missing = isError && error instanceof ApiError && [400, 404].includes(error.status);
  const path = `/price-guide/${brand}/${model}`;

  let body;
  let meta = <PageMeta page="Price guide" description="A phone's price guide." path={path} />;
  if (isPending) {
    body = (
      <SkeletonStack
        label="Loading the price guide…"
        blocks={['h-10 w-2/3', 'h-24 w-48', 'h-64 w-full']}
      />
    );
  } else if (missing) {
    meta = <PageMeta page="No price guide" description="No price guide for this model." noindex />;
    body = (
      <>
        <PageHeading size="display" className="mb-6">
          No price guide yet
        </PageHeading>
        <EmptyState
          title="This model has too few completed sales."
          icon={<SearchX aria-hidden className="size-8 text-primary" />}
        >
          A guide needs at least 5 sales in 90 days.{' '}
          <Link to="/price-guide" className="link link-primary">
            See the models with a guide
          </Link>
          .
        </EmptyState>
      </>
    );
  } else if (isError) {
    body = <QueryError query={query} message="The price guide could not be loaded." />;
  } else {
    const brandTitle = CATEGORY_TITLES[data.brand as CategorySlug];
    meta = (
      <PageMeta
        page={`${data.model} price guide`}
        description={`Used ${data.model} phones sold for a median of ${(data.medianCents / 100).toFixed(0)} US dollars on Resale Zone over the last ${data.windowDays} days, by condition and week.`}
        path={path}
      />
    );
    body = (
      <>
        <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">
          <Link to={`/categories/${data.brand}`} className="link-hover">
            {brandTitle}
          </Link>
        </p>
        <PageHeading size="display" className="mb-4">
          {data.model} price guide
        </PageHeading>
        <PriceGuideView guide={data} />
        <p className="mt-8">
          <Link
            to={`/search?${new URLSearchParams({ q: data.model }).toString()}`}
            className="btn btn-primary"
          >
            {data.model} phones for sale
          </Link>
        </p>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 lg:py-10">
      {meta}
      <Breadcrumbs trail={TRAIL} current={data?.model} />
      {body}
    </div>
  );
}
