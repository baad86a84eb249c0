import type { FieldError } from '@app/shared/api/api-error.schemas';
import { JOB_MESSAGES, type JobDraft } from '@app/shared/jobs/jobs.schemas';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { offerPasskeyNudge } from '../../../lib/passkey-nudge';
import { useCreateJob } from '../api/create-job';
import { clearJobDrafts, type ReferralFields } from '../job-draft-storage';

export type PublishOutcome =
  | { status: 'idle' }
  | { status: 'published'; jobId: string }
  | { status: 'pending' }
  | { status: 'rejected'; message: string; errors: FieldError[] }
  | { status: 'failed'; message: string };

/**
 * Publishes a job honestly (DESIGN.md §6): a success is the server's; a network or server outage
 * keeps the job in the outbox as pending; a refusal shows the server's words. One Idempotency-Key
 * per publish attempt, reused when the same job is sent again, so it is never created twice.
 */
export function usePublishJob() {
  const createJob = useCreateJob();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [outcome, setOutcome] = useState<PublishOutcome>({ status: 'idle' });

  const publish = async (draft: JobDraft, referral: ReferralFields): Promise<PublishOutcome> => {
    setOutcome({ status: 'idle' });
    let next: PublishOutcome;
    try {
      const result = await createJob.mutateAsync({
        body: { ...draft, ...referral },
        idempotencyKey: idempotencyKey.current,
      });
      clearJobDrafts();
      idempotencyKey.current = newIdempotencyKey();
      next = result.status === 'sent' ? { status: 'published', jobId: result.data.jobId } : { status: 'pending' };
      if (result.status === 'sent') offerPasskeyNudge();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        // The server refused this content: a corrected job is a new attempt.
        idempotencyKey.current = newIdempotencyKey();
        next = { status: 'rejected', message: error.serverMessage ?? JOB_MESSAGES.publishFailed, errors: error.errors };
      } else {
        next = { status: 'failed', message: JOB_MESSAGES.publishFailed };
      }
    }
    setOutcome(next);
    return next;
  };

  const reset = () => setOutcome({ status: 'idle' });

  return { outcome, publish, reset, isPublishing: createJob.isPending };
}
