import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { CATEGORY_TITLES, type CategorySlug } from '@resale-zone/contract/catalog';
import { preloadHeroPhoto } from './features/home/hero-banner.tsx';
import { categoryQuery, featuredQuery, productQuery } from './features/listings/listings.api.ts';
import { queryClient } from './lib/query-client.ts';
import { RootLayout } from './components/layout/root-layout.tsx';
import { PageLoading } from './components/layout/page-loading.tsx';
import { lazyElement, lazyPage } from './components/layout/lazy-page.ts';
import ErrorPage from './pages/error-page.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import HomePage from './pages/home-page.tsx';

// The route table. Pages load on demand as separate chunks (lazyPage: 120 s time-out), and so do
// the signed-in wrappers and the dashboard layout (lazyElement), which public pages never need; the
// error page is bundled eagerly because it must show when a chunk fails. The home page is bundled
// eagerly too: it is where most visits start, and a lazy chunk would add a round trip before its
// first paint (Lighthouse; see docs/performance.md).
const requireAuth = () => import('./features/auth/require-auth.tsx');
const roleGate = () => import('./features/auth/role-gate.tsx');
// Loaders that start a page's first list request at once, in parallel with the page's code (not
// awaited: the page shows its own loading state, and a failure is the page's to show).
const prefetchHome = () => {
  preloadHeroPhoto();
  void queryClient.prefetchQuery(featuredQuery());
  return null;
};
const prefetchCategory = ({ params }: LoaderFunctionArgs) => {
  const slug = params.brand;
  if (slug && Object.hasOwn(CATEGORY_TITLES, slug)) {
    void queryClient.prefetchInfiniteQuery(categoryQuery(slug as CategorySlug));
  }
  return null;
};
const prefetchProduct = ({ params }: LoaderFunctionArgs) => {
  if (params.id) void queryClient.prefetchQuery(productQuery(params.id));
  return null;
};

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Shown alone only if the layout itself fails; page errors render inside the layout below.
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, Component: HomePage, loader: prefetchHome },
          { path: 'home', Component: HomePage, loader: prefetchHome },
          { path: 'singin', lazy: lazyPage(() => import('./pages/signin-page.tsx')) },
          { path: 'singup', lazy: lazyPage(() => import('./pages/signup-page.tsx')) },
          {
            // Signed-in pages: a signed-out visitor goes to /singin and comes back afterwards.
            lazy: lazyElement(requireAuth, (m) => <m.RequireAuth />),
            children: [
              { path: 'blog', lazy: lazyPage(() => import('./pages/blog-page.tsx')) },
              {
                path: 'deshboard',
                lazy: lazyElement(
                  () => import('./components/layout/dashboard-layout.tsx'),
                  (m) => <m.DashboardLayout />,
                ),
                children: [
                  {
                    errorElement: <ErrorPage />,
                    children: [
                      {
                        index: true,
                        lazy: lazyPage(() => import('./pages/dashboard-home-page.tsx')),
                      },
                      // Each role's pages; other accounts see "not for your account".
                      {
                        lazy: lazyElement(roleGate, (m) => <m.RoleGate allow={['seller']} />),
                        children: [
                          {
                            path: 'addproduct',
                            lazy: lazyPage(() => import('./pages/add-product-page.tsx')),
                          },
                          {
                            path: 'showproduct',
                            lazy: lazyPage(() => import('./pages/show-product-page.tsx')),
                          },
                          {
                            path: 'order',
                            lazy: lazyPage(() => import('./pages/orders-page.tsx')),
                          },
                        ],
                      },
                      {
                        lazy: lazyElement(roleGate, (m) => <m.RoleGate allow={['admin']} />),
                        children: [
                          {
                            path: 'allsellers',
                            lazy: lazyPage(() => import('./pages/all-sellers-page.tsx')),
                          },
                          {
                            path: 'allbuyers',
                            lazy: lazyPage(() => import('./pages/all-buyers-page.tsx')),
                          },
                          {
                            path: 'reported-products',
                            lazy: lazyPage(() => import('./pages/reported-products-page.tsx')),
                          },
                          { path: 'audit', lazy: lazyPage(() => import('./pages/audit-page.tsx')) },
                        ],
                      },
                      {
                        lazy: lazyElement(roleGate, (m) => <m.RoleGate allow={['buyer']} />),
                        children: [
                          {
                            path: 'booking',
                            lazy: lazyPage(() => import('./pages/bookings-page.tsx')),
                          },
                          {
                            path: 'payment/:id',
                            lazy: lazyPage(() => import('./pages/payment-page.tsx')),
                          },
                          {
                            path: 'wishlist',
                            lazy: lazyPage(() => import('./pages/wishlist-page.tsx')),
                          },
                        ],
                      },
                      { path: '*', Component: NotFoundPage },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: 'products/:id',
            loader: prefetchProduct,
            lazy: lazyPage(() => import('./pages/product-page.tsx')),
          },
          { path: 'search', lazy: lazyPage(() => import('./pages/search-page.tsx')) },
          {
            // Unknown brands render the not-found page (category-page checks the slug).
            path: 'categories/:brand',
            loader: prefetchCategory,
            lazy: lazyPage(() => import('./pages/category-page.tsx')),
          },
          // Bundled eagerly: the error page and the category page show it too.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
