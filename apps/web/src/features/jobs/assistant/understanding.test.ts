import { describe, expect, it } from 'vitest';
import { answerAskedSlot } from './slot-order';
import { correctSlot, keepAnswerAsTyped, mergeReply, NO_UNDERSTANDING, type Understanding } from './understanding';

const BAKERY =
  "We're a bakery and want an iOS and Android app for pre-orders with Stripe payments, about $8-12k, ideally live in 3 months";

const bakeryReply = {
  draft: {
    title: 'iOS and Android app for pre-orders',
    description: BAKERY,
    category: 'Mobile Development',
    technologyStack: 'iOS, Android, Stripe',
    budget: '$8,000 - $12,000',
    timeline: '3 months',
  },
  facts: {
    title: 'iOS and Android app for pre-orders',
    description: BAKERY,
    category: 'Mobile Development',
    technologies: ['iOS', 'Android', 'Stripe'],
    budgetMin: 8000,
    budgetMax: 12000,
    currency: 'USD',
    timelineWeeks: 13,
    timelineText: '3 months',
  },
  generator: 'built-in' as const,
};

describe('merging what the server understood', () => {
  it('fills every slot the description states and asks the first missing one next', () => {
    const merged = mergeReply({}, NO_UNDERSTANDING, bakeryReply, BAKERY);
    expect(merged.filled).toEqual(['title', 'description', 'category', 'technologyStack', 'budget', 'timeline']);
    expect(merged.slots.budget).toBe('$8,000 - $12,000');
    expect(merged.understanding).toEqual({
      facts: bakeryReply.facts,
      corrected: [],
      generators: ['built-in'],
      asking: 'targetAudience',
    });
  });

  it('never replaces a settled slot, a corrected one above all, whatever the reply says', () => {
    const first = mergeReply({}, NO_UNDERSTANDING, bakeryReply, BAKERY);
    const corrected = correctSlot(first.slots, first.understanding, 'budget', '$15,000');
    const later = mergeReply(
      corrected.slots,
      corrected.understanding,
      {
        draft: { ...bakeryReply.draft, budget: '$9,000', targetAudience: 'Bakery customers' },
        facts: { ...bakeryReply.facts, budgetMin: 9000, budgetMax: 9000, audience: 'Bakery customers' },
        generator: 'llm',
      },
      'Bakery customers, and $9k is fine',
    );
    expect(later.slots.budget).toBe('$15,000');
    expect(later.understanding.facts).toMatchObject({ budgetText: '$15,000', audience: 'Bakery customers' });
    expect(later.understanding.facts.budgetMin).toBeUndefined();
    expect(later.understanding.corrected).toEqual(['budget']);
    expect(later.understanding.generators).toEqual(['built-in', 'llm']);
    expect(later.filled).toEqual(['targetAudience']);
  });

  it('an answer that also names the budget fills the budget', () => {
    const understanding: Understanding = { ...NO_UNDERSTANDING, asking: 'targetAudience' };
    const merged = mergeReply(
      { title: 'Bakery app', description: BAKERY, category: 'Mobile Development' },
      understanding,
      {
        draft: { targetAudience: 'Regular customers', budget: '€10,000' },
        facts: { audience: 'Regular customers', budgetMin: 10000, budgetMax: 10000, currency: 'EUR' },
        generator: 'built-in',
      },
      'Regular customers; we can spend €10k',
    );
    expect(merged.filled).toEqual(['targetAudience', 'budget']);
    expect(merged.understanding.facts).toEqual({
      audience: 'Regular customers',
      budgetMin: 10000,
      budgetMax: 10000,
      currency: 'EUR',
    });
    expect(merged.understanding.asking).toBe('key_features');
  });

  it('keeps the answer as typed when the reply leaves the question open', () => {
    const merged = mergeReply(
      {},
      { ...NO_UNDERSTANDING, asking: 'successCriteria' },
      { draft: {}, facts: {}, generator: 'built-in' },
      'Fifty pre-orders a week',
    );
    expect(merged.slots).toEqual({ successCriteria: 'Fifty pre-orders a week' });
    expect(merged.understanding.facts).toEqual({ successCriteria: 'Fifty pre-orders a week' });
  });

  it('keeps a first description nothing was read from as the description', () => {
    const text = 'Something for the shop, not sure yet what exactly';
    const merged = mergeReply({}, NO_UNDERSTANDING, { draft: {}, facts: {}, generator: 'built-in' }, text);
    expect(merged.slots).toEqual({ description: text });
    expect(merged.understanding.asking).toBe('title');
  });
});

describe('a correction', () => {
  it('takes the words as typed and replaces only its own facts', () => {
    const first = mergeReply({}, NO_UNDERSTANDING, bakeryReply, BAKERY);
    const { slots, understanding } = correctSlot(
      first.slots,
      first.understanding,
      'technologyStack',
      'Flutter; Stripe',
    );
    expect(slots.technologyStack).toBe('Flutter; Stripe');
    expect(understanding.facts.technologies).toEqual(['Flutter', 'Stripe']);
    expect(understanding.facts.budgetMin).toBe(8000);
    expect(understanding.corrected).toEqual(['technologyStack']);
  });

  it('is cut to what the server accepts as known, and a blank one changes nothing', () => {
    const long = correctSlot({}, NO_UNDERSTANDING, 'title', 'x'.repeat(300));
    expect(long.understanding.facts.title).toHaveLength(200);
    expect(long.slots.title).toHaveLength(300);
    const slots = { title: 'Bakery app' };
    expect(correctSlot(slots, NO_UNDERSTANDING, 'title', '   ').slots).toBe(slots);
  });
});

describe('the fallback and the ten questions', () => {
  it('keeps a failed answer in the slot it answers', () => {
    expect(keepAnswerAsTyped({}, NO_UNDERSTANDING, ' A bakery app ')).toEqual({ description: 'A bakery app' });
    expect(keepAnswerAsTyped({}, { ...NO_UNDERSTANDING, asking: 'budget' }, '$10k')).toEqual({ budget: '$10k' });
  });

  it('asks the slots in order and skips the ones already filled', () => {
    const state = answerAskedSlot({ slotIndex: 0, slots: { description: 'A bakery app' } }, 'Bakery Orders');
    expect(state).toEqual({ slotIndex: 2, slots: { title: 'Bakery Orders', description: 'A bakery app' } });
    expect(answerAskedSlot(state, '  ')).toBe(state);
  });
});
