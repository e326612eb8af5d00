import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RotateCw, ServerCog } from 'lucide-react';
import type { FailedJob } from '@resale-zone/contract/jobs';
import { DataTable } from '../../components/ui/data-table.tsx';
import { formatCount } from '../../lib/format.ts';
import { WhenCell } from './when-cell.tsx';
import { AdminListView } from './admin-list-view.tsx';
import { failedJobsQuery, useRetryJob } from './failed-jobs.api.ts';
import { useListParams } from './use-list-params.ts';

/** /deshboard/failed-jobs: background work (mail above all) that failed every attempt. */
export function FailedJobsList() {
  const headingId = useId();
  const params = useListParams();
  const result = useQuery({ ...failedJobsQuery(params.offset), placeholderData: keepPreviousData });
  const total = result.data?.total;
  return (
    <AdminListView
      headingId={headingId}
      heading="Failed jobs"
      description={
        !total
          ? 'Background work that failed every attempt, newest first.'
          : `${formatCount(total)} ${total === 1 ? 'job' : 'jobs'} failed every attempt and wait for you, newest first. Retry one once its cause is fixed (the mail server is back, for example).`
      }
      noun="Failed jobs"
      params={params}
      result={result}
      emptyTitle="No failed jobs."
      emptyText="Mail and other background work that fails every attempt shows here, to be retried."
      emptyIcon={<ServerCog aria-hidden className="size-8 text-primary" />}
    >
      {(jobs) => (
        <DataTable
          labelledBy={headingId}
          rows={jobs}
          rowKey={(job) => job.id}
          columns={[
            {
              header: 'Failed',
              className: 'whitespace-nowrap text-sm',
              cell: (job) => <WhenCell iso={job.failedAt ?? job.lastStartedAt ?? job.createdAt} />,
            },
            {
              header: 'Job',
              rowHeader: true,
              className: 'min-w-48',
              cell: (job) => (
                <>
                  <span className="block font-medium">{job.summary ?? job.name}</span>
                  {/* The job's kind under what it was about (once, when that is all it says). */}
                  {job.summary ? (
                    <code className="block text-xs text-ink-muted">{job.name}</code>
                  ) : null}
                </>
              ),
            },
            { header: 'Attempts', className: 'tabular-nums', cell: (job) => job.attempts },
            {
              header: 'Last error',
              className: 'min-w-56 max-w-md text-sm',
              cell: (job) => (
                <span title={job.lastError ?? undefined} className="line-clamp-3">
                  {job.lastError ?? '—'}
                </span>
              ),
            },
            { header: 'Retry', cell: (job) => <RetryButton job={job} /> },
          ]}
        />
      )}
    </AdminListView>
  );
}

function RetryButton({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={retry.isPending || retry.isSuccess}
      aria-label={`Retry ${job.summary ?? job.name}`}
      onClick={() => retry.mutate(job)}
    >
      <RotateCw aria-hidden className={`size-4 ${retry.isPending ? 'animate-spin' : ''}`} />
      Retry
    </button>
  );
}
