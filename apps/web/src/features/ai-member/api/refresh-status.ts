import type { QueryClient } from '@tanstack/react-query';
import { aiMemberKeys } from './ai-member-keys';

/** Re-reads what the status card, monitoring controls and engagements show. */
export function refreshStatus(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: aiMemberKeys.health() }),
    queryClient.invalidateQueries({ queryKey: aiMemberKeys.monitoring() }),
    queryClient.invalidateQueries({ queryKey: aiMemberKeys.stats() }),
  ]);
}
