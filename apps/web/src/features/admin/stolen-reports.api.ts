import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  StolenReportDecision,
  StolenReportRequestList,
  type StolenReportRequest,
} from '@resale-zone/contract/imei';
import { apiRequest } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { adminKeys } from './admin.api.ts';

const PATH = '/admin/stolen-reports';
const reportKeys = { all: () => [...adminKeys.all, 'stolen-reports'] as const };

/** Stolen-phone reports from members without proof (`GET /admin/stolen-reports`), pending first. */
export const stolenReportsQuery = () =>
  queryOptions({
    queryKey: reportKeys.all(),
    queryFn: ({ signal }) => apiRequest(`${PATH}?limit=200`, StolenReportRequestList, { signal }),
  });

export type StolenReportMove = 'approve' | 'decline';

/** Approves (the IMEI is blocked) or declines a report; the blocklist and audit trail refresh. */
export function useDecideStolenReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report, move }: { report: StolenReportRequest; move: StolenReportMove }) =>
      apiRequest(`${PATH}/${encodeURIComponent(report._id)}/${move}`, StolenReportDecision, {
        method: 'POST',
      }),
    onSuccess: (_answer, { report, move }) =>
      notify.success(
        move === 'approve'
          ? `IMEI ${report.imei} is blocked`
          : `The report of IMEI ${report.imei} is declined`,
      ),
    onError: (error) => notify.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
