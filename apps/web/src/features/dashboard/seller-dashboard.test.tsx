import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { SellerDashboard as Answer } from '@resale-zone/contract/dashboard';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SellerDashboard } from './seller-dashboard.tsx';

// The chart itself (recharts) needs a real layout; its numbers are checked in the data table.
vi.mock('./daily-chart.tsx', () => ({ default: () => <div data-testid="chart" /> }));

const figure = (current: number, previous: number) => ({ current, previous });
function dashboard(days: number): Answer {
  const series = Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 2, 31 - (days - 1) + i)).toISOString().slice(0, 10),
    views: i === days - 1 ? 7 : 0,
    bookings: i === days - 1 ? 2 : 0,
  }));
  return {
    period: { days, from: series[0]!.day, to: '2026-03-31' },
    figures: {
      activeListings: figure(3, 2),
      views: figure(days === 30 ? 1234 : 4000, 1000),
      saves: figure(5, 5),
      bookings: figure(2, 0),
      completedSales: figure(1, 2),
      heldNowCents: figure(21_000, 30_000),
      releasedCents: figure(70_000, 50_000),
      capturedCents: figure(30_050, 60_100),
      refundedCents: figure(100_000, 0),
    },
    series,
    topListings: [{ id: 'p1', productName: 'Pixel 8', views: 7, saves: 1, bookings: 2 }],
  };
}

describe('SellerDashboard', () => {
  test('figures with their change, a chart and its data, the most viewed listings', async () => {
    fakeApi.use(
      answer('GET /dashboard/seller', ({ query }) => dashboard(Number(query.get('days')))),
    );
    renderApp(<SellerDashboard />);
    const views = await screen.findByText('1,234');
    expect(views.parentElement).toHaveTextContent('Views1,234up 23% from the 30 days before');
    expect(screen.getByText('$1,000.00').parentElement).toHaveTextContent('up from none');
    expect(screen.getByText('$300.50').parentElement).toHaveTextContent('down 50%');
    expect(screen.getByText('5').parentElement).toHaveTextContent('no change');
    expect(await screen.findByTestId('chart')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Show data'));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31); // a header and every day, zeros included
    expect(rows.at(-1)).toHaveTextContent('Mar 31, 202672');
    expect(rows[1]).toHaveTextContent('Mar 2, 202600');
    expect(screen.getByRole('link', { name: 'Pixel 8' })).toHaveAttribute('href', '/products/p1');

    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByText('4,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(91),
    );
  });

  test('the money figures by what they count: held now, received, refunded, released holds', async () => {
    fakeApi.use(
      answer('GET /dashboard/seller', ({ query }) => dashboard(Number(query.get('days')))),
    );
    renderApp(<SellerDashboard />);
    const card = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).parentElement!;
    // A point in time: compared with what was held when the period began, not summed over it.
    expect(await card('Held now')).toHaveTextContent(
      'Held now$210.00down 30% since 30 days ago (was $300.00)',
    );
    expect(await card('Received')).toHaveTextContent(
      'Received$300.50down 50% from the 30 days before (was $601.00)',
    );
    expect(await card('Refunded')).toHaveTextContent(
      'Refunded$1,000.00up from none from the 30 days before (was $0.00)',
    );
    expect(await card('Released holds')).toHaveTextContent(
      'Released holds$700.00up 40% from the 30 days before (was $500.00)',
    );
    expect(await card('Active listings')).toHaveTextContent(
      'Active listings3up 50% since 30 days ago (was 2)',
    );
    expect(screen.queryByText(/Money held/)).not.toBeInTheDocument();
  });
});
