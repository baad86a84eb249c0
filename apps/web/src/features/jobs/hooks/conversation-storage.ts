import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { type AssistantState, INITIAL_ASSISTANT_STATE } from '@app/shared/jobs/slot-engine';
import { z } from 'zod';
import type { ChatMessage } from '../../../components/ui/chat/chat-message';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { openingReplies } from '../assistant-replies';

/** A chat message (part-1 §3): who said it and what. */
export type { ChatMessage } from '../../../components/ui/chat/chat-message';

export interface Conversation {
  messages: ChatMessage[];
  state: AssistantState;
}

const slotKeys = PROJECT_SLOTS.map((slot) => slot.key) as [string, ...string[]];

/** What a reload may find under `assistantState`; anything else starts the conversation afresh. */
const StoredConversationSchema = z.object({
  messages: z.array(z.object({ id: z.string(), sender: z.enum(['AI', 'User']), text: z.string() })).min(1),
  state: z.object({
    slotIndex: z.number().int().min(0).max(PROJECT_SLOTS.length),
    slots: z.partialRecord(z.enum(slotKeys), z.string()),
  }),
});

let messageCount = 0;

export function createMessage(sender: ChatMessage['sender'], text: string): ChatMessage {
  messageCount += 1;
  return { id: `${Date.now().toString(36)}-${messageCount}-${Math.random().toString(36).slice(2, 6)}`, sender, text };
}

export function startConversation(): Conversation {
  return { messages: openingReplies().map((text) => createMessage('AI', text)), state: INITIAL_ASSISTANT_STATE };
}

export function loadConversation(): Conversation {
  const parsed = StoredConversationSchema.safeParse(readJson<unknown>(STORAGE_KEYS.assistantState, null));
  return parsed.success ? (parsed.data as Conversation) : startConversation();
}

export function saveConversation(conversation: Conversation): void {
  writeJson(STORAGE_KEYS.assistantState, conversation);
}
