import { ASSISTANT_MESSAGES } from '@app/shared/assistant/assistant.constants';
import { PROJECT_SLOTS } from '@app/shared/jobs/project-slots';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_SUMMARY_INTRO } from '../assistant-replies';
import { type Conversation, createMessage, startConversation } from '../hooks/conversation-storage';
import { replyToFreeAnswer } from './free-answer-turn';
import { FALLBACK_FIRST, FALLBACK_LATER, looksLikeTitle, understoodBy } from './free-text-replies';
import { NO_UNDERSTANDING } from './understanding';

const question = (key: (typeof PROJECT_SLOTS)[number]['key']) =>
  PROJECT_SLOTS.find((slot) => slot.key === key)?.question;

const DESCRIPTION = 'A pre-order app for our bakery, iOS and Android, about $8-12k, live in 3 months';

function described(text = DESCRIPTION): Conversation {
  const start = startConversation();
  return { ...start, mode: 'free', messages: [...start.messages, createMessage('User', text)] };
}

const textsAfter = (before: Conversation, after: Conversation) =>
  after.messages.slice(before.messages.length).map(({ sender, text }) => `${sender}: ${text}`);

describe('the first answer', () => {
  it('is a name when it is a few words, and a description when it is more', () => {
    expect(looksLikeTitle('Handmade Market k3x9ab')).toBe(true);
    expect(looksLikeTitle('Handmade\nMarket')).toBe(true);
    expect(looksLikeTitle(DESCRIPTION)).toBe(false);
  });
});

describe("the assistant's turn after a free answer", () => {
  it('says what it understood, suggests skills for the category and asks the first missing question', () => {
    const before = described();
    const after = replyToFreeAnswer(before, {
      status: 'understood',
      reply: {
        draft: {
          title: 'Bakery pre-orders',
          description: DESCRIPTION,
          category: 'Mobile Development',
          budget: '$8,000 - $12,000',
        },
        facts: {
          title: 'Bakery pre-orders',
          category: 'Mobile Development',
          budgetMin: 8000,
          budgetMax: 12000,
          currency: 'USD',
        },
        generator: 'built-in',
      },
    });
    expect(textsAfter(before, after)).toEqual([
      'AI: Thanks! I understood the project title, category, and budget. Check them below and correct anything I got wrong.',
      'AI: Good choice. For this kind of project, look for developers skilled in Flutter, React Native, Swift.',
      `AI: ${question('targetAudience')}`,
    ]);
    expect(after.mode).toBe('free');
    expect(after.state.slotIndex).toBe(3);
    expect(after.understanding?.asking).toBe('targetAudience');
  });

  it('notes what a later answer told beyond the question, and ends in the summary', () => {
    const slots = Object.fromEntries(PROJECT_SLOTS.slice(0, 8).map(({ key }) => [key, `${key} answer`]));
    const before: Conversation = {
      messages: [
        createMessage('AI', question('successCriteria') ?? ''),
        createMessage('User', '50 orders a week; staff may resist'),
      ],
      state: { slotIndex: 8, slots },
      mode: 'free',
      understanding: { ...NO_UNDERSTANDING, generators: ['llm'], asking: 'successCriteria' },
    };
    const after = replyToFreeAnswer(before, {
      status: 'understood',
      reply: {
        draft: { successCriteria: '50 orders a week', potentialChallenges: 'Staff may resist' },
        facts: { successCriteria: '50 orders a week', challenges: 'Staff may resist' },
        generator: 'llm',
      },
    });
    expect(textsAfter(before, after)).toEqual([
      'AI: Got it. I also noted the potential challenges.',
      `AI: ${ASSISTANT_SUMMARY_INTRO}`,
    ]);
    expect(after.state.slotIndex).toBe(PROJECT_SLOTS.length);
  });

  it("answers a refusal with the server's sentence and keeps the question open", () => {
    const before = described('x'.repeat(20));
    const after = replyToFreeAnswer(before, { status: 'refused', message: ASSISTANT_MESSAGES.tooLong });
    expect(textsAfter(before, after)).toEqual([`AI: ${ASSISTANT_MESSAGES.tooLong}`]);
    expect(after.mode).toBe('free');
    expect(after.state).toBe(before.state);
  });

  it('falls back to the ten questions when the server fails, keeping the description', () => {
    const before = described();
    const after = replyToFreeAnswer(before, { status: 'failed' });
    expect(textsAfter(before, after)).toEqual([`AI: ${FALLBACK_FIRST}`, `AI: ${question('title')}`]);
    expect(after.mode).toBe('steps');
    expect(after.state).toEqual({ slotIndex: 0, slots: { description: DESCRIPTION } });
  });

  it('falls back mid-way with the answer kept in the slot asked, and the next open slot', () => {
    const before: Conversation = {
      messages: [createMessage('AI', question('category') ?? ''), createMessage('User', 'Mobile apps')],
      state: { slotIndex: 2, slots: { title: 'Bakery', description: DESCRIPTION, targetAudience: 'Locals' } },
      mode: 'free',
      understanding: { ...NO_UNDERSTANDING, generators: ['built-in'], asking: 'category' },
    };
    const after = replyToFreeAnswer(before, { status: 'failed' });
    expect(textsAfter(before, after)).toEqual([
      `AI: ${FALLBACK_LATER}`,
      'AI: Good choice. For this kind of project, look for developers skilled in Flutter, React Native, Swift.',
      `AI: ${question('key_features')}`,
    ]);
    expect(after.state.slotIndex).toBe(4);
    expect(after.understanding).toEqual({ ...NO_UNDERSTANDING, generators: ['built-in'] });
  });
});

describe('which generator understood the text', () => {
  it('is named shortly, and not at all in the ten questions', () => {
    expect(understoodBy([])).toBeNull();
    expect(understoodBy(['built-in'])).toBe('Understood by the built-in assistant');
    expect(understoodBy(['llm'])).toBe('Understood by the language model');
    expect(understoodBy(['llm', 'built-in'])).toBe('Understood by the language model and the built-in assistant');
  });
});
