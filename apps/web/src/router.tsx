import { createBrowserRouter } from 'react-router';
import { RootLayout } from './components/layout/root-layout.tsx';

// The route table. Pages load on demand as separate chunks.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).default }),
      },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).default }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page.tsx')).default }),
      },
    ],
  },
]);
