import type { CreateQuestionInput } from '@app/shared/community/community.schemas';
import type { FastifyInstance } from 'fastify';
import type { createVisitor } from './build-test-app.ts';

let counter = 0;

export function buildQuestion(overrides: Partial<CreateQuestionInput> = {}): CreateQuestionInput {
  counter++;
  return {
    title: `How do I test prototype number ${counter}?`,
    content: `Details about prototype ${counter}: what should I measure first?`,
    tags: ['prototyping'],
    ...overrides,
  };
}

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

export async function postQuestion(
  app: FastifyInstance,
  author: Visitor,
  overrides: Partial<CreateQuestionInput> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/questions',
    headers: author.headers,
    payload: buildQuestion(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`Creating a question failed: ${response.body}`);
  return response.json().question as { id: string; title: string; votes: number; answers: number };
}

export async function postAnswer(
  app: FastifyInstance,
  author: Visitor,
  questionId: string,
  content = 'A helpful answer with detail.',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/questions/${questionId}/answers`,
    headers: author.headers,
    payload: { content },
  });
  if (response.statusCode !== 201) throw new Error(`Creating an answer failed: ${response.body}`);
  return response.json().answer as { id: string; votes: number };
}

export async function vote(app: FastifyInstance, voter: Visitor, url: string, direction: 'up' | 'down') {
  return app.inject({ method: 'POST', url, headers: voter.headers, payload: { direction } });
}

export async function reputationOf(app: FastifyInstance, visitor: Visitor): Promise<number> {
  return (await app.inject({ method: 'GET', url: `/api/users/${visitor.user.id}` })).json().user.reputation;
}

/** Generous limits: these suites create many visitors from one IP. */
export const UNLIMITED = {
  writeMax: 100_000,
  globalMax: 100_000,
  signupMax: 100_000,
  sessionMax: 100_000,
  signinMax: 100_000,
  uploadMax: 100_000,
  uploadIpMax: 100_000,
};

let prototypeCounter = 0;

export function buildPrototype(overrides: Record<string, unknown> = {}) {
  prototypeCounter++;
  return {
    title: `Prototype ${prototypeCounter}`,
    description: `A clickable prototype number ${prototypeCounter} for testing.`,
    githubPagesUrl: `https://maker${prototypeCounter}-${Date.now()}.github.io/app/`,
    tags: ['web'],
    technologies: ['React'],
    ...overrides,
  };
}

export async function postPrototype(app: FastifyInstance, author: Visitor, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/prototypes',
    headers: author.headers,
    payload: buildPrototype(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`Creating a prototype failed: ${response.body}`);
  return response.json().prototype as { id: string; title: string; likes: number; githubPagesUrl: string };
}
