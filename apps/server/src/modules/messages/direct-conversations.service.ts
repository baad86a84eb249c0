import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import type { PageQuery } from '@app/shared/api/pagination.schemas';
import { BLOCKED_MESSAGE } from '@app/shared/members/blocks.constants';
import { directConversationPath } from '@app/shared/messages/conversation-paths';
import type { CreateConversationBody } from '@app/shared/messages/direct-conversations.schemas';
import {
  DIRECT_CONVERSATION_WINDOW_MS,
  DIRECT_CONVERSATIONS_PER_DAY,
  DIRECT_MESSAGES,
} from '@app/shared/messages/direct-messages.constants';
import type { CreateMessageBody, Message } from '@app/shared/messages/messages.schemas';
import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { refuseIfBlocked } from '../blocks/blocks.service.ts';
import { getDeveloperOrLeft } from '../developers/developers.service.ts';
import { asOneWrite } from '../idempotency/commit-marker.ts';
import { markNotificationsReadAbout, previewOf } from '../notifications/notifications.service.ts';
import { hasLeftPlatform } from '../users/users.service.ts';
import { getConversationSummary } from './conversations.service.ts';
import {
  countConversationsStartedSince,
  type DirectMessageWithAuthor,
  type DirectRole,
  findDirectRole,
  findPairConversation,
  insertConversation,
  listDirectMessageRows,
  lockConversationStarter,
  sendDirectMessageRow,
  setDirectReadMarker,
} from './direct-conversations.repository.ts';
import { getUnreadMessages } from './messages.service.ts';

/** The 21st new conversation of a rolling day: 429, and Retry-After says when a slot frees up. */
export class TooManyConversationsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, API_ERROR_CODES.rateLimited, DIRECT_MESSAGES.tooMany);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function toDirectMessage({ message, author }: DirectMessageWithAuthor): Message {
  return {
    id: message.id,
    conversationId: message.conversationId,
    applicationId: null,
    author: { id: author.id, name: author.name, avatar: author.avatarSeed },
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

async function requireDirectParty(db: Database, conversationId: string, userId: string): Promise<DirectRole> {
  const role = await findDirectRole(db, conversationId, userId);
  // Not one of its two people: the conversation's existence does not leak (DESIGN.md §7).
  if (!role) throw notFound(DIRECT_MESSAGES.notFound);
  return role;
}

/**
 * Sends in a direct conversation (the whole write is one statement, sendDirectMessageRow), with the
 * `message.new` notification application messages send, linking to the thread in the inbox.
 */
async function sendInConversation(db: Database, author: User, conversationId: string, body: string): Promise<Message> {
  const sent = await sendDirectMessageRow(db, {
    conversationId,
    authorId: author.id,
    body,
    notice: {
      kind: 'message.new',
      titlePrefix: 'New message from ',
      preview: previewOf(body),
      link: directConversationPath(conversationId),
    },
  });
  if (sent.outcome === 'not_found') throw notFound(DIRECT_MESSAGES.notFound);
  if (sent.outcome === 'left') throw conflict(MEMBER_LEFT_MESSAGE);
  if (sent.outcome === 'blocked') throw forbidden(BLOCKED_MESSAGE);
  return toDirectMessage({
    message: sent.message,
    author: { id: author.id, name: sent.authorName, avatarSeed: author.avatar },
  });
}

/**
 * POST /api/conversations (issue 41 §5): a member writes to a developer with no application. One
 * conversation per pair of people: writing again (whoever started it) adds the message to it
 * (`created: false`). A demo profile has nobody to read it (409), nor does oneself (409); a
 * developer who blocks the member answers 403. At most DIRECT_CONVERSATIONS_PER_DAY new ones per
 * rolling 24 hours, counted under the member's row lock so it holds across processes.
 */
export async function startConversation(db: Database, author: User, body: CreateConversationBody) {
  const developer = await getDeveloperOrLeft(db, body.developerId);
  const recipientId = developer.userId;
  if (!recipientId) throw conflict(DIRECT_MESSAGES.demoProfile);
  if (recipientId === author.id) throw conflict(DIRECT_MESSAGES.self);
  return inTransaction(db, async (tx) => {
    if (await hasLeftPlatform(tx, recipientId)) throw conflict(MEMBER_LEFT_MESSAGE);
    await refuseIfBlocked(tx, recipientId, author.id);
    await lockConversationStarter(tx, author.id);
    const existing = await findPairConversation(tx, author.id, recipientId);
    const conversationId = existing ?? (await startNewConversation(tx, author.id, recipientId));
    const message = await sendInConversation(tx, author, conversationId, body.body);
    const conversation = await getConversationSummary(tx, author.id, conversationId);
    if (!conversation) throw new Error('A direct conversation could not be read back');
    return { conversation, message, created: existing === null };
  });
}

async function startNewConversation(tx: Database, memberId: string, developerId: string): Promise<string> {
  const now = Date.now();
  const { started, oldest } = await countConversationsStartedSince(
    tx,
    memberId,
    new Date(now - DIRECT_CONVERSATION_WINDOW_MS),
  );
  if (started >= DIRECT_CONVERSATIONS_PER_DAY) {
    const freesAt = (oldest?.getTime() ?? now) + DIRECT_CONVERSATION_WINDOW_MS;
    throw new TooManyConversationsError(Math.max(1, Math.ceil((freesAt - now) / 1000)));
  }
  const id = await insertConversation(tx, memberId, developerId);
  if (id) return id;
  // The pair is unique: the other person started theirs meanwhile, and it is both of theirs.
  const theirs = await findPairConversation(tx, memberId, developerId);
  if (!theirs) throw new Error('A direct conversation could be neither started nor found');
  return theirs;
}

/** GET /api/conversations/:id/messages: pages from the newest back; each page reads oldest first. */
export async function listDirectMessages(db: Database, visitor: User, conversationId: string, query: PageQuery) {
  // A bad cursor is bad input whoever asks (400 before the 404).
  const cursor = decodeCursor(query.cursor);
  await requireDirectParty(db, conversationId, visitor.id);
  const rows = await listDirectMessageRows(db, conversationId, { cursor, limit: query.limit });
  const page = toPage(
    rows.map((row) => ({ ...row, id: row.message.id })),
    query.limit,
  );
  return { messages: page.items.map(toDirectMessage).reverse(), nextCursor: page.nextCursor };
}

/** POST /api/conversations/:id/messages: either of the two people writes to the other. */
export function sendDirectMessage(db: Database, author: User, conversationId: string, body: CreateMessageBody) {
  // A refusal throws inside the write, so a keyed request's transaction rolls back with its marker.
  return asOneWrite(db, (writer) => sendInConversation(writer, author, conversationId, body.body));
}

/** Opening a direct conversation reads it, and its `message.new` notifications; answers the unread counts. */
export async function markDirectConversationRead(db: Database, visitor: User, conversationId: string) {
  const role = await requireDirectParty(db, conversationId, visitor.id);
  await inTransaction(db, async (tx) => {
    await setDirectReadMarker(tx, conversationId, role);
    await markNotificationsReadAbout(tx, visitor.id, {
      kind: 'message.new',
      key: 'conversationId',
      value: conversationId,
    });
  });
  return getUnreadMessages(db, visitor.id);
}
