import { ProjectDraftBodySchema } from '@app/shared/assistant/assistant.schemas';
import type { ProjectSlotKey } from '@app/shared/jobs/project-slots';
import { buildJobDraft, editSlot, isComplete } from '@app/shared/jobs/slot-engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DraftOutcome, replyToFreeAnswer } from '../assistant/free-answer-turn';
import { looksLikeTitle } from '../assistant/free-text-replies';
import { answerAskedSlot, slotAnswered } from '../assistant/slot-order';
import { correctSlot, NO_UNDERSTANDING } from '../assistant/understanding';
import { repliesAfter } from '../assistant-replies';
import { clearJobDrafts, readJobDraft, saveJobDraft } from '../job-draft-storage';
import { assistantTiming } from './assistant-timing';
import {
  type Conversation,
  createMessage,
  loadConversation,
  modeOf,
  saveConversation,
  startConversation,
  startStepByStep,
} from './conversation-storage';
import { understandLastAnswer } from './understand-answer';

const isAwaitingReply = ({ messages }: Conversation) => messages.at(-1)?.sender === 'User';

/** The scripted reply (part-1 §4): the skills after the category, then the next question or the summary. */
function replyStepByStep(current: Conversation): Conversation {
  const replies = repliesAfter(slotAnswered(current.messages), current.state);
  return { ...current, messages: [...current.messages, ...replies.map((text) => createMessage('AI', text))] };
}

/**
 * A changed answer. In the ten questions it is kept as typed; once the server understands the
 * answers it is also a correction: sent back as `known` and never replaced by a later reply.
 */
function applyCorrection(
  current: Conversation,
  key: ProjectSlotKey,
  text: string,
): Pick<Conversation, 'state' | 'understanding'> {
  if (modeOf(current) === 'steps')
    return { state: editSlot(current.state, key, text), understanding: current.understanding };
  const { slots, understanding } = correctSlot(
    current.state.slots,
    current.understanding ?? NO_UNDERSTANDING,
    key,
    text,
  );
  return { state: { ...current.state, slots }, understanding };
}

/**
 * The AI Project Assistant. It opens inviting a description in the person's own words (issue 23)
 * or just the project's name, which starts the ten questions (part-1 §4). A description and every
 * later answer go to the server, which fills what it understands; the assistant then asks only
 * what is missing. Each reply follows the usual typing pause (and the request, when there is one);
 * once every slot is filled the draft is stored and, 2 s later, the wizard shows. The
 * conversation is kept under `assistantState`, so a reload (even mid-reply) resumes it.
 */
export function useProjectAssistant() {
  const [conversation, setConversation] = useState(loadConversation);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef(conversation);
  latest.current = conversation;
  const isReplying = isAwaitingReply(conversation);
  const isSummaryShown = isComplete(conversation.state) && !isReplying;
  const [isWizardShown, setIsWizardShown] = useState(isSummaryShown);

  const update = useCallback((next: Conversation) => {
    latest.current = next;
    setConversation(next);
  }, []);

  useEffect(() => saveConversation(conversation), [conversation]);

  useEffect(() => {
    if (!isReplying) return;
    const controller = new AbortController();
    const isFree = modeOf(latest.current) === 'free';
    const understood: Promise<DraftOutcome | null> = isFree
      ? understandLastAnswer(latest.current, controller.signal)
      : Promise.resolve(null);
    let timer = 0;
    const paused = new Promise((resolve) => {
      timer = window.setTimeout(resolve, assistantTiming.replyDelayMs());
    });
    void Promise.all([understood, paused]).then(([outcome]) => {
      if (controller.signal.aborted) return;
      // The latest conversation: a fact corrected while the request ran is kept.
      const current = latest.current;
      const next = outcome ? replyToFreeAnswer(current, outcome) : replyStepByStep(current);
      update(next);
      if (isComplete(next.state)) saveJobDraft(buildJobDraft(next.state.slots));
    });
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [isReplying, update]);

  useEffect(() => {
    if (!isSummaryShown || isWizardShown) return;
    const timer = window.setTimeout(() => setIsWizardShown(true), assistantTiming.wizardSwitchDelayMs);
    return () => window.clearTimeout(timer);
  }, [isSummaryShown, isWizardShown]);

  /**
   * Sends an answer; false when there is nothing to send, the assistant is not listening, or a
   * description is too long to read (the text then stays in the box, with the reason shown).
   */
  const send = useCallback(
    (text: string): boolean => {
      const current = latest.current;
      const answer = text.trim();
      if (!answer || isAwaitingReply(current) || isComplete(current.state)) return false;
      const mode = modeOf(current);
      const isFree = mode === 'free' || (mode === 'open' && !looksLikeTitle(answer));
      if (isFree) {
        const checked = ProjectDraftBodySchema.shape.text.safeParse(answer);
        if (!checked.success) {
          setNotice(checked.error.issues[0]?.message ?? null);
          return false;
        }
      }
      setNotice(null);
      const messages = [...current.messages, createMessage('User', answer)];
      update(
        isFree
          ? { ...current, messages, mode: 'free' }
          : { ...current, messages, mode: 'steps', state: answerAskedSlot(current.state, answer) },
      );
      return true;
    },
    [update],
  );

  /** Changes an answer (from the summary, or a fact the assistant understood); the stored draft follows. */
  const editAnswer = useCallback(
    (key: ProjectSlotKey, text: string) => {
      const current = latest.current;
      const corrected = applyCorrection(current, key, text);
      if (corrected.state.slots === current.state.slots) return;
      update({ ...current, ...corrected });
      if (!isComplete(current.state)) return;
      const before = buildJobDraft(current.state.slots);
      const after = buildJobDraft(corrected.state.slots);
      const changed = Object.fromEntries(
        Object.entries(after).filter(([field, value]) => before[field as keyof typeof before] !== value),
      );
      saveJobDraft({ ...(readJobDraft()?.draft ?? after), ...changed });
    },
    [update],
  );

  /** "Answer step by step instead": the ten questions, from the first. */
  const answerStepByStep = useCallback(() => {
    setNotice(null);
    update(startStepByStep());
  }, [update]);

  const startOver = useCallback(() => {
    clearJobDrafts();
    setNotice(null);
    setIsWizardShown(false);
    update(startConversation());
  }, [update]);

  return {
    ...conversation,
    mode: modeOf(conversation),
    understanding: conversation.understanding ?? NO_UNDERSTANDING,
    notice,
    isReplying,
    isSummaryShown,
    isWizardShown,
    send,
    editAnswer,
    answerStepByStep,
    startOver,
  };
}
