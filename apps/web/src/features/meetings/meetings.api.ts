import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MeetingAnswer,
  NoShowClaim,
  NoShowClaimList,
  type ConfirmMeetingBody,
  type DecideNoShowBody,
  type NoShowAnswerBody,
  type ProposeMeetingBody,
} from '@resale-zone/contract/meetings';
import { apiRequest } from '../../lib/api-client.ts';
import { bookingKeys } from '../bookings/index.ts';

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** Under the bookings key: every change to a booking refreshes its meeting too. */
export const meetingKeys = {
  meeting: (id: string) => [...bookingKeys.all, 'meeting', id] as const,
  claims: () => ['admin', 'no-show-claims'] as const,
};

/** A booking's meeting time and its no-show claim (`GET /bookings/{id}/meeting`). */
export const meetingQuery = (id: string) =>
  queryOptions({
    queryKey: meetingKeys.meeting(id),
    queryFn: ({ signal }) => apiRequest(`${bookingPath(id)}/meeting`, MeetingAnswer, { signal }),
  });

function useMeetingMutation<V>(bookingId: string, send: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.meeting(bookingId) }),
  });
}

/** Propose a time, and a place or not (`PUT /bookings/{id}/meeting`); the other side confirms. */
export const useProposeMeeting = (bookingId: string) =>
  useMeetingMutation(bookingId, (body: ProposeMeetingBody) =>
    apiRequest(`${bookingPath(bookingId)}/meeting`, MeetingAnswer, { method: 'PUT', body }),
  );

/** Confirm the proposal of the other side, its time and place as they were shown. */
export const useConfirmMeeting = (bookingId: string) =>
  useMeetingMutation(bookingId, (body: ConfirmMeetingBody) =>
    apiRequest(`${bookingPath(bookingId)}/meeting/confirm`, MeetingAnswer, {
      method: 'POST',
      body,
    }),
  );

/** "The other person didn't come" (`POST /bookings/{id}/no-show`). */
export const useClaimNoShow = (bookingId: string) =>
  useMeetingMutation(bookingId, (statement: string) =>
    apiRequest(`${bookingPath(bookingId)}/no-show`, NoShowClaim, {
      method: 'POST',
      body: { statement },
    }),
  );

/** The other side's answer: agree, or say they came. */
export const useAnswerNoShow = (bookingId: string) =>
  useMeetingMutation(bookingId, ({ id, ...body }: { id: string } & NoShowAnswerBody) =>
    apiRequest(`/no-show-claims/${encodeURIComponent(id)}/answer`, NoShowClaim, {
      method: 'POST',
      body,
    }),
  );

/** Contested claims waiting for an admin (`GET /admin/no-show-claims`), oldest first. */
export const noShowClaimsQuery = () =>
  queryOptions({
    queryKey: meetingKeys.claims(),
    queryFn: ({ signal }) => apiRequest('/admin/no-show-claims', NoShowClaimList, { signal }),
  });

/** An admin upholds or rejects a contested claim, with a note both sides read. */
export function useDecideNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & DecideNoShowBody) =>
      apiRequest(`/admin/no-show-claims/${encodeURIComponent(id)}/decide`, NoShowClaim, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.claims() }),
  });
}
