import { useMemo, type ComponentType } from 'react';
import { useParams, useRoutes, type RouteObject } from 'react-router';
import { CATEGORY_TITLES, type CategorySlug } from '@resale-zone/contract/catalog';
import { preloadHeroPhoto } from './features/home/hero-banner.tsx';
import { categoryQuery, featuredQuery, productQuery } from './features/listings/listings.api.ts';
import { queryClient } from './lib/query-client.ts';
import { RootLayout } from './components/layout/root-layout.tsx';
import { lazyComponent, lazyPage } from './components/layout/lazy-page.ts';
import { Loaded, RouteErrorBoundary, RouteErrors } from './components/layout/route-boundaries.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import HomePage from './pages/home-page.tsx';

// The route table, in React Router's declarative mode (its data router cost ~15 KB more of the
// home page's first download; decision 014). Pages load on demand as separate chunks (lazyPage:
// 120 s time-out, a Suspense fallback with the loading bar while they arrive), and so do the
// signed-in wrappers and the dashboard layout, which public pages never need. The error page is
// bundled eagerly because it must show when a chunk fails (RouteErrors: an error boundary over
// the child routes, cleared by the next navigation). The home page is bundled eagerly too: it is
// where most visits start, and a lazy chunk would add a round trip before its first paint
// (Lighthouse; see docs/performance.md).
const RequireAuth = lazyComponent(
  () => import('./features/auth/require-auth.tsx'),
  (m) => m.RequireAuth,
);
const RoleGate = lazyComponent(
  () => import('./features/auth/role-gate.tsx'),
  (m) => m.RoleGate,
);
const DashboardLayout = lazyComponent(
  () => import('./components/layout/dashboard-layout.tsx'),
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

// Routes that start their page's first request as soon as the route renders, in parallel with the
// page's code (not awaited: the page shows its own loading state, and a failure is the page's to
// show). Once per address: React Query does not refetch what is fresh or already on its way.
function HomeRoute() {
  useMemo(() => {
    preloadHeroPhoto();
    void queryClient.prefetchQuery(featuredQuery());
  }, []);
  return <HomePage />;
}

function CategoryRoute() {
  const { brand } = useParams();
  useMemo(() => {
    if (brand && Object.hasOwn(CATEGORY_TITLES, brand)) {
      void queryClient.prefetchInfiniteQuery(categoryQuery(brand as CategorySlug));
    }
  }, [brand]);
  // Unknown brands render the not-found page (category-page checks the slug).
  return (
    <Loaded>
      <CategoryPage />
    </Loaded>
  );
}

function ProductRoute() {
  const { id } = useParams();
  useMemo(() => {
    if (id) void queryClient.prefetchQuery(productQuery(id));
  }, [id]);
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

// Plain route objects for useRoutes (the <Routes>/<Route> JSX form would add its converter to the
// first download).
const routes: RouteObject[] = [
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
          { index: true, element: <HomeRoute /> },
          { path: 'home', element: <HomeRoute /> },
          { path: 'singin', element: page(SigninPage) },
          { path: 'singup', element: page(SignupPage) },
          {
            // Signed-in pages: a signed-out visitor goes to /singin and comes back afterwards.
            element: page(RequireAuth),
            children: [
              { path: 'blog', element: page(BlogPage) },
              {
                path: 'deshboard',
                element: page(DashboardLayout),
                children: [
                  {
                    element: <RouteErrors />,
                    children: [
                      { index: true, element: page(DashboardHomePage) },
                      {
                        element: sellerOnly,
                        children: [
                          { path: 'addproduct', element: page(AddProductPage) },
                          { path: 'showproduct', element: page(ShowProductPage) },
                          { path: 'order', element: page(OrdersPage) },
                        ],
                      },
                      {
                        element: adminOnly,
                        children: [
                          { path: 'allsellers', element: page(AllSellersPage) },
                          { path: 'allbuyers', element: page(AllBuyersPage) },
                          { path: 'reported-products', element: page(ReportedProductsPage) },
                          { path: 'audit', element: page(AuditPage) },
                        ],
                      },
                      {
                        element: buyerOnly,
                        children: [
                          { path: 'booking', element: page(BookingsPage) },
                          { path: 'payment/:id', element: page(PaymentPage) },
                          { path: 'wishlist', element: page(WishlistPage) },
                        ],
                      },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
          { path: 'products/:id', element: <ProductRoute /> },
          { path: 'search', element: page(SearchPage) },
          { path: 'categories/:brand', element: <CategoryRoute /> },
          // Bundled eagerly: the error page and the category page show it too.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's pages for the current address (inside <BrowserRouter>, main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
