import { ASSISTANT_GENERATORS, type AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import { type ProfileFacts, ProfileFactsSchema } from '@app/shared/assistant/assistant.schemas';
import { DEVELOPER_ASSISTANT_GREETING } from '@app/shared/developers/developer-assistant';
import {
  APPLICATION_SLOTS,
  type AssistantSlot,
  PROFILE_SLOTS,
  QUESTION_KEYS,
} from '@app/shared/developers/developer-questions';
import { z } from 'zod';
import type { ChatMessage } from '../../../components/ui/chat/chat-message';
import { readJson, removeItem, writeJson } from '../../../lib/storage';
import { CV_FIELD_LABELS, type CvField } from '../assistant/profile-from-cv';
import type { Asking, GatheredAnswers } from '../assistant/questions';
import { DEVELOPER_STORAGE_KEYS } from '../developer-storage-keys';

/** A chat message (part-1 §3): who said it and what. */
export type { ChatMessage } from '../../../components/ui/chat/chat-message';

/** What the profile answers told (issue 33): read by the server, or by the local rules when it could not be reached. */
export interface ProfileUnderstanding {
  facts: ProfileFacts;
  /** Who understood the answers the server read. */
  generators: AssistantGenerator[];
  /** An answer was read in the browser (said once, the first time). */
  isReadLocally: boolean;
  /** What no field took, kept for the wizard: sentences about experience, an introduction as the bio. */
  notes: { experience: string; bio: string };
}

/** What the page keeps under `developerAssistantState` (part-1 §9): the mode, the chat, the answers. */
export interface AssistantState {
  mode: 'choosing' | 'profile' | 'application';
  messages: ChatMessage[];
  gathered: GatheredAnswers;
  /** The question the last message asks; absent while choosing and once complete. */
  asking?: Asking;
  /** The slots asked and answered: never asked again, even when the answer left them blank. */
  asked?: AssistantSlot[];
  profile?: ProfileUnderstanding;
  /** The fields a pasted CV filled, and who understood it (issue 23), for the wizard's note. */
  fromCv?: { fields: CvField[]; generator: AssistantGenerator };
}

const SlotSchema = z.enum([...PROFILE_SLOTS, ...APPLICATION_SLOTS]);

const StoredStateSchema = z.object({
  mode: z.enum(['choosing', 'profile', 'application']),
  messages: z.array(z.object({ id: z.string(), sender: z.enum(['AI', 'User']), text: z.string() })).min(1),
  gathered: z.record(z.string(), z.array(z.string())),
  asking: z.object({ key: z.enum(QUESTION_KEYS), slots: z.array(SlotSchema), isWhole: z.boolean() }).optional(),
  asked: z.array(SlotSchema).optional(),
  profile: z
    .object({
      facts: ProfileFactsSchema,
      generators: z.array(z.enum(ASSISTANT_GENERATORS)),
      isReadLocally: z.boolean(),
      notes: z.object({ experience: z.string(), bio: z.string() }),
    })
    .optional(),
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
