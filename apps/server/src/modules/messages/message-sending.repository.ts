import type { NotificationKind } from '@app/shared/notifications/notifications.constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { users } from '../users/users.tables.ts';

/** What a new message's notification to the other party says; its link is the thread kind's. */
export interface SendNotice {
  kind: NotificationKind;
  /** The title before the author's name ("New message from "). */
  titlePrefix: string;
  preview: string;
}

/**
 * How one kind of thread (an application's conversation, a direct one) takes part in sending a
 * message. Each is a piece of SQL that reads the CTE `party` (the first) or `open` (the others).
 */
export interface ThreadSendParts {
  /** The `party` CTE's query: the thread's `id`, the author's `role` in it (null when not a party), `other_id`. */
  party: SQL;
  /** What else a thread needs to take messages (an application's: its job still there). */
  isOpen: SQL;
  /** The update of the thread's last message time and the author's read marker, from `open`. */
  touch: SQL;
  /** The message's insert (its body) from `open`, returning id, thread_id, author_id, body, created_at. */
  insertMessage: SQL;
  /** The notification's link and data, from `open`. */
  noticeLink: SQL;
  noticeData: SQL;
}

export interface SendRow {
  role: string | null;
  other_gone: boolean;
  blocked: boolean;
  /** Null when nothing was written (not open, gone, blocked). */
  id: string | null;
  thread_id: string;
  author_id: string;
  body: string;
  created_at: Date | string;
  author_name: string;
}

/** The name a party is known by in the marketplace: their developer profile's, else their account's. */
const marketplaceName = sql<string>`coalesce(nullif(${developerProfiles.name}, ''), ${users.name})`;

/**
 * Sends a message in one statement, whatever the thread (issues 24, 41 §5): it finds the author's
 * role, and only if the thread is open, the other party still there and not blocking the author
 * (the blocks module's member_blocks) adds the message, moves the thread's last message time and
 * the author's own read marker (what you write yourself is read), and inserts the other party's
 * notification (announced live at commit by migration 0014's trigger). One statement is one
 * transaction: all of it or nothing. The update takes the thread row's lock, so two messages to one
 * thread queue there rather than deadlock. The other party's user row is read under a key-share
 * lock, so an account deletion in flight (issue 35) is waited for. The author's name is the one
 * they are known by, as the threads name authors. Undefined when the thread does not exist.
 */
export async function sendMessageRow(
  db: Database,
  values: { authorId: string; notice: SendNotice; thread: ThreadSendParts },
): Promise<SendRow | undefined> {
  const { authorId, notice, thread } = values;
  const result = (await db.execute(sql`
    with party as (${thread.party}),
    other as (
      select u.id, u.deleted_at is not null as gone from users u
      where u.id = (select other_id from party where role is not null) for key share
    ),
    blocked as (
      select 1 from member_blocks b
      where b.blocker_id = (select other_id from party) and b.blocked_id = ${authorId}
    ),
    open as (
      select party.* from party
      where role is not null and other_id is not null and ${thread.isOpen}
        and not exists (select 1 from other where other.gone) and not exists (select 1 from blocked)
    ),
    touched as (${thread.touch}),
    message as (${thread.insertMessage}),
    author as (
      select ${marketplaceName} as name from ${users}
      left join ${developerProfiles} on ${developerProfiles.userId} = ${users.id}
      where ${users.id} = ${authorId} limit 1
    ),
    notice as (
      insert into notifications (user_id, kind, title, body, link, data)
      select open.other_id, ${notice.kind}, ${notice.titlePrefix} || author.name, ${notice.preview},
        ${thread.noticeLink}, ${thread.noticeData}
      from open, author, message
    )
    select party.role, coalesce(other.gone, false) as other_gone, exists (select 1 from blocked) as blocked,
      message.id, message.thread_id, message.author_id, message.body, message.created_at,
      author.name as author_name
    from party left join other on true left join message on true left join author on true`)) as unknown as {
    rows: SendRow[];
  };
  return result.rows[0];
}
