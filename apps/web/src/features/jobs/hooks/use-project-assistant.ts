import type { ProjectSlotKey } from '@app/shared/jobs/project-slots';
import { answerSlot, buildJobDraft, editSlot, isComplete } from '@app/shared/jobs/slot-engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { repliesAfterAnswer } from '../assistant-replies';
import { clearJobDrafts, readJobDraft, saveJobDraft } from '../job-draft-storage';
import { assistantTiming } from './assistant-timing';
import {
  type Conversation,
  createMessage,
  loadConversation,
  saveConversation,
  startConversation,
} from './conversation-storage';

const isAwaitingReply = ({ messages }: Conversation) => messages.at(-1)?.sender === 'User';

/**
 * The scripted AI Project Assistant (part-1 §4): one answer fills one slot; the reply follows a
 * typing pause; after the tenth answer the draft is stored and, 2 s later, the wizard shows.
 * The conversation is kept under `assistantState`, so a reload (even mid-reply) resumes it.
 */
export function useProjectAssistant() {
  const [conversation, setConversation] = useState(loadConversation);
  const latest = useRef(conversation);
  latest.current = conversation;
  const isReplying = isAwaitingReply(conversation);
  const isSummaryShown = isComplete(conversation.state) && !isReplying;
  const [isWizardShown, setIsWizardShown] = useState(isSummaryShown);

  useEffect(() => saveConversation(conversation), [conversation]);

  useEffect(() => {
    if (!isReplying) return;
    const timer = window.setTimeout(() => {
      const current = latest.current;
      const replies = repliesAfterAnswer(current.state).map((text) => createMessage('AI', text));
      setConversation({ ...current, messages: [...current.messages, ...replies] });
      if (isComplete(current.state)) saveJobDraft(buildJobDraft(current.state.slots));
    }, assistantTiming.replyDelayMs());
    return () => window.clearTimeout(timer);
  }, [isReplying]);

  useEffect(() => {
    if (!isSummaryShown || isWizardShown) return;
    const timer = window.setTimeout(() => setIsWizardShown(true), assistantTiming.wizardSwitchDelayMs);
    return () => window.clearTimeout(timer);
  }, [isSummaryShown, isWizardShown]);

  /** Sends an answer; false when there is nothing to send or the assistant is not listening. */
  const send = useCallback((text: string): boolean => {
    const current = latest.current;
    const answer = text.trim();
    if (!answer || isAwaitingReply(current) || isComplete(current.state)) return false;
    const next = {
      messages: [...current.messages, createMessage('User', answer)],
      state: answerSlot(current.state, answer),
    };
    latest.current = next;
    setConversation(next);
    return true;
  }, []);

  /** Changes an answer from the summary; the stored draft follows. */
  const editAnswer = useCallback((key: ProjectSlotKey, text: string) => {
    const current = latest.current;
    const state = editSlot(current.state, key, text);
    if (state === current.state) return;
    latest.current = { ...current, state };
    setConversation(latest.current);
    const before = buildJobDraft(current.state.slots);
    const after = buildJobDraft(state.slots);
    const changed = Object.fromEntries(
      Object.entries(after).filter(([field, value]) => before[field as keyof typeof before] !== value),
    );
    saveJobDraft({ ...(readJobDraft()?.draft ?? after), ...changed });
  }, []);

  const startOver = useCallback(() => {
    clearJobDrafts();
    setIsWizardShown(false);
    setConversation(startConversation());
  }, []);

  return { ...conversation, isReplying, isSummaryShown, isWizardShown, send, editAnswer, startOver };
}
