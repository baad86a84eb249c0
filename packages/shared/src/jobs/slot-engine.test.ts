import { describe, expect, it } from 'vitest';
import { parseBudgetAmount } from './budget.ts';
import { PROJECT_SLOTS } from './project-slots.ts';
import {
  answerSlot,
  buildJobDraft,
  currentQuestion,
  editSlot,
  INITIAL_ASSISTANT_STATE,
  isComplete,
  suggestSkills,
} from './slot-engine.ts';

describe('project assistant slot engine', () => {
  it('asks the ten questions in order, one answer advancing one slot', () => {
    let state = INITIAL_ASSISTANT_STATE;
    const asked: string[] = [];
    for (let index = 0; index < 10; index++) {
      asked.push(currentQuestion(state) ?? '');
      state = answerSlot(state, `answer ${index + 1}`);
    }
    expect(asked).toEqual(PROJECT_SLOTS.map((slot) => slot.question));
    expect(asked[0]).toBe('What is the title of your project?');
    expect(isComplete(state)).toBe(true);
    expect(currentQuestion(state)).toBeNull();
    expect(state.slots.potentialChallenges).toBe('answer 10');
  });

  it('ignores blank answers and answers after the last slot', () => {
    expect(answerSlot(INITIAL_ASSISTANT_STATE, '   ')).toBe(INITIAL_ASSISTANT_STATE);
    const done = { slotIndex: 10, slots: {} };
    expect(answerSlot(done, 'more')).toBe(done);
  });

  it('maps the fifth answer (key_features) to keyFeatures in the draft', () => {
    let state = INITIAL_ASSISTANT_STATE;
    for (const answer of ['Title', 'Desc', 'Web Development', 'Shops', 'Cart and checkout'])
      state = answerSlot(state, answer);
    expect(state.slots.key_features).toBe('Cart and checkout');
    expect(buildJobDraft(state.slots).keyFeatures).toBe('Cart and checkout');
  });

  it('defaults budget and timeline when missing', () => {
    const draft = buildJobDraft({ title: 'X' });
    expect(draft.budget).toBe('$5000 - $10000');
    expect(draft.timeline).toBe('3 - 6 months');
    expect(buildJobDraft({ budget: '$20k', timeline: '2 months' })).toMatchObject({
      budget: '$20k',
      timeline: '2 months',
    });
  });

  it('edits a previous answer from the summary without moving on', () => {
    const state = answerSlot(INITIAL_ASSISTANT_STATE, 'Old title');
    const edited = editSlot(state, 'title', 'New title');
    expect(edited).toEqual({ slotIndex: 1, slots: { title: 'New title' } });
  });

  it.each([
    ['AI & Machine Learning', ['Python', 'TensorFlow', 'Machine Learning']],
    ['an AI chatbot', ['Python', 'TensorFlow', 'Machine Learning']],
    ['Blockchain', ['Solidity', 'Ethereum', 'Smart Contracts']],
    ['Automation', ['Selenium', 'CI/CD', 'Python']],
    ['Web Development', ['React', 'Node.js', 'CSS']],
    ['mobile app', ['Flutter', 'React Native', 'Swift']],
    ['DevOps', ['Docker', 'Kubernetes', 'AWS']],
    ['Gardening', ['General Skills']],
    ['', ['General Skills']],
  ])('suggests skills for %s', (category, skills) => {
    expect(suggestSkills(category)).toEqual(skills);
  });
});

describe('parseBudgetAmount', () => {
  it.each([
    ['$5000 - $10000', 7500],
    ['$25,000', 25000],
    ['10k', 10000],
    ['between 10k and 20k', 15000],
    ['1.5m', 1500000],
    ['about 3 thousand dollars', 3000],
    ['flexible', null],
    ['', null],
    [null, null],
    ['$0', null],
  ])('reads %o as %o', (text, amount) => {
    expect(parseBudgetAmount(text)).toBe(amount);
  });
});
