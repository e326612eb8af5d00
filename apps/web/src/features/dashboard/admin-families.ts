import type { PanelSeries } from './chart-panel.tsx';

/** The families of figures, each a chart with links into the admin lists behind it. */
export const FAMILIES: { title: string; series: PanelSeries[]; links: [string, string][] }[] = [
  {
    title: 'Growth: new listings and users',
    series: [
      { key: 'newListings', label: 'New listings', color: '#2563eb' },
      { key: 'newUsers', label: 'New users', color: '#15803d' },
    ],
    links: [
      ['/deshboard/allsellers', 'All sellers'],
      ['/deshboard/allbuyers', 'All buyers'],
    ],
  },
  {
    title: 'Sales: bookings, paid, completed and released',
    series: [
      { key: 'bookings', label: 'Bookings', color: '#c2410c' },
      { key: 'paid', label: 'Paid', color: '#7c3aed' },
      { key: 'completed', label: 'Completed', color: '#15803d' },
      { key: 'released', label: 'Released holds', color: '#4b5563' },
    ],
    links: [['/deshboard/audit', 'Audit trail']],
  },
  {
    title: 'Money: received, refunded and released holds',
    series: [
      { key: 'capturedCents', label: 'Received', color: '#15803d', money: true },
      { key: 'refundedCents', label: 'Refunded', color: '#b91c1c', money: true },
      { key: 'releasedCents', label: 'Released holds', color: '#4b5563', money: true },
    ],
    links: [['/deshboard/disputes', 'Disputes']],
  },
  {
    title: 'Trouble: reports, disputes, expired holds',
    series: [
      { key: 'reports', label: 'Reports', color: '#b91c1c' },
      { key: 'disputes', label: 'Disputes', color: '#c2410c' },
      { key: 'expiredHolds', label: 'Expired holds', color: '#4b5563' },
    ],
    links: [
      ['/deshboard/reported-products', 'Reported products'],
      ['/deshboard/disputes', 'Disputes'],
    ],
  },
];
