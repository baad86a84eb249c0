import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { type FakeLlm, startFakeLlm } from './fake-llm-server.ts';

const BAKERY =
  "We're a bakery and want an iOS and Android app for pre-orders with Stripe payments, about $8-12k, ideally live in 3 months";

/** What a well-behaved model answers for the bakery: nulls for what is not stated. */
const MODEL_PROJECT = {
  title: 'Bakery pre-order app',
  category: 'Mobile Development',
  audience: 'Bakery customers',
  features: ['Pre-orders', 'Stripe payments'],
  technologies: ['ios', 'Android', 'stripe', 'Firebase'],
  budgetMin: 8000,
  budgetMax: 12000,
  currency: 'USD',
  timelineWeeks: 13,
  timelineText: '3 months',
  successCriteria: null,
  challenges: null,
};

const MODEL_PROFILE = {
  name: 'Ada Lovelace',
  title: 'Backend Developer',
  skills: ['golang', 'Postgres'],
  yearsOfExperience: 7,
  languages: ['English'],
  location: 'London',
  timezone: null,
  hourlyRate: 90,
  hourlyRateMax: null,
  currency: 'GBP',
  github: 'https://github.com/ada',
  linkedin: 'https://linkedin.com/in/made-up-by-the-model',
  portfolio: null,
  bio: null,
};

/** A model that finds nothing in the text. */
const NOTHING_STATED = Object.fromEntries(Object.keys(MODEL_PROFILE).map((key) => [key, null]));

describe('assistant API with a language model (a fake OpenAI-compatible endpoint on loopback)', () => {
  let fake: FakeLlm;
  let testApp: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlm();
    fake.answers = { project_facts: MODEL_PROJECT, profile_facts: MODEL_PROFILE };
    testApp = await buildTestApp({
      rateLimit: UNLIMITED,
      config: { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'good';
    fake.requests = [];
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const projectDraft = (payload: object) => inject({ method: 'POST', url: '/api/assistant/project-draft', payload });

  it("uses the model's facts, merged with the built-in extractor's, and says so", async () => {
    const body = (await projectDraft({ text: BAKERY })).json();
    expect(body.generator).toBe('llm');
    expect(body.facts).toMatchObject({
      title: 'Bakery pre-order app',
      audience: 'Bakery customers',
      // The budget and the timeline have fields of their own: the description leaves them out.
      description: "We're a bakery and want an iOS and Android app for pre-orders with Stripe payments.",
      // The model's names normalised to the dictionary's, and the built-in extractor's kept.
      technologies: ['iOS', 'Android', 'Stripe', 'Firebase'],
      budgetMin: 8000,
      budgetMax: 12000,
      currency: 'USD',
      timelineWeeks: 13,
    });
    expect(body.draft.targetAudience).toBe('Bakery customers');
    expect(body.missing).toEqual(['successCriteria', 'potentialChallenges']);
  });

  it("sends the model the user's text and nothing else, asking for JSON of the schema", async () => {
    await projectDraft({ text: BAKERY, known: { title: 'A secret working title', audience: 'Regulars only' } });
    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('fake-model');
    expect(request?.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request?.body.messages[1]?.content).toBe(BAKERY);
    expect(JSON.stringify(request?.body)).not.toMatch(/secret working title|Regulars only/);
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'project_facts', schema: { type: 'object', additionalProperties: false } },
    });
  });

  it('never lets the model override a known fact', async () => {
    const known = { title: 'Our own title', category: 'Web Development', budgetMax: 5000 };
    const body = (await projectDraft({ text: BAKERY, known })).json();
    expect(body.generator).toBe('llm');
    expect(body.facts).toMatchObject(known);
    expect(body.facts.budgetMin).toBeUndefined();
    expect(body.draft.budget).toBe('Up to 5,000');
  });

  it('drops a currency the text does not state', async () => {
    fake.answers = {
      ...fake.answers,
      project_facts: { ...MODEL_PROJECT, budgetMin: 10000, budgetMax: 10000, currency: 'EUR' },
    };
    try {
      const body = (await projectDraft({ text: 'A booking website for my salon, budget around 10k.' })).json();
      expect(body.facts).toMatchObject({ budgetMin: 10000, budgetMax: 10000 });
      expect(body.facts.currency).toBeUndefined();
    } finally {
      fake.answers = { project_facts: MODEL_PROJECT, profile_facts: MODEL_PROFILE };
    }
  });

  it('falls back to the built-in extractor when the model takes longer than 3 seconds', async () => {
    fake.mode = 'slow';
    const started = Date.now();
    const body = (await projectDraft({ text: BAKERY })).json();
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(body.generator).toBe('built-in');
    expect(body.facts).toMatchObject({ title: 'Bakery pre-order iOS and Android app', budgetMin: 8000 });
    expect(body.facts.audience).toBeUndefined();
  });

  it.each([['broken-json'], ['schema-breaking'], ['server-error']] as const)(
    'falls back to the built-in extractor when the model answers %s',
    async (mode) => {
      fake.mode = mode;
      const response = await projectDraft({ text: BAKERY });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        generator: 'built-in',
        facts: { category: 'Mobile Development', technologies: ['iOS', 'Android', 'Stripe'], budgetMax: 12000 },
      });
      expect(fake.requests).toHaveLength(1);
    },
  );

  it('reads a CV with the model too, keeping only links that are in the text', async () => {
    const cv = 'Ada Lovelace, backend developer in London. Go and Postgres for 7 years. £90/hour. github.com/ada';
    const body = (await inject({ method: 'POST', url: '/api/assistant/profile-draft', payload: { text: cv } })).json();
    expect(body.generator).toBe('llm');
    expect(body.facts).toMatchObject({
      name: 'Ada Lovelace',
      skills: ['Go', 'PostgreSQL'],
      hourlyRate: 90,
      currency: 'GBP',
      github: 'https://github.com/ada',
    });
    expect(body.facts.linkedin).toBeUndefined();
    fake.mode = 'schema-breaking';
    const fallback = (
      await inject({ method: 'POST', url: '/api/assistant/profile-draft', payload: { text: cv } })
    ).json();
    expect(fallback.generator).toBe('built-in');
    expect(fallback.facts).toMatchObject({ name: 'Ada Lovelace', hourlyRate: 90 });
  });

  it("reads an answer to the developer assistant's question with the model too: a bare name stays the name", async () => {
    fake.answers = { ...fake.answers, profile_facts: { ...NOTHING_STATED, location: 'Ana' } };
    try {
      const payload = { text: 'Ana', slots: ['name', 'title', 'location'] };
      const body = (await inject({ method: 'POST', url: '/api/assistant/profile-draft', payload })).json();
      expect(body.generator).toBe('llm');
      expect(body.facts).toEqual({ name: 'Ana' });
      expect(fake.requests[0]?.body.messages[1]?.content).toBe('Ana');
    } finally {
      fake.answers = { project_facts: MODEL_PROJECT, profile_facts: MODEL_PROFILE };
    }
  });
});
