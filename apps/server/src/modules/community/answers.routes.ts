import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
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
import { loadVisitor, requireVisitor, viewerKeyOf } from '../../plugins/identity.ts';
import { createAnswer, listAnswers, recordAnswerView, toggleAcceptedAnswer } from './answers.service.ts';
import { voteOnAnswer } from './votes.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeSchema = { tags: ['community'], security: [{ bearer: [] }] };

export const answersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/:id/answers',
    {
      schema: {
        tags: ['community'],
        summary: 'Answers: accepted first, then most voted, then oldest',
        params: QuestionIdParamsSchema,
        response: { 200: ListAnswersResponseSchema, ...errors },
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
        ...writeSchema,
        summary: 'Answer a question (10 to 10000 characters, trimmed)',
        params: QuestionIdParamsSchema,
        body: CreateAnswerBodySchema,
        response: { 201: AnswerResponseSchema, ...errors },
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
        ...writeSchema,
        summary: 'Vote on an answer',
        params: AnswerParamsSchema,
        body: VoteBodySchema,
        response: { 200: VoteResponseSchema, ...errors },
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
        ...writeSchema,
        summary: 'Accept (or un-accept) an answer; the asker only',
        params: AnswerParamsSchema,
        response: { 200: AcceptResponseSchema, ...errors },
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
        tags: ['community'],
        summary: 'Count a view of an answer',
        params: AnswerParamsSchema,
        response: { 200: ViewResponseSchema, ...errors },
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
