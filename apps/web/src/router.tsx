import { useMemo, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchRoutes, useParams, type RouteObject } from 'react-router';
import { CATEGORY_TITLES, type CategorySlug } from '@resale-zone/contract/catalog';
import { preloadHeroPhoto } from './features/home/hero-banner.tsx';
import { categoryQuery, featuredQuery, productQuery } from './features/listings/listings.api.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import {
  lazyComponent,
  lazyPage,
  type PreloadableComponent,
} from './components/layout/lazy-page.ts';
import { Loaded, RouteErrorBoundary, RouteErrors } from './layouts/route-boundaries.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import { pageData, type PageOutcome, type PageRequest } from './page-data.ts';
import HomePage from './pages/home-page.tsx';

// The route table, one for both renderers: the server's (entry-server.tsx, createStaticHandler)
// and the browser's (main.tsx, createBrowserRouter); decision 017. Pages load on demand as
// separate chunks (lazyPage: 120 s time-out, a Suspense fallback with the loading bar while they
// arrive; the server render waits for them), and so do the signed-in wrappers and the dashboard
// layout. The error page is bundled eagerly because it must show when a chunk fails (RouteErrors:
// an error boundary over the child routes, cleared by the next navigation). The home page is
// bundled eagerly too: it is where most visits start.
const RequireAuth = lazyComponent(
  () => import('./features/auth/require-auth.tsx'),
  (m) => m.RequireAuth,
);
const RoleGate = lazyComponent(
  () => import('./features/auth/role-gate.tsx'),
  (m) => m.RoleGate,
);
const DashboardLayout = lazyComponent(
  () => import('./layouts/dashboard-layout.tsx'),
  (m) => m.DashboardLayout,
);
const SigninPage = lazyPage(() => import('./pages/signin-page.tsx'));
const SignupPage = lazyPage(() => import('./pages/signup-page.tsx'));
const BlogPage = lazyPage(() => import('./pages/blog-page.tsx'));
const DashboardHomePage = lazyPage(() => import('./pages/dashboard-home-page.tsx'));
const AddProductPage = lazyPage(() => import('./pages/add-product-page.tsx'));
const ShowProductPage = lazyPage(() => import('./pages/show-product-page.tsx'));
const OrdersPage = lazyPage(() => import('./pages/orders-page.tsx'));
const AllSellersPage = lazyPage(() => import('./pages/all-sellers-page.tsx'));
const AllBuyersPage = lazyPage(() => import('./pages/all-buyers-page.tsx'));
const ReportedProductsPage = lazyPage(() => import('./pages/reported-products-page.tsx'));
const AuditPage = lazyPage(() => import('./pages/audit-page.tsx'));
const BookingsPage = lazyPage(() => import('./pages/bookings-page.tsx'));
const PaymentPage = lazyPage(() => import('./pages/payment-page.tsx'));
const WishlistPage = lazyPage(() => import('./pages/wishlist-page.tsx'));
const ProductPage = lazyPage(() => import('./pages/product-page.tsx'));
const SearchPage = lazyPage(() => import('./pages/search-page.tsx'));
const CategoryPage = lazyPage(() => import('./pages/category-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page.tsx'));
const VerifyEmailPage = lazyPage(() => import('./pages/verify-email-page.tsx'));
const ChangePasswordPage = lazyPage(() => import('./pages/change-password-page.tsx'));
const FailedJobsPage = lazyPage(() => import('./pages/failed-jobs-page.tsx'));

// Routes that start their page's first request as soon as the route renders, in parallel with the
// page's code (not awaited: the page shows its own loading state, and a failure is the page's to
// show). Once per address: React Query does not refetch what is fresh or already on its way.
function HomeRoute() {
  const queryClient = useQueryClient();
  useMemo(() => {
    preloadHeroPhoto();
    void queryClient.prefetchQuery(featuredQuery());
  }, [queryClient]);
  return <HomePage />;
}

function CategoryRoute() {
  const { brand } = useParams();
  const queryClient = useQueryClient();
  useMemo(() => {
    if (brand && Object.hasOwn(CATEGORY_TITLES, brand)) {
      void queryClient.prefetchInfiniteQuery(categoryQuery(brand as CategorySlug));
    }
  }, [brand, queryClient]);
  // Unknown brands render the not-found page (category-page checks the slug).
  return (
    <Loaded>
      <CategoryPage />
    </Loaded>
  );
}

