import { ASSISTANT_GENERATORS, type AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import { DEVELOPER_ASSISTANT_GREETING } from '@app/shared/developers/developer-assistant';
import { z } from 'zod';
import type { ChatMessage } from '../../../components/ui/chat/chat-message';
import { readJson, removeItem, writeJson } from '../../../lib/storage';
import { CV_FIELD_LABELS, type CvField } from '../assistant/profile-from-cv';
import type { GatheredAnswers } from '../assistant/questions';
import { DEVELOPER_STORAGE_KEYS } from '../developer-storage-keys';

/** A chat message (part-1 §3): who said it and what. */
export type { ChatMessage } from '../../../components/ui/chat/chat-message';

/** What the page keeps under `developerAssistantState` (part-1 §9): the mode, the chat, the answers. */
export interface AssistantState {
  mode: 'choosing' | 'profile' | 'application';
  messages: ChatMessage[];
  gathered: GatheredAnswers;
  /** The fields a pasted CV filled, and who understood it (issue 23), for the wizard's note. */
  fromCv?: { fields: CvField[]; generator: AssistantGenerator };
}

const StoredStateSchema = z.object({
  mode: z.enum(['choosing', 'profile', 'application']),
  messages: z.array(z.object({ id: z.string(), sender: z.enum(['AI', 'User']), text: z.string() })).min(1),
  gathered: z.record(z.string(), z.array(z.string())),
  fromCv: z
    .object({
      fields: z.array(z.enum(Object.keys(CV_FIELD_LABELS) as [CvField, ...CvField[]])),
      generator: z.enum(ASSISTANT_GENERATORS),
    })
    .optional(),
});

let messageCount = 0;

export function createMessage(sender: ChatMessage['sender'], text: string): ChatMessage {
  messageCount += 1;
  return { id: `${Date.now().toString(36)}-${messageCount}-${Math.random().toString(36).slice(2, 6)}`, sender, text };
}

export function startAssistant(): AssistantState {
  return { mode: 'choosing', messages: [createMessage('AI', DEVELOPER_ASSISTANT_GREETING)], gathered: {} };
}

/** The stored conversation, or a fresh one when nothing (or nothing readable) is stored. */
export function loadAssistantState(): AssistantState {
  const parsed = StoredStateSchema.safeParse(readJson<unknown>(DEVELOPER_STORAGE_KEYS.assistantState, null));
  return parsed.success ? (parsed.data as AssistantState) : startAssistant();
}

export function saveAssistantState(state: AssistantState): void {
  writeJson(DEVELOPER_STORAGE_KEYS.assistantState, state);
}

export function clearAssistantState(): void {
  removeItem(DEVELOPER_STORAGE_KEYS.assistantState);
}
