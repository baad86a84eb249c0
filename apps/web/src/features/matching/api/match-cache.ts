import type { DeveloperMatch } from '@app/shared/matching/matching.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { matchingKeys } from './matching-keys';

/** An invitation was sent (through applications' invite dialog): the suggestion says "Invited" at once. */
export function markMatchInvited(queryClient: QueryClient, jobId: string, developerId: string): void {
  queryClient.setQueryData<DeveloperMatch[]>(matchingKeys.forJob(jobId), (matches) =>
    matches?.map((match) => (match.developer.id === developerId ? { ...match, invited: true } : match)),
  );
}

/**
 * An invitation was refused as out of date (the developer applied, or was invited from another tab):
 * the job's suggestions are read again, and an applicant leaves them.
 */
export function refreshJobMatches(queryClient: QueryClient, jobId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: matchingKeys.forJob(jobId) });
}
