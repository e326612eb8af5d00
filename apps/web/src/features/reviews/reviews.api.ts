import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  OwnReview,
  OwnReviewList,
  PendingReviewList,
  Profile,
  ReportedReviewList,
  ReviewPage,
  ReviewReportAnswer,
  SaleReviews,
  TrustSettingsAnswer,
  type ReviewBody,
} from '@resale-zone/contract/reviews';
import { apiRequest } from '../../lib/api-client.ts';
import { fetchPage } from '../../lib/fetch-page.ts';

const enc = encodeURIComponent;

export const reviewKeys = {
  all: ['reviews'] as const,
  profile: (id: string) => ['reviews', 'profile', id] as const,
  profileReviews: (id: string) => ['reviews', 'profile', id, 'reviews'] as const,
  sale: (bookingId: string) => ['reviews', 'sale', bookingId] as const,
  pending: ['reviews', 'pending'] as const,
  received: ['reviews', 'received'] as const,
  written: ['reviews', 'written'] as const,
  reported: ['reviews', 'reported'] as const,
  trust: ['reviews', 'trust-settings'] as const,
};

/** The Trusted seller thresholds as the server is configured (`GET /trust/settings`). */
export const trustSettingsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.trust,
    queryFn: ({ signal }) =>
      apiRequest('/trust/settings', TrustSettingsAnswer, { signal, auth: false }),
    staleTime: 60 * 60 * 1000,
  });

/** A public profile (`GET /sellers/{id}`). */
export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.profile(id),
    queryFn: ({ signal }) => apiRequest(`/sellers/${enc(id)}`, Profile, { signal }),
  });

/** A profile's visible reviews, newest first, a page at a time. */
export const profileReviewsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.profileReviews(id),
    queryFn: ({ pageParam, signal }) =>
      fetchPage(`/sellers/${enc(id)}/reviews`, ReviewPage, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One sale's reviews for one of its parties. */
export const saleReviewsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: reviewKeys.sale(bookingId),
    queryFn: ({ signal }) =>
      apiRequest(`/bookings/${enc(bookingId)}/reviews`, SaleReviews, { signal }),
  });

export const pendingReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.pending,
    queryFn: ({ signal }) => apiRequest('/reviews/pending', PendingReviewList, { signal }),
  });

/** Reviews about the caller (`received`) or by the caller (`written`), hidden ones included. */
export const ownReviewsQuery = (kind: 'received' | 'written') =>
  queryOptions({
    queryKey: reviewKeys[kind],
    queryFn: ({ signal }) => apiRequest(`/reviews/${kind}`, OwnReviewList, { signal }),
  });

export const reportedReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.reported,
    queryFn: ({ signal }) => apiRequest('/admin/reviews', ReportedReviewList, { signal }),
  });

/** Every review answer may have changed: refetch what is on screen. */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
}

export function useWriteReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: ReviewBody & { bookingId: string }) =>
      apiRequest(`/bookings/${enc(bookingId)}/review`, OwnReview, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useReplyToReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiRequest(`/reviews/${enc(id)}/reply`, OwnReview, { method: 'POST', body: { text } }),
    onSuccess: refresh,
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/reviews/${enc(id)}/report`, ReviewReportAnswer, {
        method: 'POST',
        body: { reason },
      }),
  });
}

export function useHideReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/admin/reviews/${enc(id)}/hide`, z.object({ hidden: z.boolean() }), {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: refresh,
  });
}
