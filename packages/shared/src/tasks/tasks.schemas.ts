import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES } from './tasks.constants.ts';

export const TaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  assignedTo: z.string().nullable(),
  assignedBy: z.string().nullable(),
  dueDate: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  pipelineId: z.string(),
  pipelineName: z.string(),
  opportunityId: z.uuid().nullable(),
  completed: z.boolean(),
});
export type Task = z.infer<typeof TaskSchema>;

const dueDate = z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).nullable().optional();

export const CreateTaskBodySchema = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
  status: z.enum(TASK_STATUSES).default('pending'),
  priority: z.enum(TASK_PRIORITIES).default('medium'),
  assignedTo: z.string().trim().max(100).nullable().optional(),
  dueDate,
  pipelineId: z.string().trim().min(1).max(100).optional(),
  opportunityId: z.uuid().nullable().optional(),
});
export type CreateTaskBody = z.infer<typeof CreateTaskBodySchema>;

export const UpdateTaskBodySchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200).optional(),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(TASK_STATUSES).optional(),
    priority: z.enum(TASK_PRIORITIES).optional(),
    assignedTo: z.string().trim().max(100).nullable().optional(),
    dueDate,
    completed: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field to change');
export type UpdateTaskBody = z.infer<typeof UpdateTaskBodySchema>;

export const SetTaskStatusBodySchema = z.object({
  completed: z.boolean({ message: 'completed must be true or false' }),
});

export const ListTasksQuerySchema = z.object({
  pipelineId: z.string().trim().min(1).max(100).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  assignee: z.string().trim().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
  dueFrom: z.iso.datetime({ offset: true }).optional(),
  dueTo: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListTasksQuery = z.infer<typeof ListTasksQuerySchema>;

export const TaskIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a task id' }) });
export const ListTasksResponseSchema = z.object({
  success: z.literal(true),
  tasks: z.array(TaskSchema),
  nextCursor: z.string().nullable(),
});
export type ListTasksResponse = z.infer<typeof ListTasksResponseSchema>;
export const TaskResponseSchema = z.object({ success: z.literal(true), task: TaskSchema });
