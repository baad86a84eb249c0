import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { MESSAGE_MESSAGES } from '@app/shared/messages/messages.constants';
import type { CreateMessageBody, Message, UnreadMessagesResponse } from '@app/shared/messages/messages.schemas';
import { jobApplicantsPath, myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { requireApplicationParty } from '../applications/application-parties.service.ts';
import { markNotificationsReadAbout, notifyUsers, previewOf } from '../notifications/notifications.service.ts';
import {
  countUnreadByConversation,
  deleteMessage,
  findMessageForParty,
  insertMessageInConversation,
  listMessageRows,
  type MessageWithAuthor,
  setReadMarker,
} from './messages.repository.ts';

const CONVERSATION_CLOSED = 'This job was deleted, so its conversation is closed.';

function toMessage({ message, author }: MessageWithAuthor): Message {
  return {
    id: message.id,
    applicationId: message.applicationId,
    author: { id: author.id, name: author.name, avatar: author.avatarSeed },
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

/** A page of the conversation: pages run from the newest back; each page reads oldest first. */
export async function listMessages(db: Database, visitor: User, applicationId: string, query: PageQuery) {
  await requireApplicationParty(db, visitor.id, applicationId, MESSAGE_MESSAGES.notFound);
  const rows = await listMessageRows(db, applicationId, { cursor: decodeCursor(query.cursor), limit: query.limit });
  const page = toPage(
    rows.map((row) => ({ ...row, id: row.message.id })),
    query.limit,
  );
  return { messages: page.items.map(toMessage).reverse(), nextCursor: page.nextCursor };
}

/**
 * Sends a message to the other party: in one transaction the message, the conversation's last
 * message time, the author's read marker (one statement) and the other party's notification
 * (announced live at commit). A job deleted since (no owner any more) closes the conversation.
 */
export async function sendMessage(
  db: Database,
  author: User,
  applicationId: string,
  body: CreateMessageBody,
): Promise<Message> {
  return inTransaction(db, async (tx) => {
    const party = await requireApplicationParty(tx, author.id, applicationId, MESSAGE_MESSAGES.notFound);
    if (!party.otherPartyId || !party.jobId) throw conflict(CONVERSATION_CLOSED);
    // Known by their developer profile's name where they have one, as on the applicants page.
    const { message, authorName } = await insertMessageInConversation(tx, {
      applicationId,
      authorId: author.id,
      body: body.body,
      role: party.role,
    });
    await notifyUsers(tx, [
      {
        userId: party.otherPartyId,
        kind: 'message.new',
        title: `New message from ${authorName}`,
        body: previewOf(body.body),
        // The owner reads it beside the job's applicants; the applicant in their applications.
        link: party.role === 'owner' ? myApplicationPath(applicationId) : jobApplicantsPath(party.jobId, applicationId),
        data: { applicationId, jobId: party.jobId },
      },
    ]);
    return toMessage({ message, author: { id: author.id, name: authorName, avatarSeed: author.avatar } });
  });
}

/** Unread messages from the other party, per conversation and in total (one query). */
export async function getUnreadMessages(
  db: Database,
  userId: string,
): Promise<Omit<UnreadMessagesResponse, 'success'>> {
  const conversations = await countUnreadByConversation(db, userId);
  return { total: conversations.reduce((sum, item) => sum + item.unread, 0), conversations };
}

/**
 * Opening a conversation reads it: the viewer's marker moves to now, and their `message.new`
 * notifications about it are read too. Answers the unread counts that follow.
 */
export async function markConversationRead(db: Database, visitor: User, applicationId: string) {
  const party = await requireApplicationParty(db, visitor.id, applicationId, MESSAGE_MESSAGES.notFound);
  await inTransaction(db, async (tx) => {
    await setReadMarker(tx, applicationId, party.role);
    await markNotificationsReadAbout(tx, visitor.id, {
      kind: 'message.new',
      key: 'applicationId',
      value: applicationId,
    });
  });
  return getUnreadMessages(db, visitor.id);
}

/** Reports: only a party of the conversation may report one of its messages (anyone else: unknown). */
export async function isMessageVisibleTo(db: Database, messageId: string, userId: string): Promise<boolean> {
  return (await findMessageForParty(db, messageId, userId)) !== null;
}

/** Moderation: a removed message is deleted for good (there is no thread position to keep). */
export function removeMessage(db: Database, messageId: string): Promise<boolean> {
  return deleteMessage(db, messageId);
}
