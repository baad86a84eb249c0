import type {
  ConversationSummary,
  ListConversationsQuery,
  ListConversationsResponse,
} from '@app/shared/messages/conversations.schemas';
import type { Database } from '../../db/client.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { type ConversationRow, listConversationRows } from './conversations.repository.ts';

function toSummary(row: ConversationRow): ConversationSummary {
  const otherParty =
    row.other_id !== null && row.other_name !== null
      ? {
          id: row.other_id,
          name: row.other_name,
          avatar: row.other_avatar ?? '',
          developerId: row.other_developer_id,
        }
      : null;
  const isDirect = row.kind === 'direct';
  return {
    kind: row.kind,
    id: row.id,
    applicationId: isDirect ? null : row.id,
    role: row.role,
    otherParty,
    job: isDirect ? null : { id: row.job_id, title: row.job_title ?? '' },
    lastMessage: {
      preview: row.preview ?? '',
      authorId: row.last_author_id,
      createdAt: new Date(row.last_message_at).toISOString(),
    },
    unread: Number(row.unread),
    // As the conversation view decides (application-labels.ts canWriteAbout): an owner to write to, an
    // applicant still there; in a direct conversation, the other person still there.
    canWrite: isDirect
      ? otherParty !== null && !row.other_gone
      : row.job_id !== null && otherParty !== null && row.status !== 'withdrawn',
    isBlocked: row.is_blocked,
  };
}

/** The inbox (issue 34 §1): every conversation the visitor takes part in, newest activity first, in one query. */
export async function listConversations(
  db: Database,
  userId: string,
  query: ListConversationsQuery,
): Promise<Omit<ListConversationsResponse, 'success'>> {
  const rows = await listConversationRows(db, userId, {
    search: query.q || undefined,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit, (row) => ({ value: Number(row.last_micros), id: row.id }));
  return { conversations: page.items.map(toSummary), nextCursor: page.nextCursor };
}

/** One conversation of the visitor, as the inbox lists it (null when they take no part in it). */
export async function getConversationSummary(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<ConversationSummary | null> {
  const [row] = await listConversationRows(db, userId, { cursor: null, limit: 1, onlyId: conversationId });
  return row ? toSummary(row) : null;
}
