import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ChecklistAnswer,
  Dispute,
  HandoverAnswer,
  Receipt,
  type ChecklistBody,
  type DisputeAnswerBody,
  type DisputeBody,
} from '@resale-zone/contract/handover';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { bookingKeys } from '../bookings/index.ts';

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** Under the bookings key: every change to a booking refreshes these too. */
export const handoverKeys = {
  handover: (id: string) => [...bookingKeys.all, 'handover', id] as const,
  receipt: (id: string) => [...bookingKeys.all, 'receipt', id] as const,
  dispute: (id: string) => [...bookingKeys.all, 'dispute', id] as const,
};

/** The "Meet the seller" panel (`GET /bookings/{id}/handover`): place, contact, code, lock. */
export const handoverQuery = (id: string) =>
  queryOptions({
    queryKey: handoverKeys.handover(id),
    queryFn: ({ signal }) => apiRequest(`${bookingPath(id)}/handover`, HandoverAnswer, { signal }),
    // The seller's wrong codes lock the handover: the buyer sees it without reloading.
    refetchInterval: 30_000,
  });

/** The bill of sale (`GET /bookings/{id}/receipt`), for the buyer, the seller and admins. */
export const receiptQuery = (id: string) =>
  queryOptions({
    queryKey: handoverKeys.receipt(id),
    queryFn: ({ signal }) => apiRequest(`${bookingPath(id)}/receipt`, Receipt, { signal }),
  });

/** The problem reported on a sale (`GET /bookings/{id}/dispute`); null when there is none. */
export const disputeQuery = (id: string) =>
  queryOptions({
    queryKey: handoverKeys.dispute(id),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`${bookingPath(id)}/dispute`, Dispute, { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

/** The buyer confirms the checklist (and the IMEI) with the phone in hand; answers the code. */
export function useChecklist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChecklistBody) =>
      apiRequest(`${bookingPath(id)}/checklist`, ChecklistAnswer, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoverKeys.handover(id) }),
  });
}

/** "Report a problem" within 48 hours of the handover (`POST /bookings/{id}/dispute`). */
export function useReportProblem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeBody) =>
      apiRequest(`${bookingPath(id)}/dispute`, Dispute, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The seller's side of a problem report, once, while it is open (`POST …/dispute/answer`). */
export function useAnswerDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeAnswerBody) =>
      apiRequest(`${bookingPath(id)}/dispute/answer`, Dispute, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoverKeys.dispute(id) }),
  });
}
