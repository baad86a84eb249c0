import {
  APPLICATION_REPLIES,
  DEVELOPER_ASSISTANT_ASK_AGAIN,
  PROFILE_REPLIES,
} from '@app/shared/developers/developer-assistant';
import { describe, expect, it } from 'vitest';
import { type AssistantState, createMessage, startAssistant } from '../hooks/assistant-state';
import { isConversationComplete, nextReply } from './next-reply';

/** Plays a conversation: each visitor message, then the assistant's reply. */
function play(messages: string[]): AssistantState {
  let state = startAssistant();
  for (const text of messages) {
    state = { ...state, messages: [...state.messages, createMessage('User', text)] };
    const reply = nextReply(state);
    state = { ...reply.next, messages: [...state.messages, createMessage('AI', reply.text)] };
  }
  return state;
}

const aiTexts = (state: AssistantState) => state.messages.filter((m) => m.sender === 'AI').map((m) => m.text);

describe('the developer assistant conversation', () => {
  it('asks again until a mode word, then counts every message the visitor sent', () => {
    const state = play([
      'hello',
      'profile',
      'Jane Doe, Engineer, Berlin',
      'React',
      'English',
      'French',
      'links',
      'bio',
    ]);
    expect(aiTexts(state).slice(1)).toEqual([
      DEVELOPER_ASSISTANT_ASK_AGAIN,
      PROFILE_REPLIES.start,
      PROFILE_REPLIES.under4,
      PROFILE_REPLIES.under6,
      PROFILE_REPLIES.under6,
      PROFILE_REPLIES.under8,
      PROFILE_REPLIES.under8,
      PROFILE_REPLIES.complete,
    ]);
    expect(isConversationComplete(state)).toBe(true);
    expect(state.gathered).toEqual({
      identity: ['Jane Doe, Engineer, Berlin'],
      skills: ['React'],
      ratesLanguages: ['English', 'French'],
      linksBio: ['links', 'bio'],
    });
  });

  it('completes an application after the sixth message', () => {
    const state = play(['apply', 'Engineer at Acme', 'React', 'I shipped things', 'Letter', 'Topics']);
    expect(aiTexts(state).at(1)).toBe(APPLICATION_REPLIES.start);
    expect(aiTexts(state).at(-1)).toBe(APPLICATION_REPLIES.complete);
    expect(state.gathered).toEqual({
      job: ['Engineer at Acme'],
      fit: ['React', 'I shipped things'],
      materials: ['Letter', 'Topics'],
    });
  });

  it('is not complete while choosing', () => {
    expect(isConversationComplete(play(['hi']))).toBe(false);
  });
});
