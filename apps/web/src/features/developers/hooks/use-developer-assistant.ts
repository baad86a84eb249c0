import type { AssistantGenerator } from '@app/shared/assistant/assistant.constants';
import type { ProfileFacts } from '@app/shared/assistant/assistant.schemas';
import { PROFILE_REPLIES } from '@app/shared/developers/developer-assistant';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buildApplicationDraft } from '../assistant/application-from-answers';
import { isConversationComplete, nextReply } from '../assistant/next-reply';
import { buildProfileDraft } from '../assistant/profile-from-answers';
import { CV_FIELD_LABELS, fillProfileFromCv } from '../assistant/profile-from-cv';
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

const isAwaitingReply = ({ messages }: AssistantState) => messages.at(-1)?.sender === 'User';

function saveDraftFrom(state: AssistantState) {
  if (state.mode === 'profile') saveProfileDraft(buildProfileDraft(state.gathered));
  if (state.mode === 'application') saveApplicationDraft(buildApplicationDraft(state.gathered));
}

/**
 * The scripted AI Developer Assistant (part-1 §4): the first answers choose a mode, then each
 * reply follows a typing pause; when it is done the gathered answers become the wizard's draft
 * and, 2 s later, the wizard opens. Kept under `developerAssistantState`, so a reload resumes it.
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
    const timer = window.setTimeout(() => {
      const current = latest.current;
      const { text, next } = nextReply(current);
      const updated = { ...next, messages: [...current.messages, createMessage('AI', text)] };
      if (isConversationComplete(updated)) saveDraftFrom(updated);
      setState(updated);
    }, assistantTiming.replyDelayMs());
    return () => window.clearTimeout(timer);
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
    const { draft, filled } = fillProfileFromCv(readProfileDraft() ?? buildProfileDraft(current.gathered), facts);
    saveProfileDraft(draft);
    const said =
      filled.length > 0
        ? `I read your CV and filled in: ${filled.map((field) => CV_FIELD_LABELS[field]).join(', ')}.`
        : 'I could not find profile details in that text, so the wizard starts blank for you to fill in.';
    setState({
      mode: 'profile',
      gathered: current.gathered,
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
