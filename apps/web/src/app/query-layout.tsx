import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { LiveQuerySync } from './live-query-sync';
import { queryClient } from './query-client';

/**
 * Server state for every page that talks to the API. Loaded with the first such page, so the
 * home page's first visit does not download TanStack Query (DESIGN.md §8 budget). Live events
 * refresh what these pages show (live-query-sync.tsx).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveQuerySync />
      <Outlet />
    </QueryClientProvider>
  );
}
