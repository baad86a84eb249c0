import type { ApplicationRole } from '@app/shared/applications/application-rules';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { jobApplications } from '../applications/applications.tables.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { users } from '../users/users.tables.ts';
import { type SendNotice, sendMessageRow } from './message-sending.repository.ts';
import { applicationMessages } from './messages.tables.ts';

export type MessageRow = typeof applicationMessages.$inferSelect;
export interface MessageWithAuthor {
  message: MessageRow;
  author: { id: string; name: string; avatarSeed: string };
}

/** The name a party is known by in the marketplace: their developer profile's, else their account's. */
const marketplaceName = sql<string>`coalesce(nullif(${developerProfiles.name}, ''), ${users.name})`;

/** The read marker of each party. */
const READ_MARKER = { owner: 'ownerReadAt', applicant: 'applicantReadAt' } as const;

/*
 * The conversation's columns of job_applications (last_message_at and the two read markers) are
 * written here, not through the applications module: they belong to the conversation, and this is
 * the only module that changes them (the applications module reads them for its unread counts).
 */

/** What the other party's notification of a new message says and links to (messages.service.ts). */
export interface MessageNotice extends SendNotice {
  /** The link the owner's message gives the applicant. */
  applicantLink: string;
  /** The link an applicant's message gives the owner, with `jobSlot` where the job's id goes. */
  ownerLinkTemplate: string;
  jobSlot: string;
}

export type SentMessage =
  | { outcome: 'not_found' }
  | { outcome: 'closed' }
  | { outcome: 'left' }
  | { outcome: 'blocked' }
  | { outcome: 'sent'; message: MessageRow; authorName: string };

/**
 * Sends a message in an application's conversation in one statement (sendMessageRow): the author
 * is the applicant or the job's owner, and the conversation is open while the job (and so its
 * owner) is still there; the owner's message links the applicant to it, the applicant's the owner.
 */
export async function sendMessageInConversation(
  db: Database,
  values: { applicationId: string; authorId: string; body: string; notice: MessageNotice },
): Promise<SentMessage> {
  const { applicationId, authorId, body, notice } = values;
  const row = await sendMessageRow(db, {
    authorId,
    notice,
    thread: {
      party: sql`
        select a.id, a.job_id,
          case when a.user_id = ${authorId} then 'applicant' when j.owner_id = ${authorId} then 'owner' end as role,
          case when a.user_id = ${authorId} then j.owner_id else a.user_id end as other_id
        from job_applications a left join jobs j on j.id = a.job_id
        where a.id = ${applicationId}`,
      isOpen: sql`job_id is not null`,
      touch: sql`
        update job_applications a
        set last_message_at = now(),
          owner_read_at = case when open.role = 'owner' then now() else a.owner_read_at end,
          applicant_read_at = case when open.role = 'applicant' then now() else a.applicant_read_at end
        from open where a.id = open.id`,
      insertMessage: sql`
        insert into application_messages (application_id, author_id, body)
        select open.id, ${authorId}, ${body} from open
        returning id, application_id as thread_id, author_id, body, created_at`,
      noticeLink: sql`case open.role when 'owner' then ${notice.applicantLink}
          else replace(${notice.ownerLinkTemplate}, ${notice.jobSlot}, open.job_id::text) end`,
      noticeData: sql`jsonb_build_object('applicationId', open.id, 'jobId', open.job_id)`,
    },
  });
  if (!row?.role) return { outcome: 'not_found' };
  if (row.other_gone) return { outcome: 'left' };
  if (row.blocked) return { outcome: 'blocked' };
  if (row.id === null) return { outcome: 'closed' };
  const message = {
    id: row.id,
    applicationId: row.thread_id,
    authorId: row.author_id,
    body: row.body,
    createdAt: new Date(row.created_at),
  };
  return { outcome: 'sent', message, authorName: row.author_name };
}

/** Everything in the conversation up to now is read by this party. */
export async function setReadMarker(db: Database, applicationId: string, role: ApplicationRole): Promise<void> {
  await db
    .update(jobApplications)
    .set({ [READ_MARKER[role]]: sql`now()` })
    .where(eq(jobApplications.id, applicationId));
}

