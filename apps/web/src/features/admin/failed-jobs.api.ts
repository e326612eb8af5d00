import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ModifiedAnswer } from '@resale-zone/contract/common';
import { FailedJobList, JOBS_PATH, jobRetryPath, type FailedJob } from '@resale-zone/contract/jobs';
import { apiRequest } from '../../lib/api-client.ts';
import { fetchPage } from '../../lib/fetch-page.ts';
import { notify } from '../../lib/toast.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin.api.ts';

const jobKeys = { failed: () => [...adminKeys.all, 'failed-jobs'] as const };

/** Background jobs that failed every attempt (`GET /admin/jobs`), newest first, a page at a time. */
export const failedJobsQuery = (offset: number) =>
  queryOptions({
    queryKey: [...jobKeys.failed(), offset],
    queryFn: ({ signal }) =>
      fetchPage(JOBS_PATH, FailedJobList, {
        offset,
        limit: ADMIN_PAGE_SIZE,
        counted: true,
        signal,
      }),
  });

/** What a job was, in words, for toasts: its summary when the server knows one. */
export const jobLabel = (job: FailedJob) => job.summary ?? job.name;

/**
 * One more attempt for a failed job, at once (`POST /admin/jobs/{id}/retry`). The list is
 * refreshed either way: the job leaves it, or someone retried it first (a 404).
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: FailedJob) =>
      apiRequest(jobRetryPath(job.id), ModifiedAnswer, { method: 'POST' }),
    onSuccess: (_answer, job) => notify.success(`Queued again: ${jobLabel(job)}`),
    onError: (error) => notify.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.failed() }),
        // The retry is an admin action: the audit trail grows.
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
