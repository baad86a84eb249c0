import { and, count, desc, eq, gt, min, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { users } from '../users/users.tables.ts';
import { type SendNotice, sendMessageRow } from './message-sending.repository.ts';
import { directConversations, directMessages } from './messages.tables.ts';

export type DirectRole = 'member' | 'developer';
export type DirectMessageRow = typeof directMessages.$inferSelect;
export interface DirectMessageWithAuthor {
  message: DirectMessageRow;
  author: { id: string; name: string; avatarSeed: string };
}

/** What the other person's notification of a new message says and links to. */
export interface DirectMessageNotice extends SendNotice {
  link: string;
}
const READ_MARKER = { member: 'memberReadAt', developer: 'developerReadAt' } as const;

/** The name a party is known by in the marketplace: their developer profile's, else their account's. */
const marketplaceName = sql<string>`coalesce(nullif(${developerProfiles.name}, ''), ${users.name})`;

/**
 * Serialises the member's new conversations (issue 41 §5): the daily count and the insert that
 * follows it hold for every process together. `for no key update` leaves the key-share locks
 * messages take on the row free.
 */
export async function lockConversationStarter(db: Database, memberId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('no key update');
}

/** The conversation of the two people, whoever started it. */
export async function findPairConversation(db: Database, firstId: string, secondId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: directConversations.id })
    .from(directConversations)
    .where(
      or(
        and(eq(directConversations.memberId, firstId), eq(directConversations.developerId, secondId)),
        and(eq(directConversations.memberId, secondId), eq(directConversations.developerId, firstId)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** How many conversations the member started since `since`, and when the oldest of them was. */
export async function countConversationsStartedSince(db: Database, memberId: string, since: Date) {
  const [row] = await db
    .select({ started: count(), oldest: min(directConversations.createdAt) })
    .from(directConversations)
    .where(and(eq(directConversations.memberId, memberId), gt(directConversations.createdAt, since)));
  return { started: row?.started ?? 0, oldest: row?.oldest ?? null };
}

export async function insertConversation(db: Database, memberId: string, developerId: string): Promise<string | null> {
  const [row] = await db
    .insert(directConversations)
    .values({ memberId, developerId })
    .onConflictDoNothing()
    .returning({ id: directConversations.id });
  return row?.id ?? null;
}

/** The viewer's side in the conversation, or null when they are not one of its two people. */
export async function findDirectRole(db: Database, conversationId: string, userId: string): Promise<DirectRole | null> {
  const [row] = await db
    .select({ memberId: directConversations.memberId, developerId: directConversations.developerId })
    .from(directConversations)
    .where(eq(directConversations.id, conversationId));
  if (row?.memberId === userId) return 'member';
  if (row?.developerId === userId) return 'developer';
  return null;
}

export async function setDirectReadMarker(db: Database, conversationId: string, role: DirectRole): Promise<void> {
  await db
    .update(directConversations)
    .set({ [READ_MARKER[role]]: sql`now()` })
    .where(eq(directConversations.id, conversationId));
}

/** One page of a direct conversation, newest first (`limit + 1` rows), before the cursor's message. */
export async function listDirectMessageRows(
  db: Database,
  conversationId: string,
  options: { cursor: Cursor | null; limit: number },
): Promise<DirectMessageWithAuthor[]> {
  const before = options.cursor
    ? sql`(${directMessages.createdAt}, ${directMessages.id}) < (select created_at, id from direct_messages where id = ${options.cursor.id})`
    : undefined;
  return db
    .select({
      message: directMessages,
      author: { id: users.id, name: marketplaceName, avatarSeed: users.avatarSeed },
    })
    .from(directMessages)
    .innerJoin(users, eq(users.id, directMessages.authorId))
    .leftJoin(developerProfiles, eq(developerProfiles.userId, directMessages.authorId))
    .where(and(eq(directMessages.conversationId, conversationId), before))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(options.limit + 1);
}

/** The message, if `userId` is one of the two people of its direct conversation. */
export async function findDirectMessageForParty(db: Database, messageId: string, userId: string) {
  const [row] = await db
    .select({ id: directMessages.id })
    .from(directMessages)
    .innerJoin(directConversations, eq(directConversations.id, directMessages.conversationId))
    .where(
      and(
        eq(directMessages.id, messageId),
        or(eq(directConversations.memberId, userId), eq(directConversations.developerId, userId)),
      ),
    );
  return row?.id ?? null;
}

export async function deleteDirectMessage(db: Database, messageId: string): Promise<boolean> {
  const rows = await db
    .delete(directMessages)
    .where(eq(directMessages.id, messageId))
    .returning({ id: directMessages.id });
  return rows.length > 0;
}

export type SentDirectMessage =
  | { outcome: 'not_found' }
  | { outcome: 'left' }
  | { outcome: 'blocked' }
  | { outcome: 'sent'; message: DirectMessageRow; authorName: string };

/**
 * Sends a message in a direct conversation in one statement (sendMessageRow): the author is its
 * member or its developer, and it is open while the other person is there.
 */
export async function sendDirectMessageRow(
  db: Database,
  values: { conversationId: string; authorId: string; body: string; notice: DirectMessageNotice },
): Promise<SentDirectMessage> {
  const { conversationId, authorId, body, notice } = values;
  const row = await sendMessageRow(db, {
    authorId,
    notice,
    thread: {
      party: sql`
        select c.id,
          case when c.member_id = ${authorId} then 'member' when c.developer_id = ${authorId} then 'developer' end as role,
          case when c.member_id = ${authorId} then c.developer_id else c.member_id end as other_id
        from direct_conversations c where c.id = ${conversationId}`,
      isOpen: sql`true`,
      touch: sql`
        update direct_conversations c
        set last_message_at = now(),
          member_read_at = case when open.role = 'member' then now() else c.member_read_at end,
          developer_read_at = case when open.role = 'developer' then now() else c.developer_read_at end
        from open where c.id = open.id`,
      insertMessage: sql`
        insert into direct_messages (conversation_id, author_id, body)
        select open.id, ${authorId}, ${body} from open
        returning id, conversation_id as thread_id, author_id, body, created_at`,
      noticeLink: sql`${notice.link}`,
      noticeData: sql`jsonb_build_object('conversationId', open.id)`,
    },
  });
  if (!row?.role) return { outcome: 'not_found' };
  if (row.other_gone) return { outcome: 'left' };
  if (row.blocked || row.id === null) return { outcome: 'blocked' };
  const message = {
    id: row.id,
    conversationId: row.thread_id,
    authorId: row.author_id,
    body: row.body,
    createdAt: new Date(row.created_at),
  };
  return { outcome: 'sent', message, authorName: row.author_name };
}