function ProductRoute() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  useMemo(() => {
    // A listing that failed (a 404 from the server's render) is not asked again here: refetching
    // would turn the page back into its loading state.
    const query = productQuery(id ?? '');
    if (id && queryClient.getQueryState(query.queryKey)?.status !== 'error') {
      void queryClient.prefetchQuery(query);
    }
  }, [id, queryClient]);
  return (
    <Loaded>
      <ProductPage />
    </Loaded>
  );
}

/** Dashboard pages of one role (other accounts see "not for your account"). */
const sellerOnly = (
  <Loaded>
    <RoleGate allow={['seller']} />
  </Loaded>
);
const adminOnly = (
  <Loaded>
    <RoleGate allow={['admin']} />
  </Loaded>
);
const buyerOnly = (
  <Loaded>
    <RoleGate allow={['buyer']} />
  </Loaded>
);
const page = (Page: ComponentType) => (
  <Loaded>
    <Page />
  </Loaded>
);

/**
 * What a route says about itself beyond its element. `preload`: load its lazy chunks (main.tsx,
 * before hydrating). For server rendering (entry-server.tsx): `serverData` loads its first
 * screen's data and says its status; `chunk` names its page's source file in the Vite manifest
 * (its chunk is preloaded beside the entry). A public page is one route entry with these.
 */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
  serverData?: (request: PageRequest) => Promise<PageOutcome>;
  chunk?: string;
}
const lazyRoute = (Page: PreloadableComponent<object>) => ({
  element: page(Page),
  handle: { preload: Page.preload } satisfies RouteHandle,
});
const preloads = (...parts: { preload(): Promise<unknown> }[]): RouteHandle => ({
  preload: () => Promise.all(parts.map((part) => part.preload())),
});

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
          { index: true, element: <HomeRoute />, handle: { serverData: pageData.home } },
          { path: 'home', element: <HomeRoute />, handle: { serverData: pageData.home } },
          { path: 'singin', ...lazyRoute(SigninPage) },
          { path: 'singup', ...lazyRoute(SignupPage) },
          // The mailed links' pages need no sign-in (a link may be opened on another device).
          { path: 'forgot-password', ...lazyRoute(ForgotPasswordPage) },
          { path: 'reset-password', ...lazyRoute(ResetPasswordPage) },
          { path: 'verify-email', ...lazyRoute(VerifyEmailPage) },
          {
            // Signed-in pages: a signed-out visitor goes to /singin and comes back afterwards.
            ...lazyRoute(RequireAuth),
            children: [
              { path: 'blog', ...lazyRoute(BlogPage) },
              {
                path: 'deshboard',
                ...lazyRoute(DashboardLayout),
                children: [
                  {
                    element: <RouteErrors />,
                    children: [
                      { index: true, ...lazyRoute(DashboardHomePage) },
                      { path: 'change-password', ...lazyRoute(ChangePasswordPage) },
                      {
                        element: sellerOnly,
                        handle: preloads(RoleGate),
                        children: [
                          { path: 'addproduct', ...lazyRoute(AddProductPage) },
                          { path: 'showproduct', ...lazyRoute(ShowProductPage) },
                          { path: 'order', ...lazyRoute(OrdersPage) },
                        ],
                      },
                      {
                        element: adminOnly,
                        handle: preloads(RoleGate),
                        children: [
                          { path: 'allsellers', ...lazyRoute(AllSellersPage) },
                          { path: 'allbuyers', ...lazyRoute(AllBuyersPage) },
                          { path: 'reported-products', ...lazyRoute(ReportedProductsPage) },
                          { path: 'audit', ...lazyRoute(AuditPage) },
                          { path: 'failed-jobs', ...lazyRoute(FailedJobsPage) },
                        ],
                      },
                      {
                        element: buyerOnly,
                        handle: preloads(RoleGate),
                        children: [
                          { path: 'booking', ...lazyRoute(BookingsPage) },
                          { path: 'payment/:id', ...lazyRoute(PaymentPage) },
                          { path: 'wishlist', ...lazyRoute(WishlistPage) },
                        ],
                      },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: 'products/:id',
            element: <ProductRoute />,
            handle: {
              ...preloads(ProductPage),
              serverData: pageData.product,
              chunk: 'src/pages/product-page.tsx',
            },
          },
          {
            path: 'search',
            element: page(SearchPage),
            handle: {
              ...preloads(SearchPage),
              serverData: pageData.search,
              chunk: 'src/pages/search-page.tsx',
            },
          },
          {
            path: 'categories/:brand',
            element: <CategoryRoute />,
            handle: {
              ...preloads(CategoryPage),
              serverData: pageData.category,
              chunk: 'src/pages/category-page.tsx',
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
