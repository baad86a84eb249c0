import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-error';

/** Reads retry twice on network and server errors, never on a 4xx the server meant. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiRequestError && error.isRejection),
    },
    mutations: { retry: false },
  },
});
