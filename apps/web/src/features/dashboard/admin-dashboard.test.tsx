import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import {
  ADMIN_SERIES,
  type AdminDashboard as Answer,
  type AdminDay,
} from '@resale-zone/contract/dashboard';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';

// The chart itself (recharts) needs a real layout; its numbers are checked in the data table.
vi.mock('./daily-chart.tsx', () => ({ default: () => <div data-testid="chart" /> }));

const figure = (current: number, previous: number) => ({ current, previous });
const zeros = Object.fromEntries(ADMIN_SERIES.map((k) => [k, 0])) as Omit<AdminDay, 'day'>;

function dashboard(): Answer {
  const series: AdminDay[] = Array.from({ length: 30 }, (_, i) => ({
    ...zeros,
    day: new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10),
  }));
  Object.assign(series[1]!, { released: 1, releasedCents: 30_000 });
  Object.assign(series[4]!, { completed: 1, capturedCents: 60_000 });
  Object.assign(series[20]!, { refunded: 1, refundedCents: 80_000 });
  const totals = Object.fromEntries(ADMIN_SERIES.map((k) => [k, figure(0, 0)])) as Answer['totals'];
  Object.assign(totals, {
    paid: figure(4, 3),
    completed: figure(2, 1),
    released: figure(2, 1),
    releasedCents: figure(70_000, 50_000),
    capturedCents: figure(60_000, 50_000),
    refunded: figure(2, 0),
    refundedCents: figure(100_000, 0),
  });
  return {
    period: { days: 30, from: '2026-03-02', to: '2026-03-31' },
    totals,
    heldNow: { count: figure(1, 1), cents: figure(21_000, 30_000) },
    open: { reportedListings: 0, disputes: 0 },
    series,
    brandsByListings: [],
    brandsBySales: [],
  };
}

describe('AdminDashboard', () => {
  test('the money figures by what they count, the money chart’s data by the same names', async () => {
    fakeApi.use(answer('GET /dashboard/admin', () => dashboard()));
    renderApp(<AdminDashboard />);
    const card = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).parentElement!;
    expect(await card('Held now')).toHaveTextContent(
      'Held now$210.00down 30% since 30 days ago (was $300.00)',
    );
    expect(await card('Holds now')).toHaveTextContent('Holds now1no change since 30 days ago');
    expect(await card('Received')).toHaveTextContent(
      'Received$600.00up 20% from the 30 days before (was $500.00)',
    );
    expect(await card('Refunded')).toHaveTextContent('Refunded$1,000.00up from none');
    expect(await card('Released holds')).toHaveTextContent(
      'Released holds$700.00up 40% from the 30 days before (was $500.00)',
    );
    expect(await card('Paid bookings')).toHaveTextContent('Paid bookings4up 33%');
    expect(screen.queryByText(/Money held|Held sales|Money completed/)).not.toBeInTheDocument();

    const money = screen.getByRole('region', {
      name: 'Money: received, refunded and released holds: data',
    });
    expect(
      within(money)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Received', 'Refunded', 'Released holds']);
    const row = (day: string) =>
      [...money.querySelectorAll(`tr[data-day="${day}"] td`)].map((c) => c.textContent);
    expect(row('2026-03-03')).toEqual(['$0.00', '$0.00', '$300.00']);
    expect(row('2026-03-06')).toEqual(['$600.00', '$0.00', '$0.00']);
    expect(row('2026-03-22')).toEqual(['$0.00', '$800.00', '$0.00']);
  });
});
