import { PageQuerySchema } from '@app/shared/api/pagination.schemas';
import {
  AvailabilityResponseSchema,
  CourseSignupResponseSchema,
  CourseWaitlistBodySchema,
  ServiceSignupResponseSchema,
  ServiceWaitlistBodySchema,
  WaitlistEntriesResponseSchema,
} from '@app/shared/waitlists/waitlists.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import {
  exportWaitlistCsv,
  joinCourseWaitlist,
  joinServiceWaitlist,
  listWaitlist,
  serviceAvailability,
} from './waitlists.service.ts';

const tags = ['waitlists'];
/** A page of entries as JSON, or with format=csv every entry as a CSV file. */
const EntriesResponse = {
  description: 'JSON: a page of entries; format=csv: every entry, as a file (content-disposition: attachment)',
  content: { 'application/json': { schema: WaitlistEntriesResponseSchema }, 'text/csv': { schema: z.string() } },
};
const ListParamsSchema = z.object({ list: z.enum(['service', 'course'], { message: 'No such waitlist' }) });

/** Public sign-ups need no visitor token; they are limited per IP (`config.signup`). */
export const waitlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/waitlists/service',
    {
      config: { signup: true },
      schema: {
        tags,
        summary: 'Join the prototype-service waitlist; booked into the first month with room',
        body: ServiceWaitlistBodySchema,
        ...documented({ 201: ServiceSignupResponseSchema }, { auth: 'none', body: true }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, entry: await joinServiceWaitlist(app.db, request.body) }),
  );

  app.get(
    '/waitlists/service/availability',
    {
      schema: {
        tags,
        summary: "This month's spots left and the next open month",
        ...documented({ 200: AvailabilityResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({ success: true as const, ...(await serviceAvailability(app.db)) }),
  );

  app.post(
    '/waitlists/course',
    {
      config: { signup: true },
      schema: {
        tags,
        summary: 'Join the coding-course waitlist',
        body: CourseWaitlistBodySchema,
        ...documented({ 201: CourseSignupResponseSchema }, { auth: 'none', body: true }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, entry: await joinCourseWaitlist(app.db, request.body) }),
  );

  app.get(
    '/waitlists/:list',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Every entry of a waitlist, newest first; format=csv downloads it (admin)',
        params: ListParamsSchema,
        querystring: PageQuerySchema.extend({ format: z.enum(['json', 'csv']).default('json') }),
        ...documented({ 200: EntriesResponse }, { auth: 'admin' }),
      },
    },
    async (request, reply) => {
      const { list } = request.params;
      if (request.query.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${list}-waitlist.csv"`)
          .send(await exportWaitlistCsv(app.db, list));
      }
      return { success: true as const, ...(await listWaitlist(app.db, list, request.query)) };
    },
  );
};
