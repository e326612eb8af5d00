import { matchRoutes, type RouteObject } from 'react-router';
import { lazyComponent, lazyPage } from './components/layout/lazy-page.ts';
import { dashboardRoutes, DashboardLayout } from './dashboard-routes.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorBoundary, RouteErrors } from './layouts/route-boundaries.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import {
  CategoryPage,
  CategoryRoute,
  HomeRoute,
  ProductPage,
  ProductRoute,
  SearchPage,
} from './public-routes.tsx';
import { lazyRoute, page, serverRendered, type RouteHandle } from './route-parts.tsx';

export type { RouteHandle } from './route-parts.tsx';

// The route table, one for both renderers: the server's (entry-server.tsx, createStaticHandler)
// and the browser's (main.tsx, createBrowserRouter); decision 017. Pages load on demand as
// separate chunks (lazyPage: 120 s time-out, a Suspense fallback with the loading bar while they
// arrive; the server render waits for them), and so do the signed-in wrappers and the dashboard
// layout. The error page is bundled eagerly because it must show when a chunk fails (RouteErrors:
// an error boundary over the child routes, cleared by the next navigation). The home page is
// bundled eagerly too: it is where most visits start. The public pages that start their data
// early are in public-routes.tsx, the dashboard's pages in dashboard-routes.tsx.
const RequireAuth = lazyComponent(
  () => import('./features/auth/require-auth.tsx'),
  (m) => m.RequireAuth,
);
const SigninPage = lazyPage(() => import('./pages/signin-page.tsx'));
const SignupPage = lazyPage(() => import('./pages/signup-page.tsx'));
const BlogPage = lazyPage(() => import('./pages/blog-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page.tsx'));
const VerifyEmailPage = lazyPage(() => import('./pages/verify-email-page.tsx'));
const ChangeEmailPage = lazyPage(() => import('./pages/change-email-page.tsx'));
const SellerProfilePage = lazyPage(() => import('./pages/seller-profile-page.tsx'));
const PriceGuideIndexPage = lazyPage(() => import('./pages/price-guide-index-page.tsx'));
const PriceGuidePage = lazyPage(() => import('./pages/price-guide-page.tsx'));
const TrustedSellerPage = lazyPage(() => import('./pages/trusted-seller-page.tsx'));

export const routes: RouteObject[] = [
  {
    // Shown alone only if the layout itself fails; page errors render inside the layout.
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <RouteErrors />,
        children: [
          {
            index: true,
            element: <HomeRoute />,
            handle: { serverData: 'home', islands: true } satisfies RouteHandle,
          },
          {
            path: 'home',
            element: <HomeRoute />,
            handle: { serverData: 'home', islands: true } satisfies RouteHandle,
          },
          { path: 'singin', ...lazyRoute(SigninPage) },
          { path: 'singup', ...lazyRoute(SignupPage) },
          // The mailed links' pages need no sign-in (a link may be opened on another device).
          { path: 'forgot-password', ...lazyRoute(ForgotPasswordPage) },
          { path: 'reset-password', ...lazyRoute(ResetPasswordPage) },
          { path: 'verify-email', ...lazyRoute(VerifyEmailPage) },
          // Works only where the account that asked is signed in; the page says so otherwise.
          { path: 'change-email', ...lazyRoute(ChangeEmailPage) },
          // What earns the Trusted seller badge: public, with the server's figures.
          { path: 'trusted-seller', ...lazyRoute(TrustedSellerPage) },
          {
            // Signed-in pages: a signed-out visitor goes to /singin and comes back afterwards.
            ...lazyRoute(RequireAuth),
            children: [
              { path: 'blog', ...lazyRoute(BlogPage) },
              { path: 'deshboard', ...lazyRoute(DashboardLayout), children: dashboardRoutes },
            ],
          },
          {
            path: 'products/:id',
            element: <ProductRoute />,
            handle: {
              ...serverRendered(ProductPage, 'product', 'src/pages/product-page.tsx'),
              islands: true,
            },
          },
          {
            path: 'search',
            element: page(SearchPage),
            handle: {
              ...serverRendered(SearchPage, 'search', 'src/pages/search-page.tsx'),
              islands: true,
            },
          },
          {
            path: 'categories/:brand',
            element: <CategoryRoute />,
            handle: {
              ...serverRendered(CategoryPage, 'category', 'src/pages/category-page.tsx'),
              islands: true,
            },
          },
          // The price guide (decision 031): rendered on the server, never cached (sales move it); as
          // islands (decision 062), its only ones the navbar's and the footer's.
          {
            path: 'price-guide',
            element: page(PriceGuideIndexPage),
            handle: {
              ...serverRendered(
                PriceGuideIndexPage,
                'priceGuideIndex',
                'src/pages/price-guide-index-page.tsx',
              ),
              islands: true,
            },
          },
          {
            path: 'price-guide/:brand/:model',
            element: page(PriceGuidePage),
            handle: {
              ...serverRendered(PriceGuidePage, 'priceGuide', 'src/pages/price-guide-page.tsx'),
              islands: true,
            },
          },
          // A member's public profile (decision 023): rendered on the server, never cached (every
          // sale and review changes it).
          {
            path: 'sellers/:id',
            element: page(SellerProfilePage),
            handle: {
              ...serverRendered(SellerProfilePage, 'profile', 'src/pages/seller-profile-page.tsx'),
              islands: true,
            },
          },
          // Bundled eagerly: the error page and the category page show it too.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of every lazy part of the page at `pathname` (the page, its signed-in wrapper,
 * its layout). A server-rendered page calls this before hydrating: hydrated in one go, no part
 * waits behind its Suspense boundary, where an early update (the session arriving) would make
 * React drop the server's HTML for the loading bar and render it again.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) =>
      (match.route.handle as RouteHandle | undefined)?.preload?.(),
    ),
  );
}
