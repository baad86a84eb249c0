import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import {
  CreateReportBodySchema,
  ListReportsResponseSchema,
  ReportIdParamsSchema,
  ReportResponseSchema,
  ResolveReportBodySchema,
} from '@app/shared/reports/reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireVisitor } from '../../plugins/identity.ts';
import { createReport, listReports, resolveReport } from './reports.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const adminSchema = { tags: ['reports'], security: [{ bearer: [] }] };

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags: ['reports'],
        summary: 'Report a question, answer or prototype (one open report per visitor per item)',
        security: [{ bearer: [] }],
        body: CreateReportBodySchema,
        response: { 201: ReportResponseSchema, ...errors },
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
        ...adminSchema,
        summary: 'All reports (admin)',
        querystring: PageQuerySchema,
        response: { 200: ListReportsResponseSchema, ...errors },
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
        ...adminSchema,
        summary: 'Open reports (admin)',
        querystring: PageQuerySchema,
        response: { 200: ListReportsResponseSchema, ...errors },
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
        ...adminSchema,
        summary: 'Dismiss a report or remove the reported content (admin)',
        params: ReportIdParamsSchema,
        body: ResolveReportBodySchema,
        response: { 200: ReportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      report: await resolveReport(app.db, request.params.id, request.body.action),
    }),
  );
};
