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

/** The name a party is known by in the marketplace: their developer profile's, else their account's. */
const marketplaceName = sql<string>`coalesce(nullif(${developerProfiles.name}, ''), ${users.name})`;

/** The read marker of each party. */
const READ_MARKER = { owner: 'ownerReadAt', applicant: 'applicantReadAt' } as const;

/*
 * The conversation's columns of job_applications (last_message_at and the two read markers) are
 * written here, not through the applications module: they belong to the conversation, and this is
 * the only module that changes them (the applications module reads them for its unread counts).
 */

/**
 * Adds a message to its conversation in one statement: the message, the conversation's last
 * message time and the author's own read marker (what you write yourself is read). The update takes
 * the application row's lock, so two messages to one conversation queue there rather than deadlock.
 * Returns the message with the name its author is known by (as listMessageRows names authors).
 */
export async function insertMessageInConversation(
  db: Database,
  values: { applicationId: string; authorId: string; body: string; role: ApplicationRole },
): Promise<{ message: MessageRow; authorName: string }> {
  const marker = jobApplications[READ_MARKER[values.role]].name;
  const result = await db.execute(sql`
    with touched as (
      update ${jobApplications}
      set ${sql.identifier(jobApplications.lastMessageAt.name)} = now(), ${sql.identifier(marker)} = now()
      where ${jobApplications.id} = ${values.applicationId}
    )
    insert into ${applicationMessages} (application_id, author_id, body)
    values (${values.applicationId}, ${values.authorId}, ${values.body})
    returning id, application_id, author_id, body, created_at, (
      select ${marketplaceName} from ${users}
      left join ${developerProfiles} on ${developerProfiles.userId} = ${users.id}
      where ${users.id} = ${values.authorId} limit 1
    ) as author_name`);
  const [row] = (
    result as unknown as {
      rows: {
        id: string;
        application_id: string;
        author_id: string;
        body: string;
        created_at: Date | string;
        author_name: string;
      }[];
    }
  ).rows;
  if (!row) throw new Error('Inserting a message returned no row');
  const message = {
    id: row.id,
    applicationId: row.application_id,
    authorId: row.author_id,
    body: row.body,
    createdAt: new Date(row.created_at),
  };
  return { message, authorName: row.author_name };
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
