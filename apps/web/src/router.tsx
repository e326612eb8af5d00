import { createBrowserRouter } from 'react-router';
import { RootLayout } from './components/layout/root-layout.tsx';
import { PageLoading } from './components/layout/page-loading.tsx';
import { lazyPage } from './components/layout/lazy-page.ts';
import ErrorPage from './pages/error-page.tsx';
import NotFoundPage from './pages/not-found-page.tsx';

// The route table. Pages load on demand as separate chunks (lazyPage: 120 s time-out); the error
// page is bundled eagerly because it must show when a chunk fails.
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
          { index: true, lazy: lazyPage(() => import('./pages/home-page.tsx')) },
          { path: 'home', lazy: lazyPage(() => import('./pages/home-page.tsx')) },
          { path: 'blog', lazy: lazyPage(() => import('./pages/blog-page.tsx')) },
          {
            // Unknown brands render the not-found page (category-page checks the slug).
            path: 'categories/:brand',
            lazy: lazyPage(() => import('./pages/category-page.tsx')),
          },
          // Bundled eagerly: the error page and the category page show it too.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
