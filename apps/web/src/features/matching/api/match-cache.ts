import type { DeveloperMatch } from '@app/shared/matching/matching.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { matchingKeys } from './matching-keys';

/** An invitation was sent (through applications' invite dialog): the suggestion says "Invited" at once. */
export function markMatchInvited(queryClient: QueryClient, jobId: string, developerId: string): void {
  queryClient.setQueryData<DeveloperMatch[]>(matchingKeys.forJob(jobId), (matches) =>
    matches?.map((match) => (match.developer.id === developerId ? { ...match, invited: true } : match)),
  );
}
