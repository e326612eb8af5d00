import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// Apart from the moves: the listing page needs only this (its hydration budget).
const contract = lazyContract(() => import('@resale-zone/contract/offers'));

export const offerKeys = {
  all: ['offers'] as const,
  terms: (listingId: string) => ['offers', 'terms', listingId] as const,
  mine: () => ['offers', 'mine'] as const,
  received: () => ['offers', 'received'] as const,
  settings: (listingId: string) => ['offers', 'settings', listingId] as const,
};

/** Whether the signed-in member may offer on a phone, its minimum, and their open offer. */
export const offerTermsQuery = (listingId: string) =>
  queryOptions({
    queryKey: offerKeys.terms(listingId),
    queryFn: ({ signal }) =>
      apiRequest(`/offer-terms/${encodeURIComponent(listingId)}`, contract('OfferTerms'), {
        signal,
      }),
  });
