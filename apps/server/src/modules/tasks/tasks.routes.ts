import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import {
  CreateTaskBodySchema,
  ListTasksQuerySchema,
  ListTasksResponseSchema,
  SetTaskStatusBodySchema,
  TaskIdParamsSchema,
  TaskResponseSchema,
  UpdateTaskBodySchema,
} from '@app/shared/tasks/tasks.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { createTask, deleteTask, listTasks, updateTask } from './tasks.service.ts';

const tags = ['tasks'];

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks',
    {
      config: { readCache: { scope: 'tasks' } },
      schema: {
        tags,
        summary: 'Tasks, soonest due first, filtered',
        querystring: ListTasksQuerySchema,
        ...documented({ 200: ListTasksResponseSchema }, { auth: 'none', notModified: true }),
      },
    },
    async (request) => ({ success: true as const, ...(await listTasks(app.db, request.query)) }),
  );

  app.post(
    '/tasks',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create a task',
        body: CreateTaskBodySchema,
        ...documented(
          { 201: TaskResponseSchema },
          { auth: 'visitor', body: true, notFound: 'No opportunity with this id (`not_found`).', conflict: true },
        ),
      },
    },
    async (request, reply) => {
      const task = await createTask(app.db, request.requireVisitor(), request.body);
      return reply.status(201).send({ success: true, task });
    },
  );

  app.put(
    '/tasks/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary: "Update a task (tasks are the team's: any visitor, or the admin)",
        params: TaskIdParamsSchema,
        body: UpdateTaskBodySchema,
        ...documented({ 200: TaskResponseSchema }, { auth: 'visitor-or-admin', body: true, notFound: true }),
      },
    },
    async (request) => ({
      success: true as const,
      task: await updateTask(app.db, request.params.id, request.body, {
        visitor: request.visitor,
        isAdmin: request.isAdmin,
      }),
    }),
  );

  app.put(
    '/tasks/:id/status',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary: 'Complete or reopen a task',
        params: TaskIdParamsSchema,
        body: SetTaskStatusBodySchema,
        ...documented({ 200: TaskResponseSchema }, { auth: 'visitor-or-admin', body: true, notFound: true }),
      },
    },
    async (request) => ({
      success: true as const,
      task: await updateTask(app.db, request.params.id, request.body, {
        visitor: request.visitor,
        isAdmin: request.isAdmin,
      }),
    }),
  );

  app.delete(
    '/tasks/:id',
    {
      preHandler: requireVisitorOrAdmin,
      schema: {
        tags,
        summary: 'Delete a task (its creator, or the admin)',
        params: TaskIdParamsSchema,
        ...documented(
          { 200: DeletedResponseSchema },
          { auth: 'visitor-or-admin', body: true, forbidden: true, notFound: true },
        ),
      },
    },
    async (request) => {
      await deleteTask(app.db, request, request.params.id);
      return { success: true as const };
    },
  );
};
