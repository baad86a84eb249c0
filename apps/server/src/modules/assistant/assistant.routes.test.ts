import { ASSISTANT_MESSAGES } from '@app/shared/assistant/assistant.constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

const BAKERY =
  "We're a bakery and want an iOS and Android app for pre-orders with Stripe payments, about $8-12k, ideally live in 3 months";

describe('assistant API (built-in extractor)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const projectDraft = (payload: unknown) =>
    inject({ method: 'POST', url: '/api/assistant/project-draft', payload: payload as object });
  const profileDraft = (payload: unknown) =>
    inject({ method: 'POST', url: '/api/assistant/profile-draft', payload: payload as object });

  it('turns one free description into the slots it fills, without a token', async () => {
    const response = await projectDraft({ text: BAKERY });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      generator: 'built-in',
      draft: {
        title: 'Bakery pre-order iOS and Android app',
        // The budget and the timeline have fields of their own: the description leaves them out.
        description: "We're a bakery and want an iOS and Android app for pre-orders with Stripe payments.",
        category: 'Mobile Development',
        key_features: 'Stripe payments',
        technologyStack: 'iOS, Android, Stripe',
        budget: '$8,000 - $12,000',
        timeline: '3 months',
      },
      facts: {
        category: 'Mobile Development',
        technologies: ['iOS', 'Android', 'Stripe'],
        budgetMin: 8000,
        budgetMax: 12000,
        currency: 'USD',
        timelineWeeks: 13,
      },
    });
    expect(body.missing).toEqual(['targetAudience', 'successCriteria', 'potentialChallenges']);
  });

  it('asks for everything when the text says almost nothing', async () => {
    const body = (await projectDraft({ text: 'I need an app' })).json();
    expect(body.draft).toEqual({});
    expect(body.missing).toHaveLength(10);
  });

  it.each([
    [{}, ASSISTANT_MESSAGES.empty],
    [{ text: '   ' }, ASSISTANT_MESSAGES.empty],
    [{ text: 'x'.repeat(5001) }, ASSISTANT_MESSAGES.tooLong],
  ])('refuses a project text of the wrong length (%#) with its sentence', async (payload, sentence) => {
    const response = await projectDraft(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'invalid_input',
      message: `Invalid text: ${sentence}`,
      errors: [{ path: 'text', message: sentence }],
    });
  });

  it.each([
    [{ text: '' }, ASSISTANT_MESSAGES.cvEmpty],
    [{ text: 'x'.repeat(5001) }, ASSISTANT_MESSAGES.cvTooLong],
  ])('refuses a CV of the wrong length (%#) with its sentence', async (payload, sentence) => {
    const response = await profileDraft(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'text', message: sentence }]);
  });

  it('accepts a text of exactly 5,000 characters', async () => {
    expect((await projectDraft({ text: `Budget $5k. ${'a'.repeat(4988)}` })).statusCode).toBe(200);
  });

  it('never overrides what is known: the corrected budget and title stay', async () => {
    const known = { title: 'Bakery pre-orders', budgetMin: 5000, budgetMax: 5000, currency: 'EUR' };
    const body = (await projectDraft({ text: BAKERY, known })).json();
    expect(body.facts).toMatchObject(known);
    expect(body.facts.budgetMax).toBe(5000);
    expect(body.draft).toMatchObject({ title: 'Bakery pre-orders', budget: '€5,000', timeline: '3 months' });
  });

  it('understands later answers: the asked slot takes the answer, and a budget in it fills the budget', async () => {
    const known = { title: 'Bakery pre-orders', description: BAKERY, category: 'Mobile Development' };
    const body = (
      await projectDraft({
        text: 'Our regular customers, and we can spend about $3,000',
        known,
        slot: 'targetAudience',
      })
    ).json();
    expect(body.facts).toMatchObject({
      ...known,
      audience: 'Our regular customers, and we can spend about $3,000',
      budgetMin: 3000,
      budgetMax: 3000,
      currency: 'USD',
    });
    expect(body.missing).toEqual([
      'key_features',
      'technologyStack',
      'timeline',
      'successCriteria',
      'potentialChallenges',
    ]);
  });

  it('keeps an answer as typed when it names no amount or date', async () => {
    const budget = (await projectDraft({ text: 'Flexible, depends on the quote', slot: 'budget' })).json();
    expect(budget.draft.budget).toBe('Flexible, depends on the quote');
    const category = (await projectDraft({ text: 'mobile', slot: 'category' })).json();
    expect(category.facts.category).toBe('Mobile Development');
  });

  it('reads a bare amount as the budget and a bare month as the deadline when those were asked', async () => {
    const budget = (await projectDraft({ text: '10k', slot: 'budget' })).json();
    expect(budget.facts).toEqual({ budgetMin: 10000, budgetMax: 10000 });
    expect(budget.draft.budget).toBe('10,000');
    const timeline = (await projectDraft({ text: 'March', slot: 'timeline' })).json();
    expect(timeline.facts.timelineText).toMatch(/^by March 20\d\d$/);
    expect(timeline.facts.timelineWeeks).toBeGreaterThan(0);
    // Not asked: "10k" alone is not taken for a budget.
    expect((await projectDraft({ text: '10k', slot: 'title' })).json().facts).toEqual({ title: '10k' });
  });

  it('fills the Developer Profile Wizard from a CV, keeping what the user already gave', async () => {
    const cv = `Julian Faulkner — Frontend Developer based in Austin, TX. 9 years turning Figma designs into React and Vue interfaces. $70–110/hr. Fluent in English and Spanish. Portfolio: julianfaulkner.design`;
    const response = await profileDraft({ text: cv, known: { name: 'Jules Faulkner', skills: ['CSS'] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      generator: 'built-in',
      facts: {
        name: 'Jules Faulkner',
        title: 'Frontend Developer',
        skills: ['CSS', 'Figma', 'React', 'Vue.js'],
        yearsOfExperience: 9,
        languages: ['English', 'Spanish'],
        location: 'Austin, TX',
        hourlyRate: 70,
        hourlyRateMax: 110,
        currency: 'USD',
        portfolio: 'https://julianfaulkner.design/',
      },
    });
  });

  it('reads one answer to the developer assistant as the answer to the fields its question asked', async () => {
    const known = { name: 'Ana' };
    const location = await profileDraft({ text: 'Lisbon, and I charge 70/h', known, slots: ['title', 'location'] });
    expect(location.statusCode).toBe(200);
    expect(location.json().facts).toEqual({ name: 'Ana', location: 'Lisbon', hourlyRate: 70 });
    // A name said alone, where the CV rules alone would have taken it for a place.
    expect((await profileDraft({ text: 'Ana', slots: ['name', 'title', 'location'] })).json().facts).toEqual({
      name: 'Ana',
    });
    const refused = await profileDraft({ text: 'Ana', slots: ['salary'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('slots.0');
  });
});

describe('assistant API rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 2 } });
  });
  afterAll(() => testApp.close());

  it('counts each route against the write limit, per IP without a token, answering 429 with Retry-After', async () => {
    const send = (url: string, remoteAddress?: string) =>
      testApp.app.inject({ method: 'POST', url, remoteAddress, payload: { text: 'A website for my bakery' } });
    for (const url of ['/api/assistant/project-draft', '/api/assistant/profile-draft']) {
      const statuses = [(await send(url)).statusCode, (await send(url)).statusCode];
      const limited = await send(url);
      expect([...statuses, limited.statusCode]).toEqual([200, 200, 429]);
      expect(limited.json().error).toBe('rate_limited');
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      // Another address has its own bucket.
      expect((await send(url, '203.0.113.9')).statusCode).toBe(200);
    }
  });
});
