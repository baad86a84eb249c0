import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { BLOCKED_MESSAGE } from '@app/shared/members/blocks.constants';
import { MESSAGE_MESSAGES } from '@app/shared/messages/messages.constants';
import type { CreateMessageBody, Message, UnreadMessagesResponse } from '@app/shared/messages/messages.schemas';
import { jobApplicantsPath, myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { requireApplicationParty } from '../applications/application-parties.service.ts';
import { asOneWrite } from '../idempotency/commit-marker.ts';
import { markNotificationsReadAbout, previewOf } from '../notifications/notifications.service.ts';
import { deleteDirectMessage, findDirectMessageForParty } from './direct-conversations.repository.ts';
import {
  countUnreadByConversation,
  deleteMessage,
  findMessageForParty,
  listMessageRows,
  type MessageWithAuthor,
  sendMessageInConversation,
  setReadMarker,
} from './messages.repository.ts';

const CONVERSATION_CLOSED = 'This job was deleted, so its conversation is closed.';

function toMessage({ message, author }: MessageWithAuthor): Message {
  return {
    id: message.id,
    conversationId: message.applicationId,
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

/** Where the job's id goes in the owner's link, until the statement knows it (a uuid never holds it). */
const JOB_SLOT = 'job-id-slot';

/**
 * Sends a message to the other party: the message, the conversation's last message time, the
 * author's read marker and the other party's notification, in one statement (see
 * sendMessageInConversation). A job deleted since (no owner any more) closes the conversation; a
 * party who deleted their account is answered 409 MEMBER_LEFT_MESSAGE (issue 35), and one the other
 * party blocks 403 BLOCKED_MESSAGE (issue 41 §5).
 * Known by their developer profile's name where they have one, as on the applicants page. The
 * owner reads the notification beside the job's applicants; the applicant in their applications.
 */
export async function sendMessage(
  db: Database,
  author: User,
  applicationId: string,
  body: CreateMessageBody,
): Promise<Message> {
  // A refusal throws inside the write, so a keyed request's transaction rolls back with its marker.
  const { message, authorName } = await asOneWrite(db, async (writer) => {
    const sent = await sendMessageInConversation(writer, {
      applicationId,
      authorId: author.id,
      body: body.body,
      notice: {
        kind: 'message.new',
        titlePrefix: 'New message from ',
        preview: previewOf(body.body),
        applicantLink: myApplicationPath(applicationId),
        ownerLinkTemplate: jobApplicantsPath(JOB_SLOT, applicationId),
        jobSlot: JOB_SLOT,
      },
    });
    if (sent.outcome === 'not_found') throw notFound(MESSAGE_MESSAGES.notFound);
    if (sent.outcome === 'left') throw conflict(MEMBER_LEFT_MESSAGE);
    if (sent.outcome === 'blocked') throw forbidden(BLOCKED_MESSAGE);
    if (sent.outcome === 'closed') throw conflict(CONVERSATION_CLOSED);
    return sent;
  });
  return toMessage({ message, author: { id: author.id, name: authorName, avatarSeed: author.avatar } });
}

/** Unread messages from the other party, per conversation and in total (one query). */
export async function getUnreadMessages(
  db: Database,
  userId: string,
): Promise<Omit<UnreadMessagesResponse, 'success'>> {
  const rows = await countUnreadByConversation(db, userId);
  const conversations = rows.map((row) => ({ ...row, applicationId: row.kind === 'application' ? row.id : null }));
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

/**
 * Reports: only a party of the conversation may report one of its messages (anyone else: unknown),
 * in an application's conversation or a direct one (issue 41 §5).
 */
export async function isMessageVisibleTo(db: Database, messageId: string, userId: string): Promise<boolean> {
  if ((await findMessageForParty(db, messageId, userId)) !== null) return true;
  return (await findDirectMessageForParty(db, messageId, userId)) !== null;
}

/** Moderation: a removed message is deleted for good (there is no thread position to keep). */
export async function removeMessage(db: Database, messageId: string): Promise<boolean> {
  return (await deleteMessage(db, messageId)) || deleteDirectMessage(db, messageId);
}
