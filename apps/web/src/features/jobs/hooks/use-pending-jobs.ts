import { type CreateJobBody, CreateJobBodySchema } from '@app/shared/jobs/jobs.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { onOutboxEvent } from '../../../lib/outbox';
import { refetchAfterWrite } from '../../../lib/refetch-after-write';
import { useOutboxEntries } from '../../../lib/use-outbox-entries';
import { JOBS_PATH, jobsKeys } from '../api/jobs-keys';

/**
 * Jobs still waiting in the outbox, to show them as pending; when one lands, the list is
 * refreshed so it appears as published.
 */
export function usePendingJobs(): { id: string; job: CreateJobBody }[] {
  const queryClient = useQueryClient();
  const entries = useOutboxEntries();

  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered' && event.entry.path === JOBS_PATH) {
          void refetchAfterWrite(queryClient, { queryKey: jobsKeys.all });
        }
      }),
    [queryClient],
  );

  return useMemo(
    () =>
      entries
        .filter((entry) => entry.method === 'POST' && entry.path === JOBS_PATH)
        .flatMap((entry) => {
          const parsed = CreateJobBodySchema.safeParse(entry.body);
          return parsed.success ? [{ id: entry.id, job: parsed.data }] : [];
        }),
    [entries],
  );
}
