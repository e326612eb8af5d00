import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/format.ts';
import { ChartPanel } from './chart-panel.tsx';
import { sellerDashboardQuery } from './dashboard.api.ts';
import { FigureCards } from './figure-cards.tsx';
import { InsightFrame } from './insight-frame.tsx';

const SERIES = [
  { key: 'views', label: 'Views', color: '#2563eb' },
  { key: 'bookings', label: 'Bookings', color: '#c2410c' },
];

/** Below the welcome card, for sellers: how their phones are doing. */
export function SellerDashboard() {
  const [days, setDays] = useState(30);
  const query = useQuery(sellerDashboardQuery(days));
  return (
    <InsightFrame
      id="seller-insight"
      title={`Your phones, last ${days} days`}
      csv={{
        path: '/dashboard/seller/sales.csv',
        filename: 'resale-zone-sales.csv',
        label: 'Sales (CSV)',
      }}
      days={days}
      onDaysChange={setDays}
      query={query}
      failure="Your figures could not be loaded."
    >
      {(data) => (
        <>
          <FigureCards
            period={days}
            items={[
              { label: 'Active listings', figure: data.figures.activeListings, now: true },
              { label: 'Views', figure: data.figures.views },
              { label: 'Saves', figure: data.figures.saves },
              { label: 'Bookings', figure: data.figures.bookings },
              { label: 'Completed sales', figure: data.figures.completedSales },
              { label: 'Held now', figure: data.figures.heldNowCents, money: true, now: true },
              { label: 'Received', figure: data.figures.capturedCents, money: true },
              { label: 'Refunded', figure: data.figures.refundedCents, money: true },
              { label: 'Released holds', figure: data.figures.releasedCents, money: true },
            ]}
          />
          <ChartPanel title="Views and bookings per day" rows={data.series} series={SERIES} />
          <section aria-labelledby="top-listings" className="grid gap-2">
            <h3 id="top-listings" className="text-lg font-bold">
              Most viewed listings
            </h3>
            {data.topListings.length === 0 ? (
              <p className="text-ink-muted">No views in these {days} days yet.</p>
            ) : (
              <ol className="grid gap-1">
                {data.topListings.map((l) => (
                  <li key={l.id} className="flex justify-between gap-3">
                    <Link to={`/products/${l.id}`} className="link link-primary break-all">
                      {l.productName}
                    </Link>
                    <span className="whitespace-nowrap tabular-nums">
                      {formatCount(l.views)} {l.views === 1 ? 'view' : 'views'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </InsightFrame>
  );
}
