import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { APPLICATION_MESSAGES, alreadyAppliedMessage } from '@app/shared/applications/applications.constants';
import type { CreateInvitationBody, Invitation } from '@app/shared/applications/applications.schemas';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { refuseIfBlocked } from '../blocks/blocks.service.ts';
import { getDeveloperOrLeft } from '../developers/developers.service.ts';
import { getJob } from '../jobs/jobs.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { hasLeftPlatform } from '../users/users.service.ts';
import { invitationNotice } from './application-notices.ts';
import { hasAppliedTo } from './applications.repository.ts';
import {
  findInvitationForUser,
  type InvitationListRow,
  insertInvitation,
  listInvitationsOfUser,
} from './invitations.repository.ts';

function toInvitation(row: InvitationListRow): Invitation {
  return {
    id: row.invitation.id,
    job: { ...row.job, ownerName: row.ownerName },
    developerId: row.invitation.developerId,
    invitedBy: { id: row.invitation.invitedBy, name: row.inviterName },
    applicationId: row.applicationId,
    createdAt: row.invitation.createdAt.toISOString(),
  };
}

/**
 * A job's owner invites a developer to apply (issue 20 §5): once per developer and job, only to
 * an open job, only a developer with an account to tell (409 MEMBER_LEFT_MESSAGE once they deleted
 * it: while the deletion is in flight, and after it by the profile id it remembers), never from a
 * member the developer blocks (403 BLOCKED_MESSAGE, issue 41 §5), not one who already applied to it
 * (409 "<name> already applied to this job.", issue 41 §5);
 * the invitation and the developer's notification commit together.
 */
export async function inviteDeveloper(
  db: Database,
  visitor: User,
  jobId: string,
  body: CreateInvitationBody,
): Promise<Invitation> {
  return inTransaction(db, async (tx) => {
    const job = await getJob(tx, jobId);
    if (job.ownerId !== visitor.id) throw forbidden(APPLICATION_MESSAGES.onlyOwnerInvites);
    const developer = await getDeveloperOrLeft(tx, body.developerId);
    if (developer.userId === visitor.id) throw conflict(APPLICATION_MESSAGES.inviteSelf);
    if (!developer.userId) throw conflict(APPLICATION_MESSAGES.inviteNoAccount);
    if (await hasLeftPlatform(tx, developer.userId)) throw conflict(MEMBER_LEFT_MESSAGE);
    await refuseIfBlocked(tx, developer.userId, visitor.id);
    if (job.status !== 'published') throw conflict(APPLICATION_MESSAGES.inviteClosedJob);
    if (await hasAppliedTo(tx, developer.userId, jobId)) throw conflict(alreadyAppliedMessage(developer.name));
    const row = await insertInvitation(tx, { jobId, developerId: developer.id, invitedBy: visitor.id });
    if (!row) throw conflict(APPLICATION_MESSAGES.inviteOnce);
    await notifyUsers(tx, [
      invitationNotice({
        developerUserId: developer.userId,
        invitationId: row.id,
        jobId,
        jobTitle: job.title,
        ownerName: visitor.name,
      }),
    ]);
    const created = await findInvitationForUser(tx, row.id, developer.userId);
    if (!created) throw new Error('A new invitation could not be read back');
    return toInvitation(created);
  });
}

/** The invitations a developer received (issue 20 §6), with whether they have applied yet. */
export async function listMyInvitations(db: Database, visitor: User, query: PageQuery) {
  const rows = await listInvitationsOfUser(db, {
    userId: visitor.id,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit, (row) => ({ value: null, id: row.invitation.id }));
  return { invitations: page.items.map(toInvitation), nextCursor: page.nextCursor };
}
