import { CHAT_REPLY_DELAY_MS, WIZARD_SWITCH_DELAY_MS } from '@app/shared/jobs/project-slots';

/**
 * The assistant's pauses (part-1 §9): each reply after a random 1.5 to 2.5 s, the wizard 2 s after
 * the summary. One module object so a unit test can shorten them; the browser tests simply wait.
 */
export const assistantTiming = {
  replyDelayMs: (): number =>
    CHAT_REPLY_DELAY_MS.min + Math.random() * (CHAT_REPLY_DELAY_MS.max - CHAT_REPLY_DELAY_MS.min),
  wizardSwitchDelayMs: WIZARD_SWITCH_DELAY_MS,
};
