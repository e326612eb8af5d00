import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard as Answer, BrandCount } from '@resale-zone/contract/dashboard';
import { formatCount } from '../../lib/format.ts';
import { ChartPanel } from './chart-panel.tsx';
import { FAMILIES } from './admin-families.ts';
import { adminDashboardQuery } from './dashboard.api.ts';
import { FigureCards } from './figure-cards.tsx';
import { InsightFrame } from './insight-frame.tsx';

function Brands({ title, brands }: { title: string; brands: BrandCount[] }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4">
      <h3 className="text-lg font-bold">{title}</h3>
      {brands.length === 0 ? (
        <p className="text-ink-muted">None yet.</p>
      ) : (
        <ol className="mt-2 grid gap-1">
          {brands.map((b) => (
            <li key={b.brand} className="flex justify-between gap-3">
              <Link to={`/categories/${encodeURIComponent(b.brand)}`} className="link">
                {b.brand}
              </Link>
              <span className="tabular-nums">{formatCount(b.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Body({ data, days }: { data: Answer; days: number }) {
  const t = data.totals;
  return (
    <>
      <p className="text-ink-muted">
        Waiting now: {formatCount(data.open.reportedListings)} reported listings,{' '}
        {formatCount(data.open.disputes)} open disputes.
      </p>
      <FigureCards
        period={days}
        items={[
          { label: 'New listings', figure: t.newListings },
          { label: 'New users', figure: t.newUsers },
          { label: 'Bookings', figure: t.bookings },
          { label: 'Paid bookings', figure: t.paid },
          { label: 'Completed sales', figure: t.completed },
          { label: 'Holds now', figure: data.heldNow.count, now: true },
          { label: 'Held now', figure: data.heldNow.cents, money: true, now: true },
          { label: 'Received', figure: t.capturedCents, money: true },
          { label: 'Refunded', figure: t.refundedCents, money: true },
          { label: 'Released holds', figure: t.releasedCents, money: true },
          { label: 'Reports', figure: t.reports },
          { label: 'Disputes', figure: t.disputes },
          { label: 'Expired holds', figure: t.expiredHolds },
        ]}
      />
      {FAMILIES.map((f) => (
        <ChartPanel
          key={f.title}
          title={f.title}
          rows={data.series}
          series={f.series}
          links={
            f.links.length > 0 ? (
              <span className="flex gap-3 text-sm">
                {f.links.map(([to, label]) => (
                  <Link key={to} to={to} className="link link-primary">
                    {label}
                  </Link>
                ))}
              </span>
            ) : null
          }
        />
      ))}
      <div className="grid gap-4 md:grid-cols-2">
        <Brands title="Brands by listings (now)" brands={data.brandsByListings} />
        <Brands title={`Brands by sales (last ${days} days)`} brands={data.brandsBySales} />
      </div>
    </>
  );
}

/** Below the welcome card, for admins: the marketplace's health per day. */
export function AdminDashboard() {
  const [days, setDays] = useState(30);
  const query = useQuery(adminDashboardQuery(days));
  return (
    <InsightFrame
      id="admin-insight"
      title={`The marketplace, last ${days} days`}
      csv={{
        path: `/dashboard/admin/daily.csv?days=${days}`,
        filename: `resale-zone-daily-${days}-days.csv`,
        label: 'Daily figures (CSV)',
      }}
      days={days}
      onDaysChange={setDays}
      query={query}
      failure="The figures could not be loaded."
    >
      {(data) => <Body data={data} days={days} />}
    </InsightFrame>
  );
}
