import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { LiveUpdates } from './features/live/live-updates.tsx';

/**
 * What every page renders inside, on the server and in the browser alike (the two trees must be
 * the same for hydration): the query client of this render, and identity. The router goes inside.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LiveUpdates />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
