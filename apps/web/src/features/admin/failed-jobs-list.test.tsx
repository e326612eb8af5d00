import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { FailedJob } from '@resale-zone/contract/jobs';
import { answer, fakeApi, refusal, withHeaders, type Call } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { FailedJobsList } from './failed-jobs-list.tsx';

const aJob = (n: number, overrides: Partial<FailedJob> = {}): FailedJob => ({
  id: `9f1c2e7a-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: 'mail-send',
  summary: `verify-email to person${n}@example.com`,
  attempts: 5,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2026-03-04T15:00:00.000Z',
  lastStartedAt: '2026-03-04T15:06:00.000Z',
  failedAt: '2026-03-04T15:07:00.000Z',
  ...overrides,
});

/** The jobs endpoints over a list: paged with the total header; a retried job leaves it. */
function fakeJobs(jobs: FailedJob[]) {
  fakeApi.use(
    answer('GET /admin/jobs', ({ query }: Call) => {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return withHeaders('GET /admin/jobs', jobs.slice(offset, offset + limit), {
        'x-total-count': String(jobs.length),
      });
    }),
    answer('POST /admin/jobs/:id/retry', ({ params }) => {
      const index = jobs.findIndex((job) => job.id === params.id);
      if (index < 0) return refusal(404, 'No failed job with this id.');
      jobs.splice(index, 1);
      return { acknowledged: true, modifiedCount: 1 };
    }),
  );
}

describe('Failed jobs', () => {
  test('lists what failed, how often and why; Retry queues it again and it leaves the list', async () => {
    const user = userEvent.setup();
    fakeJobs([aJob(1), aJob(2, { name: 'password-reset', summary: null, lastError: null })]);
    renderApp(<FailedJobsList />, { path: '/deshboard/failed-jobs' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed jobs' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^2 jobs failed every attempt/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Failed',
      'Job',
      'Attempts',
      'Last error',
      'Retry',
    ]);
    const [mail, reset] = screen.getAllByRole('row').slice(1);
    expect(mail).toHaveTextContent('verify-email to person1@example.com');
    expect(mail).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
    expect(within(mail!).getByText('5')).toBeInTheDocument();
    expect(within(reset!).getAllByText('password-reset')).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: 'Retry verify-email to person1@example.com' }),
    );
    expect(
      await screen.findByText('Queued again: verify-email to person1@example.com'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^1 job failed every attempt/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  test('is paged like the other admin tables, 50 at a time', async () => {
    const user = userEvent.setup();
    fakeJobs(Array.from({ length: 55 }, (_, i) => aJob(i + 1)));
    const { location } = renderApp(<FailedJobsList />, { path: '/deshboard/failed-jobs' });

    expect(await screen.findByText('Showing 1–50 of 55')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Failed jobs pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–55 of 55')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
  });

  test('none: says so', async () => {
    fakeJobs([]);
    renderApp(<FailedJobsList />, { path: '/deshboard/failed-jobs' });
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
  });
});
