import type { AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import { PROFILE_REPLIES } from '@app/shared/developers/developer-assistant';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buildApplicationDraft } from '../assistant/application-from-answers';
import { isConversationComplete, nextReply } from '../assistant/next-reply';
import { profileDraftFromChat } from '../assistant/profile-from-chat';
import { CV_FIELD_LABELS, fillProfileFromCv } from '../assistant/profile-from-cv';
import type { ProfileOutcome } from '../assistant/profile-turn';
import { clearApplicationDraft, saveApplicationDraft } from '../drafts/application-draft';
import { clearProfileDraft, readProfileDraft, saveProfileDraft } from '../drafts/profile-draft';
import {
  type AssistantState,
  clearAssistantState,
  createMessage,
  loadAssistantState,
  saveAssistantState,
  startAssistant,
} from './assistant-state';
import { assistantTiming } from './assistant-timing';
import { understandProfileAnswer } from './understand-profile-answer';

const isAwaitingReply = ({ messages }: AssistantState) => messages.at(-1)?.sender === 'User';

function saveDraftFrom(state: AssistantState) {
  if (state.mode === 'profile') saveProfileDraft(profileDraftFromChat(state));
  if (state.mode === 'application') saveApplicationDraft(buildApplicationDraft(state.gathered));
}

/**
 * The AI Developer Assistant (part-1 §4): the first answers choose a mode, then its questions in
 * order. Each profile answer goes to the server, which reads every field it names (issue 33); the
 * next question asks only for what is still open. If the server cannot be reached, the answer is
 * read in the browser instead, and the assistant says so. Each reply follows the typing pause (and
 * the request); when it is done the answers become the wizard's draft and, 2 s later, the wizard
 * opens. Kept under `developerAssistantState`, so a reload (even mid-reply) resumes it.
 */
export function useDeveloperAssistant() {
  const [state, setState] = useState(loadAssistantState);
  const latest = useRef(state);
  latest.current = state;
  const isReplying = isAwaitingReply(state);
  const isComplete = isConversationComplete(state);
  const [isWizardShown, setIsWizardShown] = useState(isComplete);

  useEffect(() => saveAssistantState(state), [state]);

  useEffect(() => {
    if (!isReplying) return;
    const controller = new AbortController();
    const isProfileAnswer = latest.current.mode === 'profile';
    const understood: Promise<ProfileOutcome | undefined> = isProfileAnswer
      ? understandProfileAnswer(latest.current, controller.signal)
      : Promise.resolve(undefined);
    let timer = 0;
    const paused = new Promise((resolve) => {
      timer = window.setTimeout(resolve, assistantTiming.replyDelayMs());
    });
    void Promise.all([understood, paused]).then(([outcome]) => {
      if (controller.signal.aborted) return;
      const updated = nextReply(latest.current, outcome);
      if (isConversationComplete(updated)) saveDraftFrom(updated);
      latest.current = updated;
      setState(updated);
    });
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [isReplying]);

  useEffect(() => {
    if (!isComplete || isWizardShown) return;
    const timer = window.setTimeout(() => setIsWizardShown(true), assistantTiming.wizardSwitchDelayMs);
    return () => window.clearTimeout(timer);
  }, [isComplete, isWizardShown]);

  /** Sends a message; false when it is blank or the assistant is not listening. */
  const send = useCallback((text: string): boolean => {
    const current = latest.current;
    const message = text.trim();
    if (!message || isAwaitingReply(current) || isConversationComplete(current)) return false;
    setState({ ...current, messages: [...current.messages, createMessage('User', message)] });
    return true;
  }, []);

  /**
   * A pasted CV was understood (issue 23): what it told fills the profile draft (the chat's own
   * answers stay), the assistant says what it filled, and the wizard opens as after the chat.
   */
  const fillFromCv = useCallback((facts: ProfileFacts, generator: AssistantGenerator) => {
    const current = latest.current;
    const { draft, filled } = fillProfileFromCv(readProfileDraft() ?? profileDraftFromChat(current), facts);
    saveProfileDraft(draft);
    const said =
      filled.length > 0
        ? `I read your CV and filled in: ${filled.map((field) => CV_FIELD_LABELS[field]).join(', ')}.`
        : 'I could not find profile details in that text, so the wizard starts blank for you to fill in.';
    setState({
      ...current,
      mode: 'profile',
      asking: undefined,
      fromCv: { fields: filled, generator },
      messages: [...current.messages, createMessage('AI', said), createMessage('AI', PROFILE_REPLIES.complete)],
    });
  }, []);

  const startOver = useCallback(() => {
    clearProfileDraft();
    clearApplicationDraft();
    setIsWizardShown(false);
    setState(startAssistant());
  }, []);

  /** A wizard saved its work: the next visit starts a fresh conversation. */
  const forget = useCallback(() => clearAssistantState(), []);

  return { ...state, isReplying, isComplete, isWizardShown, send, fillFromCv, startOver, forget };
}
