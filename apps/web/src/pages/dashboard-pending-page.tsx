import { useLocation } from 'react-router';
import { Hammer } from 'lucide-react';
import { DASHBOARD_MENUS } from '../components/layout/dashboard-layout.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** A dashboard page whose feature has not landed yet: it says so instead of a blank space. */
export default function DashboardPendingPage() {
  const { pathname } = useLocation();
  const item = Object.values(DASHBOARD_MENUS)
    .flat()
    .find((i) => pathname.startsWith(i.to));
  const title = item?.label ?? 'Payment';
  usePageTitle(title);
  return (
    <section className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-12 text-center">
      <Hammer aria-hidden className="size-8 text-primary" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-ink-muted">This page is being built and will be here soon.</p>
    </section>
  );
}
