import { MARKETPLACE_PATHS } from '../navigation/marketplace-paths.ts';

/** The inbox's open conversation is `?conversation=<application id>` (issue 34 §1). */
export const CONVERSATION_PARAM = 'conversation';
/** ...or `?direct=<direct conversation id>` (issue 41 §5). */
export const DIRECT_CONVERSATION_PARAM = 'direct';

export function inboxPath(applicationId?: string): string {
  const path = MARKETPLACE_PATHS.messages;
  return applicationId ? `${path}?${CONVERSATION_PARAM}=${encodeURIComponent(applicationId)}` : path;
}

export function directConversationPath(conversationId: string): string {
  return `${MARKETPLACE_PATHS.messages}?${DIRECT_CONVERSATION_PARAM}=${encodeURIComponent(conversationId)}`;
}

/** The inbox address of a conversation of either kind. */
export function conversationPath(conversation: ConversationRef): string {
  return conversation.kind === 'direct' ? directConversationPath(conversation.id) : inboxPath(conversation.id);
}

/** Which conversation: an application's (its id) or a direct one (its id). */
export interface ConversationRef {
  kind: 'application' | 'direct';
  id: string;
}
