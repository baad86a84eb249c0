import { ASSISTANT_GENERATORS } from '@app/shared/assistant/assistant.constants';
import { ProjectFactsSchema } from '@app/shared/assistant/assistant.schemas';
import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { type AssistantState, INITIAL_ASSISTANT_STATE } from '@app/shared/jobs/slot-engine';
import { z } from 'zod';
import type { ChatMessage } from '../../../components/ui/chat/chat-message';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { openingInvitation } from '../assistant/free-text-replies';
import type { Understanding } from '../assistant/understanding';
import { openingReplies } from '../assistant-replies';

/** A chat message (part-1 §3): who said it and what. */
export type { ChatMessage } from '../../../components/ui/chat/chat-message';

/**
 * 'open': the first message invites a description or a name; 'steps': the ten questions, each
 * answer kept as typed (part-1 §4); 'free': answers are understood by the server (issue 23).
 */
export type ConversationMode = 'open' | 'steps' | 'free';

export interface Conversation {
  messages: ChatMessage[];
  state: AssistantState;
  /** Absent in conversations stored before issue 23: those were the ten questions. */
  mode?: ConversationMode;
  understanding?: Understanding;
}

export const modeOf = (conversation: Conversation): ConversationMode => conversation.mode ?? 'steps';

const slotKeys = PROJECT_SLOTS.map((slot) => slot.key) as [string, ...string[]];

/** What a reload may find under `assistantState`; anything else starts the conversation afresh. */
const StoredConversationSchema = z.object({
  messages: z.array(z.object({ id: z.string(), sender: z.enum(['AI', 'User']), text: z.string() })).min(1),
  state: z.object({
    slotIndex: z.number().int().min(0).max(PROJECT_SLOTS.length),
    slots: z.partialRecord(z.enum(slotKeys), z.string()),
  }),
  mode: z.enum(['open', 'steps', 'free']).optional(),
  understanding: z
    .object({
      facts: ProjectFactsSchema,
      corrected: z.array(z.enum(slotKeys)),
      generators: z.array(z.enum(ASSISTANT_GENERATORS)),
      asking: z.enum(slotKeys).optional(),
    })
    .optional(),
});

let messageCount = 0;

export function createMessage(sender: ChatMessage['sender'], text: string): ChatMessage {
  messageCount += 1;
  return { id: `${Date.now().toString(36)}-${messageCount}-${Math.random().toString(36).slice(2, 6)}`, sender, text };
}

/** A new conversation: the invitation to describe the project, or to give its name. */
export function startConversation(): Conversation {
  return {
    messages: openingInvitation().map((text) => createMessage('AI', text)),
    state: INITIAL_ASSISTANT_STATE,
    mode: 'open',
  };
}

/** "Answer step by step instead": the ten questions, exactly as they have always been asked. */
export function startStepByStep(): Conversation {
  return {
    messages: openingReplies().map((text) => createMessage('AI', text)),
    state: INITIAL_ASSISTANT_STATE,
    mode: 'steps',
  };
}

export function loadConversation(): Conversation {
  const parsed = StoredConversationSchema.safeParse(readJson<unknown>(STORAGE_KEYS.assistantState, null));
  return parsed.success ? (parsed.data as Conversation) : startConversation();
}

export function saveConversation(conversation: Conversation): void {
  writeJson(STORAGE_KEYS.assistantState, conversation);
}
