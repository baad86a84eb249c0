import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
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
import { requireVisitor, requireVisitorOrAdmin } from '../../plugins/identity.ts';
import { createTask, deleteTask, listTasks, updateTask } from './tasks.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const write = { tags: ['tasks'], security: [{ bearer: [] }] };

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks',
    {
      config: { readCache: { scope: 'tasks' } },
      schema: {
        tags: ['tasks'],
        summary: 'Tasks, soonest due first, filtered',
        querystring: ListTasksQuerySchema,
        response: { 200: ListTasksResponseSchema, 400: ApiErrorSchema },
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
        ...write,
        summary: 'Create a task',
        body: CreateTaskBodySchema,
        response: { 201: TaskResponseSchema, ...errors },
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
        ...write,
        summary: 'Update a task',
        params: TaskIdParamsSchema,
        body: UpdateTaskBodySchema,
        response: { 200: TaskResponseSchema, ...errors },
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
        ...write,
        summary: 'Complete or reopen a task',
        params: TaskIdParamsSchema,
        body: SetTaskStatusBodySchema,
        response: { 200: TaskResponseSchema, ...errors },
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
        ...write,
        summary: 'Delete a task (its creator, or the admin)',
        params: TaskIdParamsSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTask(app.db, request, request.params.id);
      return { success: true as const };
    },
  );
};
