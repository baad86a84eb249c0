import {
  AcceptResponseSchema,
  AnswerParamsSchema,
  AnswerResponseSchema,
  CreateAnswerBodySchema,
  ListAnswersResponseSchema,
  QuestionIdParamsSchema,
  ViewResponseSchema,
  VoteBodySchema,
  VoteResponseSchema,
} from '@app/shared/community/community.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { loadVisitor, requireVisitor, viewerKeyOf } from '../../plugins/identity.ts';
import { createAnswer, listAnswers, recordAnswerView, toggleAcceptedAnswer } from './answers.service.ts';
import { voteOnAnswer } from './votes.service.ts';

const tags = ['community'];

export const answersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/:id/answers',
    {
      schema: {
        tags,
        summary: 'Answers: accepted first, then most voted, then oldest',
        params: QuestionIdParamsSchema,
        ...documented({ 200: ListAnswersResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, answers: await listAnswers(app.db, request.params.id, visitor?.id ?? null) };
    },
  );

  app.post(
    '/questions/:id/answers',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Answer a question (10 to 10000 characters, trimmed)',
        params: QuestionIdParamsSchema,
        body: CreateAnswerBodySchema,
        ...documented({ 201: AnswerResponseSchema }, { auth: 'visitor', body: true, notFound: true, conflict: true }),
      },
    },
    async (request, reply) => {
      const answer = await createAnswer(app.db, request.requireVisitor(), request.params.id, request.body);
      return reply.status(201).send({ success: true, answer });
    },
  );

  app.post(
    '/questions/:questionId/answers/:answerId/vote',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Vote on an answer',
        params: AnswerParamsSchema,
        body: VoteBodySchema,
        ...documented(
          { 200: VoteResponseSchema },
          { auth: 'visitor', body: true, forbidden: 'Your own answer (`forbidden`).', notFound: true },
        ),
      },
    },
    async (request) => {
      const { questionId, answerId } = request.params;
      const result = await voteOnAnswer(app.db, request.requireVisitor(), questionId, answerId, request.body.direction);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/questions/:questionId/answers/:answerId/accept',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Accept (or un-accept) an answer; the asker only',
        params: AnswerParamsSchema,
        ...documented(
          { 200: AcceptResponseSchema },
          { auth: 'visitor', body: true, forbidden: 'Not your question (`forbidden`).', notFound: true },
        ),
      },
    },
    async (request) => {
      const { questionId, answerId } = request.params;
      return {
        success: true as const,
        ...(await toggleAcceptedAnswer(app.db, request.requireVisitor(), questionId, answerId)),
      };
    },
  );

  app.post(
    '/questions/:questionId/answers/:answerId/view',
    {
      schema: {
        tags,
        summary: 'Count a view of an answer',
        params: AnswerParamsSchema,
        ...documented({ 200: ViewResponseSchema }, { auth: 'optional', body: true, notFound: true }),
      },
    },
    async (request) => {
      const { questionId, answerId } = request.params;
      return {
        success: true as const,
        ...(await recordAnswerView(app.db, questionId, answerId, await viewerKeyOf(request))),
      };
    },
  );
};
