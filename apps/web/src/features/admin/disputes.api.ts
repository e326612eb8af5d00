import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Dispute,
  DisputeConversation,
  DisputeList,
  type DecideDisputeBody,
  type ReopenDisputeBody,
} from '@resale-zone/contract/handover';
import { apiRequest } from '../../lib/api-client.ts';
import { bookingKeys } from '../bookings/index.ts';
import { adminKeys } from './admin.api.ts';

const disputeKeys = { all: () => [...adminKeys.all, 'disputes'] as const };

/** Every problem buyers reported after a handover (`GET /admin/disputes`): open ones first. */
export const disputesQuery = () =>
  queryOptions({
    queryKey: disputeKeys.all(),
    queryFn: ({ signal }) => apiRequest('/admin/disputes', DisputeList, { signal }),
  });

/** The disputed sale's conversation, read through its dispute (`GET …/conversation`, audited). */
export const disputeConversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...disputeKeys.all(), 'conversation', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/admin/disputes/${encodeURIComponent(id)}/conversation`, DisputeConversation, {
        signal,
      }),
  });

/** Every change to a dispute also changes the audit trail and the sale's booking. */
function useRefreshAfterDispute() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: disputeKeys.all() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    ]);
}

/** Refund (in full or in part, through the payment provider) or close a dispute, with a note. */
export function useDecideDispute() {
  const refresh = useRefreshAfterDispute();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & DecideDisputeBody) =>
      apiRequest(`/admin/disputes/${encodeURIComponent(id)}/decide`, Dispute, {
        method: 'POST',
        body,
      }),
    onSettled: refresh,
  });
}

/** Reopen a closed dispute (`POST /admin/disputes/{id}/reopen`): it is decided again. */
export function useReopenDispute() {
  const refresh = useRefreshAfterDispute();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & ReopenDisputeBody) =>
      apiRequest(`/admin/disputes/${encodeURIComponent(id)}/reopen`, Dispute, {
        method: 'POST',
        body,
      }),
    onSettled: refresh,
  });
}
