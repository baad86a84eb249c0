import type { ApplicationRole } from '@app/shared/applications/application-rules';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { jobApplications } from '../applications/applications.tables.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { users } from '../users/users.tables.ts';
import { applicationMessages } from './messages.tables.ts';

export type MessageRow = typeof applicationMessages.$inferSelect;
export interface MessageWithAuthor {
  message: MessageRow;
  author: { id: string; name: string; avatarSeed: string };
}

/** The read marker of each party. */
const READ_MARKER = { owner: 'ownerReadAt', applicant: 'applicantReadAt' } as const;

/*
 * The conversation's columns of job_applications (last_message_at and the two read markers) are
 * written here, not through the applications module: they belong to the conversation, and this is
 * the only module that changes them (the applications module reads them for its unread counts).
 */

/**
 * Records a new message in its conversation: the last message time and the author's own read
 * marker (what you write yourself is read). Locks the application row first, so two messages to
 * one conversation queue here rather than deadlock.
 */
export async function touchConversation(db: Database, applicationId: string, role: ApplicationRole): Promise<void> {
  await db
    .update(jobApplications)
    .set({ lastMessageAt: sql`now()`, [READ_MARKER[role]]: sql`now()` })
    .where(eq(jobApplications.id, applicationId));
}

/** Everything in the conversation up to now is read by this party. */
export async function setReadMarker(db: Database, applicationId: string, role: ApplicationRole): Promise<void> {
  await db
    .update(jobApplications)
    .set({ [READ_MARKER[role]]: sql`now()` })
    .where(eq(jobApplications.id, applicationId));
}

export async function insertMessage(
  db: Database,
  values: { applicationId: string; authorId: string; body: string },
): Promise<MessageRow> {
  const [row] = await db.insert(applicationMessages).values(values).returning();
  if (!row) throw new Error('Inserting a message returned no row');
  return row;
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
      // The name a party is known by in the marketplace: their developer profile's, else their account's.
      author: {
        id: users.id,
        name: sql<string>`coalesce(nullif(${developerProfiles.name}, ''), ${users.name})`,
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
 * visitor is the applicant or the job's owner and whose last message is after their marker, then
 * the other party's messages after it.
 */
export async function countUnreadByConversation(
  db: Database,
  userId: string,
): Promise<{ applicationId: string; unread: number }[]> {
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
    )
    select mine.id as application_id, count(*)::int as unread
    from mine
    join application_messages m on m.application_id = mine.id and m.created_at > mine.read_at
    where m.author_id <> ${userId}
    group by mine.id
    order by mine.id`)) as unknown as { rows: { application_id: string; unread: number | string }[] };
  return result.rows.map((row) => ({ applicationId: row.application_id, unread: Number(row.unread) }));
}
