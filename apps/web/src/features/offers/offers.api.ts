import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferBody, OfferSettings } from '@resale-zone/contract/offers';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';
import { offerKeys } from './offer-terms-query.ts';

// The listing page asks for the terms: the schemas load with that request, not with the page.
const contract = lazyContract(() => import('@resale-zone/contract/offers'));

export { offerKeys, offerTermsQuery } from './offer-terms-query.ts';

const offerPath = (id: string) => `/offers/${encodeURIComponent(id)}`;

/** A side's offers: those the signed-in member made (buyer), or those made on their phones (seller). */
export const offersQuery = (side: 'buyer' | 'seller') =>
  queryOptions({
    queryKey: side === 'buyer' ? offerKeys.mine() : offerKeys.received(),
    queryFn: ({ signal }) =>
      apiRequest(side === 'buyer' ? '/offers' : '/offers/received', contract('OfferList'), {
        signal,
      }),
  });

/** Every move may change bookings too (an accepted offer is a booking). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offerKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    ]);
}

export function useMakeOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateOfferBody) =>
      apiRequest('/offers', contract('Offer'), { method: 'POST', body }),
    onSettled: refresh,
  });
}

export type OfferMove = 'accept' | 'decline' | 'withdraw';

export function useOfferMove() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: OfferMove }) =>
      apiRequest(`${offerPath(id)}/${move}`, contract('Offer'), { method: 'POST' }),
    onSettled: refresh,
  });
}

export function useCounterOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, price }: { id: string; price: number }) =>
      apiRequest(`${offerPath(id)}/counter`, contract('Offer'), {
        method: 'POST',
        body: { price },
      }),
    onSettled: refresh,
  });
}

const settingsPath = (listingId: string) => `/offer-settings/${encodeURIComponent(listingId)}`;

/** The seller's offer settings of one phone (the floor is shown to the seller only). */
export const offerSettingsQuery = (listingId: string) =>
  queryOptions({
    queryKey: offerKeys.settings(listingId),
    queryFn: ({ signal }) =>
      apiRequest(settingsPath(listingId), contract('OfferSettings'), { signal }),
  });

export function useSaveOfferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, ...body }: OfferSettings & { listingId: string }) =>
      apiRequest(settingsPath(listingId), contract('OfferSettings'), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
