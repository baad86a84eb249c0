import type { ApplicationRole } from '@app/shared/applications/application-rules';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type ApplicationParties, findApplicationParties } from './applications.repository.ts';

export interface PartyView extends ApplicationParties {
  role: ApplicationRole;
  /** The other party's user id (null when the job is not on the platform). */
  otherPartyId: string | null;
}

/**
 * The application as one of its two parties sees it. Anyone else gets the same 404 as for an
 * unknown id, so a conversation's existence does not leak (DESIGN.md §7).
 */
export async function requireApplicationParty(
  db: Database,
  visitorId: string,
  applicationId: string,
  message = 'No application with this id.',
): Promise<PartyView> {
  const parties = await findApplicationParties(db, applicationId);
  if (parties?.applicantId === visitorId) return { ...parties, role: 'applicant', otherPartyId: parties.ownerId };
  if (parties && parties.ownerId === visitorId) return { ...parties, role: 'owner', otherPartyId: parties.applicantId };
  throw notFound(message);
}
