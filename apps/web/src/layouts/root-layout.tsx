import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Island } from '../components/islands/island.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { TestModeNotice } from '../features/payments/test-mode-notice.tsx';
import { useBrands } from '../features/brands/index.ts';
import { useToastsPerPage } from '../lib/use-toasts-per-page.ts';
import { FooterAccountLink } from './footer-account-link.tsx';
import { SiteNavbar } from './site-navbar.tsx';

// The toast area loads after the first paint (its library is not part of the first download).
const AppToaster = lazy(() =>
  import('../components/ui/app-toaster.tsx').then((m) => ({ default: m.AppToaster })),
);

/** Navbar, page content, footer: the shared layout of every public page. */
export function RootLayout() {
  useToastsPerPage();
  const { brands } = useBrands();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <a
        href="#main"
        className="sr-only z-50 rounded-field bg-primary px-4 py-2 text-primary-content focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Island name="navbar" component={SiteNavbar} props={{}} load="session" />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        brands={brands}
        notice={<TestModeNotice />}
        accountLink={
          <Island name="footer-account" component={FooterAccountLink} props={{}} load="session" />
        }
      />
      <ScrollRestoration />
    </div>
  );
}
