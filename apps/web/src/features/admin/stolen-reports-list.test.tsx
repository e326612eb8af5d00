import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { StolenReportRequest } from '@resale-zone/contract/imei';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { StolenReportsList } from './stolen-reports-list.tsx';

const aReport = (
  imei: string,
  overrides: Partial<StolenReportRequest> = {},
): StolenReportRequest => ({
  _id: `report-${imei}`,
  imei,
  note: null,
  reporterName: 'Bianca Buyer',
  reporterEmail: 'bianca@resale.zone',
  state: 'pending',
  isBlocked: false,
  createdAt: '2026-03-04T15:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

describe('Stolen-phone reports to check', () => {
  test('an admin approves a waiting report after confirming; decided ones have no buttons', async () => {
    const user = userEvent.setup();
    const reports = [
      aReport('351044634817368', { note: 'Police report 123' }),
      aReport('490154203237518', { state: 'declined' }),
    ];
    fakeApi.use(
      answer('GET /admin/stolen-reports', () => reports),
      answer('POST /admin/stolen-reports/:id/approve', ({ params }) => {
        const report = reports.find((r) => r._id === params.id)!;
        report.state = 'approved';
        report.isBlocked = true;
        return { acknowledged: true, state: 'approved' as const };
      }),
    );
    const sent = fakeApi.sent();
    renderApp(<StolenReportsList />, { path: '/deshboard/blocked-imeis' });

    const row = await screen.findByRole('row', { name: /351044634817368/ });
    expect(row).toHaveTextContent('Bianca Buyer (bianca@resale.zone)');
    expect(row).toHaveTextContent('Police report 123');
    expect(row).toHaveTextContent('Waiting');
    const declined = screen.getByRole('row', { name: /490154203237518/ });
    expect(within(declined).queryByRole('button')).toBeNull();

    await user.click(
      within(row).getByRole('button', { name: 'Approve the report of 351044634817368' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block this IMEI?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and block' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /351044634817368/ })).toHaveTextContent('Approved'),
    );
    expect(sent.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/stolen-reports/report-351044634817368/approve',
      }),
    ]);
  });
});
