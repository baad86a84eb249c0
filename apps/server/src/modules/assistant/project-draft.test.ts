import { describe, expect, it } from 'vitest';
import { answerSlot, draftOf, mergeKnown, missingOf } from './project-draft.ts';

describe('merging what is known with what a text says', () => {
  it('never replaces a known fact, and fills the rest', () => {
    const merged = mergeKnown(
      { title: 'PawPal', category: 'Mobile Development' },
      { title: 'Pet sitting app', category: 'Web Development', audience: 'Pet owners' },
    );
    expect(merged).toEqual({ title: 'PawPal', category: 'Mobile Development', audience: 'Pet owners' });
  });

  it('takes a budget or a timeline whole from one side, never half from each', () => {
    const merged = mergeKnown(
      { budgetMax: 5000, timelineText: 'ASAP' },
      { budgetMin: 8000, budgetMax: 12000, currency: 'USD', timelineWeeks: 13, timelineText: '3 months' },
    );
    expect(merged).toEqual({ budgetMax: 5000, timelineText: 'ASAP' });
  });

  it('keeps every known technology and feature and adds the new ones, each once', () => {
    const merged = mergeKnown(
      { technologies: ['React'], features: ['Chat'] },
      { technologies: ['react', 'PostgreSQL'], features: ['chat', 'Payments'] },
    );
    expect(merged.technologies).toEqual(['React', 'PostgreSQL']);
    expect(merged.features).toEqual(['Chat', 'Payments']);
  });
});

describe('an answer to the question just asked', () => {
  it('fills that slot with the answer as typed when nothing in it was understood', () => {
    expect(answerSlot({}, 'targetAudience', 'Small bakeries in Leeds')).toEqual({
      audience: 'Small bakeries in Leeds',
    });
    expect(answerSlot({}, 'budget', 'Flexible, depends on the quote')).toEqual({
      budgetText: 'Flexible, depends on the quote',
    });
    expect(answerSlot({}, 'key_features', 'online orders, loyalty points and a map')).toEqual({
      features: ['online orders', 'loyalty points', 'a map'],
    });
  });

  it('matches a category answer to a job category when it names one', () => {
    expect(answerSlot({}, 'category', 'mobile')).toEqual({ category: 'Mobile Development' });
    expect(answerSlot({}, 'category', 'Fintech')).toEqual({ category: 'Fintech' });
  });

  it('leaves a slot alone that is already filled', () => {
    expect(answerSlot({ budgetMax: 5000 }, 'budget', 'whatever')).toEqual({ budgetMax: 5000 });
  });
});

describe('the draft the wizard shows', () => {
  it('writes every filled slot as text and lists the rest in the usual order', () => {
    const draft = draftOf({
      title: 'Pre-order app',
      category: 'Mobile Development',
      technologies: ['iOS', 'Android', 'Stripe'],
      features: ['Pre-orders', 'Stripe payments'],
      budgetMin: 8000,
      budgetMax: 12000,
      currency: 'USD',
      timelineWeeks: 13,
      timelineText: '3 months',
    });
    expect(draft).toEqual({
      title: 'Pre-order app',
      category: 'Mobile Development',
      key_features: 'Pre-orders, Stripe payments',
      technologyStack: 'iOS, Android, Stripe',
      budget: '$8,000 - $12,000',
      timeline: '3 months',
    });
    expect(missingOf(draft)).toEqual(['description', 'targetAudience', 'successCriteria', 'potentialChallenges']);
  });

  it('shows a budget in words when it has no amount', () => {
    expect(draftOf({ budgetText: 'Flexible' }).budget).toBe('Flexible');
  });
});
