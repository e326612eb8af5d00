import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedAnswer, InsertedAnswer } from '@resale-zone/contract/common';
import { BlockedImeiList, type BlockedImei, type BlockImeiBody } from '@resale-zone/contract/imei';
import { apiRequest } from '../../lib/api-client.ts';
import { fetchPage } from '../../lib/fetch-page.ts';
import { notify } from '../../lib/toast.ts';
import { ADMIN_PAGE_SIZE, adminKeys, type ListSlice } from './admin.api.ts';

const PATH = '/admin/blocked-imeis';
const blockedKeys = { all: () => [...adminKeys.all, 'blocked-imeis'] as const };

/** The IMEI blocklist (`GET /admin/blocked-imeis`), newest first, searchable by IMEI or name. */
export const blockedImeisQuery = (slice: ListSlice) =>
  queryOptions({
    queryKey: [...blockedKeys.all(), slice],
    queryFn: ({ signal }) =>
      fetchPage(PATH, BlockedImeiList, {
        offset: slice.offset,
        limit: ADMIN_PAGE_SIZE,
        query: { q: slice.q },
        counted: true,
        signal,
      }),
  });

/** After a change: the list and the audit trail (every change is audited). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/** Blocks an IMEI (`POST /admin/blocked-imeis`); refusals are for the form to show. */
export function useBlockImei() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BlockImeiBody) => apiRequest(PATH, InsertedAnswer, { method: 'POST', body }),
    onSuccess: (_answer, body) => notify.success(`IMEI ${body.imei} is blocked`),
    onSettled: refresh,
  });
}

/** Takes an IMEI off the blocklist (`DELETE /admin/blocked-imeis/{id}`). */
export function useUnblockImei() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entry: BlockedImei) =>
      apiRequest(`${PATH}/${encodeURIComponent(entry._id)}`, DeletedAnswer, { method: 'DELETE' }),
    onSuccess: (_answer, entry) => notify.success(`IMEI ${entry.imei} is no longer blocked`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}
