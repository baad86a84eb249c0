import { PROJECT_SLOTS, type ProjectSlotKey, type ProjectSlots } from '@app/shared/jobs/project-slots';
import type { AssistantState } from '@app/shared/jobs/slot-engine';

/** The index of the first slot not yet filled, in the usual order (part-1 §3); 10 once all are. */
export function firstOpenSlot(slots: ProjectSlots): number {
  const index = PROJECT_SLOTS.findIndex(({ key }) => !slots[key]);
  return index === -1 ? PROJECT_SLOTS.length : index;
}

export const slotOrder = (key: ProjectSlotKey) => PROJECT_SLOTS.findIndex((slot) => slot.key === key);

/**
 * The ten-question flow's answer (part-1 §4): it fills the slot asked, then the next open slot is
 * asked. With nothing filled ahead this is `answerSlot`; after a fallback from free text, the slots
 * already understood are skipped rather than asked twice.
 */
export function answerAskedSlot(state: AssistantState, answer: string): AssistantState {
  const slot = PROJECT_SLOTS[state.slotIndex];
  const text = answer.trim();
  if (!slot || !text) return state;
  const slots = { ...state.slots, [slot.key]: text };
  return { slotIndex: firstOpenSlot(slots), slots };
}

/** The slot whose question the assistant asked just before the person's last answer, if any. */
export function slotAnswered(messages: readonly { sender: 'AI' | 'User'; text: string }[]): ProjectSlotKey | undefined {
  const asked = messages.findLast((message, index) => message.sender === 'AI' && index < messages.length - 1);
  return PROJECT_SLOTS.find(({ question }) => question === asked?.text)?.key;
}
