import type { ApplicationStatus } from '@app/shared/applications/applications.constants';
import type { Database } from '../../db/client.ts';
import { lockApplication } from './applications.repository.ts';

/** What a contract needs of the application it is proposed from (issue 32 §1). */
export interface ApplicationForContract {
  id: string;
  status: ApplicationStatus;
  jobId: string | null;
  jobTitle: string;
  ownerId: string | null;
  applicantId: string;
  opportunityId: string | null;
}

/**
 * The application, locked until the caller's transaction ends, so that a proposal and a change of
 * the application (a withdrawal) never interleave. Null for an unknown id.
 */
export async function lockApplicationForContract(db: Database, id: string): Promise<ApplicationForContract | null> {
  const locked = await lockApplication(db, id);
  if (!locked) return null;
  return {
    id: locked.application.id,
    status: locked.application.status,
    jobId: locked.application.jobId,
    jobTitle: locked.title,
    ownerId: locked.ownerId,
    applicantId: locked.application.userId,
    opportunityId: locked.opportunityId,
  };
}
