import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConversationReport,
  ConversationReportList,
  ReportedConversation,
  type DecideConversationReportBody,
} from '@resale-zone/contract/conversations';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './admin.api.ts';

const reportKeys = {
  all: () => [...adminKeys.all, 'conversation-reports'] as const,
  one: (id: string) => [...adminKeys.all, 'conversation-reports', id] as const,
};
const path = (id: string) => `/admin/conversation-reports/${encodeURIComponent(id)}`;

/** Reported conversations (`GET /admin/conversation-reports`): open ones first. */
export const conversationReportsQuery = () =>
  queryOptions({
    queryKey: reportKeys.all(),
    queryFn: ({ signal }) =>
      apiRequest('/admin/conversation-reports', ConversationReportList, { signal }),
  });

/** One report and the conversation it is about. */
export const reportedConversationQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.one(id),
    queryFn: ({ signal }) => apiRequest(path(id), ReportedConversation, { signal }),
  });

/** Dismiss the report, or stop the reported account from sending messages; audited. */
export function useDecideConversationReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideConversationReportBody) =>
      apiRequest(`${path(id)}/decide`, ConversationReport, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
