import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Dispute, DisputeList, type DecideDisputeBody } from '@resale-zone/contract/handover';
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

/** Refund (in full or in part, through the payment provider) or close a dispute, with a note. */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & DecideDisputeBody) =>
      apiRequest(`/admin/disputes/${encodeURIComponent(id)}/decide`, Dispute, {
        method: 'POST',
        body,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
}
