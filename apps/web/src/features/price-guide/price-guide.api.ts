import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

const contract = lazyContract(() => import('@resale-zone/contract/price-guide'));

export const priceGuideKeys = {
  all: ['price-guide'] as const,
  index: () => ['price-guide', 'index'] as const,
  model: (brand: string, model: string) => ['price-guide', 'model', brand, model] as const,
  listing: (id: string) => ['price-guide', 'listing', id] as const,
};

/** The models with a price guide (`GET /price-guide`). */
export const priceGuideIndexQuery = () =>
  queryOptions({
    queryKey: priceGuideKeys.index(),
    queryFn: ({ signal }) => apiRequest('/price-guide', contract('PriceGuideIndex'), { signal }),
  });

/** One model's guide (`GET /price-guide/{brand}/{model}`); a 404 when it has too few sales. */
export const priceGuideQuery = (brand: string, model: string) =>
  queryOptions({
    queryKey: priceGuideKeys.model(brand, model),
    queryFn: ({ signal }) =>
      apiRequest(
        `/price-guide/${encodeURIComponent(brand)}/${encodeURIComponent(model)}`,
        contract('PriceGuide'),
        { signal },
      ),
  });

/** A listing's price against its model's sales (`GET /price-guide/listing/{id}`). */
export const priceVerdictQuery = (id: string) =>
  queryOptions({
    queryKey: priceGuideKeys.listing(id),
    queryFn: ({ signal }) =>
      apiRequest(`/price-guide/listing/${encodeURIComponent(id)}`, contract('PriceVerdict'), {
        signal,
      }),
  });
