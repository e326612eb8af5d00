import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportConversationBody } from '@resale-zone/contract/conversations';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

// The schemas load with the first request (the navbar's badge is on every page: its zod stays out
// of the first download).
const contract = lazyContract(() => import('@resale-zone/contract/conversations'));
const common = lazyContract(() => import('@resale-zone/contract/common'));

const path = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/**
 * Every query here starts with `['conversations']`: the live channel invalidates that prefix on
 * each `message` or `conversation` event (and after a reconnect), so lists, the open conversation
 * and the badges follow without a reload.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (offset: number) => ['conversations', 'list', offset] as const,
  unread: ['conversations', 'unread'] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
};

export const CONVERSATIONS_PAGE = 30;

export const conversationListQuery = (offset = 0) =>
  queryOptions({
    queryKey: conversationKeys.list(offset),
    queryFn: ({ signal }) =>
      apiRequest(
        `/conversations?limit=${CONVERSATIONS_PAGE}&offset=${offset}`,
        contract('ConversationList'),
        {
          signal,
        },
      ),
  });

export const unreadQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) =>
      apiRequest('/conversations/unread', contract('UnreadAnswer'), { signal }),
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => apiRequest(path(id), contract('Conversation'), { signal }),
  });

function useConversationMutation<A, V>(mutationFn: (vars: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** "Message the seller": the conversation of this listing (made on first use). */
export const useOpenConversation = () =>
  useConversationMutation((listingId: string) =>
    apiRequest('/conversations', contract('OpenConversationAnswer'), {
      method: 'POST',
      body: { listingId },
    }),
  );

export const useSendMessage = (id: string) =>
  useConversationMutation((body: string) =>
    apiRequest(`${path(id)}/messages`, contract('SendMessageAnswer'), {
      method: 'POST',
      body: { body },
    }),
  );

export const useMarkRead = (id: string) =>
  useConversationMutation(() =>
    apiRequest(`${path(id)}/read`, common('ModifiedAnswer'), { method: 'POST' }),
  );

export const useBlock = (id: string) =>
  useConversationMutation((blocked: boolean) =>
    apiRequest(`${path(id)}/block`, contract('BlockAnswer'), {
      method: blocked ? 'PUT' : 'DELETE',
    }),
  );

export const useReportConversation = (id: string) =>
  useConversationMutation((body: ReportConversationBody) =>
    apiRequest(`${path(id)}/report`, contract('ReportConversationAnswer'), {
      method: 'POST',
      body,
    }),
  );
