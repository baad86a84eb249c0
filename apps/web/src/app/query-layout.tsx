import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { keepFloatingButtonsClear } from '../features/feedback/components/widget/keep-clear-watcher';
import { LiveQuerySync } from './live-query-sync';
import { queryClient } from './query-client';

/**
 * Server state for every page that talks to the API. Loaded with the first such page, so the
 * home page's first visit does not download TanStack Query (DESIGN.md §8 budget). Live events
 * refresh what these pages show (live-query-sync.tsx). The pages with forms are all here: the
 * floating feedback button keeps off their composers and primary actions (issue 34 §1).
 */
export function Component() {
  useEffect(keepFloatingButtonsClear, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveQuerySync />
      <Outlet />
    </QueryClientProvider>
  );
}
