import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { answerSlot, INITIAL_ASSISTANT_STATE } from '@app/shared/jobs/slot-engine';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_SUMMARY_INTRO, openingReplies, repliesAfterAnswer } from './assistant-replies';

const answerAll = (answers: string[]) => answers.reduce(answerSlot, INITIAL_ASSISTANT_STATE);

describe('the assistant replies', () => {
  it('opens with a greeting and the first question', () => {
    expect(openingReplies().at(-1)).toBe(PROJECT_SLOTS[0].question);
  });

  it('asks the next question after an answer', () => {
    expect(repliesAfterAnswer(answerAll(['Handmade Market']))).toEqual([PROJECT_SLOTS[1].question]);
  });

  it('suggests skills after the category answer, then asks the next question', () => {
    const replies = repliesAfterAnswer(answerAll(['Title', 'Description', 'Blockchain']));
    expect(replies[0]).toContain('Solidity, Ethereum, Smart Contracts');
    expect(replies[1]).toBe(PROJECT_SLOTS[3].question);
  });

  it('falls back to General Skills for an unknown category', () => {
    expect(repliesAfterAnswer(answerAll(['Title', 'Description', 'Gardening']))[0]).toContain('General Skills');
  });

  it('introduces the summary after the tenth answer', () => {
    const state = answerAll(PROJECT_SLOTS.map((slot) => `answer for ${slot.key}`));
    expect(repliesAfterAnswer(state)).toEqual([ASSISTANT_SUMMARY_INTRO]);
  });
});
