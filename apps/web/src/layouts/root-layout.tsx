import { lazy, Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { TestModeNotice } from '../features/payments/test-mode-notice.tsx';
import { useAuth, useReturnState } from '../features/auth/index.ts';
import { useBrands } from '../features/brands/index.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useToastsPerPage } from '../lib/use-toasts-per-page.ts';
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
      <SiteNavbar />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter brands={brands} notice={<TestModeNotice />} accountLink={<FooterAccountLink />} />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The footer's Sign in, or Dashboard for someone signed in. The server's page is the same for
 * everyone (it is cached), so the signed-in link replaces it once the page runs in the browser.
 */
function FooterAccountLink() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const returnState = useReturnState();
  return hydrated && user ? (
    <Link to="/deshboard" className="link-hover">
      Dashboard
    </Link>
  ) : (
    <Link to="/singin" state={returnState} className="link-hover">
      Sign in
    </Link>
  );
}
