import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes } from './router.tsx';
import './index.css';
import './lib/zod-config.ts';

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (Lighthouse's total blocking time on slow phones).
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
