import {
  CreateQuestionBodySchema,
  DeletedResponseSchema,
  ListQuestionsQuerySchema,
  ListQuestionsResponseSchema,
  QuestionIdParamsSchema,
  QuestionResponseSchema,
  UpdateQuestionBodySchema,
  ViewResponseSchema,
  VoteBodySchema,
  VoteResponseSchema,
} from '@app/shared/community/community.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { documented } from '../../lib/route-responses.ts';
import { loadVisitor, requireVisitor, requireVisitorOrAdmin, viewerKeyOf } from '../../plugins/identity.ts';
import { anonymousQuestionPage, viewerQuestionPage } from './question-list-cache.ts';
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  recordQuestionView,
  updateQuestion,
} from './questions.service.ts';
import { voteOnQuestion } from './votes.service.ts';

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions',
    {
      config: { readCache: { scope: 'questions', anonymousOnly: true } },
      schema: {
        tags: ['community'],
        summary: 'Questions, sorted and filtered, a page at a time',
        querystring: ListQuestionsQuerySchema,
        ...documented({ 200: ListQuestionsResponseSchema }, { auth: 'optional', notModified: true }),
      },
    },
    async (request, reply) => {
      const visitor = await loadVisitor(request);
      // The questions are JSON the database wrote, sent as they are: not parsed, checked and
      // written again (questions.routes.test.ts holds them to ListQuestionsResponseSchema).
      if (!visitor) return sendJsonText(reply, await anonymousQuestionPage(app.db, request, request.query));
      const page = await viewerQuestionPage(app, request, request.query, visitor.id);
      return sendJsonText(reply.header('x-read-cache', page.fromCache ? 'hit' : 'miss'), page.body);
    },
  );

  app.get(
    '/questions/:id',
    {
      schema: {
        tags: ['community'],
        params: QuestionIdParamsSchema,
        ...documented({ 200: QuestionResponseSchema }, { auth: 'optional', notFound: true }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, question: await getQuestion(app.db, request.params.id, visitor?.id ?? null) };
    },
  );

  app.post(
    '/questions',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags: ['community'],
        summary: 'Ask a question (title, content, 1 to 5 tags)',
        body: CreateQuestionBodySchema,
        ...documented({ 201: QuestionResponseSchema }, { auth: 'visitor', body: true, conflict: true }),
      },
    },
    async (request, reply) => {
      const question = await createQuestion(app.db, request.requireVisitor(), request.body);
      return reply.status(201).send({ success: true, question });
    },
  );

  app.put(
    '/questions/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags: ['community'],
        summary: 'Edit a question (its author, or the admin)',
        params: QuestionIdParamsSchema,
        body: UpdateQuestionBodySchema,
        ...documented(
          { 200: QuestionResponseSchema },
          { auth: 'visitor-or-admin', body: true, forbidden: true, notFound: true },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      question: await updateQuestion(app.db, request, request.params.id, request.body),
    }),
  );

  app.delete(
    '/questions/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags: ['community'],
        summary: 'Delete a question (its author, or the admin)',
        params: QuestionIdParamsSchema,
        ...documented(
          { 200: DeletedResponseSchema },
          { auth: 'visitor-or-admin', body: true, forbidden: true, notFound: true },
        ),
      },
    },
    async (request) => {
      await deleteQuestion(app.db, request, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/questions/:id/vote',
    {
      preHandler: requireVisitor,
      schema: {
        tags: ['community'],
        summary: 'Vote up or down; the same direction again removes the vote',
        params: QuestionIdParamsSchema,
        body: VoteBodySchema,
        ...documented(
          { 200: VoteResponseSchema },
          { auth: 'visitor', body: true, forbidden: 'Your own question (`forbidden`).', notFound: true },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await voteOnQuestion(app.db, request.requireVisitor(), request.params.id, request.body.direction)),
    }),
  );

  app.post(
    '/questions/:id/view',
    {
      schema: {
        tags: ['community'],
        summary: 'Count a view (once per visitor or IP per 24 h)',
        params: QuestionIdParamsSchema,
        ...documented({ 200: ViewResponseSchema }, { auth: 'optional', body: true, notFound: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await recordQuestionView(app.db, request.params.id, await viewerKeyOf(request))),
    }),
  );
};
