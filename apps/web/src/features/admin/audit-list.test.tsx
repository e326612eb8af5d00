import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { AuditEvent } from '@resale-zone/contract/admin';
import { fakeApi } from '../../test/fake-api.ts';
import { fakeAdmin } from '../../test/fakes/admin.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AuditList } from './audit-list.tsx';

const anEvent = (n: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  _id: `event-${n}`,
  actorId: 'admin-1',
  actorName: 'Ada Admin',
  action: 'delete-buyer',
  targetType: 'user',
  targetId: `9f1c2e7a-0000-4000-8000-${String(n).padStart(12, '0')}`,
  detail: `Buyer ${n}`,
  createdAt: '2026-03-04T15:07:00.000Z',
  ...overrides,
});

describe('Audit trail', () => {
  test('says who did what to which record, and when', async () => {
    fakeAdmin({
      audit: [
        anEvent(1, { action: 'make-admin', detail: 'Sam Rahman (seller → admin)' }),
        anEvent(2, {
          action: 'delete-listing',
          targetType: 'listing',
          detail: 'Fake iPhone 15',
          actorName: null,
        }),
      ],
    });
    renderApp(<AuditList />, { path: '/deshboard/audit' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit trail' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^2 admin actions on record/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'When',
      'Who',
      'What',
      'Which record',
    ]);
    const [promotion, deletion] = screen.getAllByRole('row').slice(1);
    expect(
      within(promotion!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      expect.stringMatching(/2026/),
      'Ada Admin',
      'Made admin',
      'Sam Rahman (seller → admin)Account 9f1c2e7a',
    ]);
    expect(
      within(promotion!)
        .getByText(/, 2026$/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-03-04T15:07:00.000Z');
    expect(deletion).toHaveTextContent('A deleted account');
    expect(deletion).toHaveTextContent('Deleted a listing');
    expect(deletion).toHaveTextContent('Listing 9f1c2e7a');
  });

  test('is paged, newest first, 50 at a time', async () => {
    const user = userEvent.setup();
    fakeAdmin({
      audit: Array.from({ length: 60 }, (_, i) => anEvent(i + 1)),
    });
    const { location } = renderApp(<AuditList />, { path: '/deshboard/audit' });

    expect(await screen.findByText('Showing 1–50 of 60')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Admin actions pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    expect(fakeApi.sent().at(-1)).toEqual({ method: 'GET', url: '/api/audit?limit=50&offset=50' });
  });
});
