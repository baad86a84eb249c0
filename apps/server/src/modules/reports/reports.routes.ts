import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import {
  CreateReportBodySchema,
  ListReportsResponseSchema,
  ReportIdParamsSchema,
  ReportResponseSchema,
  ResolveReportBodySchema,
} from '@app/shared/reports/reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin, requireVisitor } from '../../plugins/identity.ts';
import { createReport, listReports, resolveReport } from './reports.service.ts';

const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Report a question, answer or prototype (one open report per visitor per item)',
        body: CreateReportBodySchema,
        ...documented(
          { 201: ReportResponseSchema },
          {
            auth: 'visitor',
            body: true,
            notFound: 'No such question, answer or prototype (`not_found`).',
            conflict: 'You already reported it (`conflict`), or an Idempotency-Key was reused.',
          },
        ),
      },
    },
    async (request, reply) => {
      const report = await createReport(app.db, request.requireVisitor(), request.body);
      return reply.status(201).send({ success: true, report });
    },
  );

  app.get(
    '/reports',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'All reports (admin)',
        querystring: PageQuerySchema,
        ...documented({ 200: ListReportsResponseSchema }, { auth: 'admin' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listReports(app.db, { ...request.query, onlyOpen: false })),
    }),
  );

  app.get(
    '/reports/pending',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Open reports (admin)',
        querystring: PageQuerySchema,
        ...documented({ 200: ListReportsResponseSchema }, { auth: 'admin' }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listReports(app.db, { ...request.query, onlyOpen: true })),
    }),
  );

  app.post(
    '/reports/:id/resolve',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Dismiss a report or remove the reported content (admin)',
        params: ReportIdParamsSchema,
        body: ResolveReportBodySchema,
        ...documented(
          { 200: ReportResponseSchema },
          { auth: 'admin', body: true, notFound: true, conflict: 'Already resolved (`conflict`).' },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      report: await resolveReport(app.db, request.params.id, request.body.action),
    }),
  );
};