/** One page of a conversation, newest first (`limit + 1` rows), before the cursor's message. */
export async function listMessageRows(
  db: Database,
  applicationId: string,
  options: { cursor: Cursor | null; limit: number },
): Promise<MessageWithAuthor[]> {
  const before = options.cursor
    ? sql`(${applicationMessages.createdAt}, ${applicationMessages.id}) < (select created_at, id from application_messages where id = ${options.cursor.id})`
    : undefined;
  return db
    .select({
      message: applicationMessages,
      author: {
        id: users.id,
        name: marketplaceName,
        avatarSeed: users.avatarSeed,
      },
    })
    .from(applicationMessages)
    .innerJoin(users, eq(users.id, applicationMessages.authorId))
    .leftJoin(developerProfiles, eq(developerProfiles.userId, applicationMessages.authorId))
    .where(and(eq(applicationMessages.applicationId, applicationId), before))
    .orderBy(desc(applicationMessages.createdAt), desc(applicationMessages.id))
    .limit(options.limit + 1);
}

/** The message, if `userId` is a party of its conversation (the applicant or the job's owner). */
export async function findMessageForParty(db: Database, messageId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: applicationMessages.id })
    .from(applicationMessages)
    .innerJoin(jobApplications, eq(jobApplications.id, applicationMessages.applicationId))
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(
      and(eq(applicationMessages.id, messageId), or(eq(jobApplications.userId, userId), eq(jobs.ownerId, userId))),
    );
  return row?.id ?? null;
}

export async function deleteMessage(db: Database, messageId: string): Promise<boolean> {
  const rows = await db
    .delete(applicationMessages)
    .where(eq(applicationMessages.id, messageId))
    .returning({ id: applicationMessages.id });
  return rows.length > 0;
}

/**
 * Unread messages per conversation for one visitor, in one statement: the conversations where the
 * visitor is the applicant or the job's owner, or one of a direct conversation's two people (issue
 * 41 §5), and whose last message is after their marker, then the other party's messages after it.
 */
export async function countUnreadByConversation(
  db: Database,
  userId: string,
): Promise<{ kind: 'application' | 'direct'; id: string; unread: number }[]> {
  const result = (await db.execute(sql`
    with mine as (
      select a.id, coalesce(a.applicant_read_at, '-infinity') as read_at
      from job_applications a
      where a.user_id = ${userId} and a.last_message_at > coalesce(a.applicant_read_at, '-infinity')
      union all
      select a.id, coalesce(a.owner_read_at, '-infinity') as read_at
      from job_applications a
      join jobs j on j.id = a.job_id
      where j.owner_id = ${userId} and a.user_id <> ${userId}
        and a.last_message_at > coalesce(a.owner_read_at, '-infinity')
    ),
    direct as (
      select c.id, coalesce(c.member_read_at, '-infinity') as read_at
      from direct_conversations c
      where c.member_id = ${userId} and c.last_message_at > coalesce(c.member_read_at, '-infinity')
      union all
      select c.id, coalesce(c.developer_read_at, '-infinity') as read_at
      from direct_conversations c
      where c.developer_id = ${userId} and c.last_message_at > coalesce(c.developer_read_at, '-infinity')
    )
    select 'application' as kind, mine.id, count(*)::int as unread
    from mine
    join application_messages m on m.application_id = mine.id and m.created_at > mine.read_at
    where m.author_id <> ${userId}
    group by mine.id
    union all
    select 'direct' as kind, direct.id, count(*)::int as unread
    from direct
    join direct_messages m on m.conversation_id = direct.id and m.created_at > direct.read_at
    where m.author_id <> ${userId}
    group by direct.id
    order by kind, id`)) as unknown as {
    rows: { kind: 'application' | 'direct'; id: string; unread: number | string }[];
  };
  return result.rows.map((row) => ({ kind: row.kind, id: row.id, unread: Number(row.unread) }));
}
