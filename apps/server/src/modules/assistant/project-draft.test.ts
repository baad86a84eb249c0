import { describe, expect, it } from 'vitest';
import { extractProjectFacts } from './extract/project-extractor.ts';
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

describe('the draft reads like a post', () => {
  /** Monday 11 May 2026. */
  const reference = new Date('2026-05-11T10:00:00Z');
  const draftFrom = (text: string) => draftOf(extractProjectFacts(text, reference));

  it('titles the thing by the business it is for and what it does, not "Web app"', () => {
    const draft = draftFrom(
      'I run a physio clinic with three therapists. We want a web app where patients book appointments, pay online and get a reminder the day before. Budget 5k-7k, ideally live in 8 weeks.',
    );
    expect(draft.title).toBe('Physio clinic booking web app');
    expect(draft.budget).toBe('5,000 - 7,000');
    expect(draft.timeline).toBe('8 weeks');
  });

  it('names a bot or a script by what it does when no business is named', () => {
    expect(
      draftFrom('We need a Telegram bot that posts daily crypto prices and lets users set price alerts.').title,
    ).toBe('Telegram bot that posts daily crypto prices');
    expect(draftFrom('Hi, I need a website for my restaurant with our menu and opening hours.').title).toBe(
      'Restaurant website',
    );
  });

  it('leaves the budget and the timeline out of the description: they have fields of their own', () => {
    const draft = draftFrom(
      "We're a small family bakery and want an app so customers can pre-order cakes and pay online. Right now it's all phone calls. We'd like it live by September. We can spend 3 to 4 thousand.",
    );
    expect(draft.description).toBe(
      "We're a small family bakery and want an app so customers can pre-order cakes and pay online. Right now it's all phone calls.",
    );
    expect(draft.title).toBe('Family bakery pre-order app');
    expect(draft.budget).toBe('3,000 - 4,000');
    expect(draft.timeline).toBe('by September 2026');
  });

  it('keeps a sentence that says more than its terms, and drops the clauses that only state them', () => {
    const draft = draftFrom(
      'Looking for a developer to rebuild our yoga studio website in Webflow with a class schedule, budget about 2k, 6 weeks.',
    );
    expect(draft.description).toBe(
      'Looking for a developer to rebuild our yoga studio website in Webflow with a class schedule.',
    );
  });

  it('writes the key features as short clean items', () => {
    const draft = draftFrom(`We want a booking site for our surf school.
- It should show the lesson calendar and
- users can pay a deposit online.
- A waiver form that students sign before their first lesson, stored with their booking so instructors can check it at the beach
- show the lesson calendar`);
    expect(draft.key_features).toBe(
      'Show the lesson calendar, Pay a deposit online, Waiver form that students sign before their first lesson',
    );
  });

  it('cleans the features whoever wrote them', () => {
    expect(
      draftOf({ features: ['it should have a menu with photos.', 'Menu with photos', 'and loyalty points'] }),
    ).toEqual({
      key_features: 'Menu with photos, Loyalty points',
    });
  });
});
