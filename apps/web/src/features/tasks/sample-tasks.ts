import { TASK_PIPELINE_ID } from '@app/shared/tasks/tasks.constants';
import type { Task } from '@app/shared/tasks/tasks.schemas';

/**
 * SAMPLE DATA — shown only when the task list cannot be loaded (the server answers 5xx or cannot be
 * reached), always under a banner saying so (part-2 §7–§8, DESIGN.md §6). These are the four
 * sample tasks of FACTS.md "Pipeline". They are read-only: none of them exists on the server.
 */

const DAY_MS = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const sampleId = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

function sampleTask(
  n: number,
  fields: Pick<Task, 'title' | 'description' | 'status' | 'priority' | 'assignedTo' | 'dueDate' | 'pipelineName'>,
): Task {
  const createdAt = inDays(-14);
  return {
    ...fields,
    id: sampleId(n),
    assignedBy: null,
    createdAt,
    updatedAt: createdAt,
    pipelineId: TASK_PIPELINE_ID,
    opportunityId: null,
    completed: fields.status === 'completed',
  };
}

export const SAMPLE_TASKS: readonly Task[] = [
  sampleTask(1, {
    title: 'Implement user authentication',
    description: 'Email and password sign-in with sessions and password reset.',
    status: 'in_progress',
    priority: 'high',
    assignedTo: 'Lamont Evans',
    dueDate: inDays(3),
    pipelineName: 'E-commerce AI Chatbot',
  }),
  sampleTask(2, {
    title: 'Design database schema',
    description: 'Tables for orders, products and customers, with indexes for search.',
    status: 'completed',
    priority: 'high',
    assignedTo: 'Dantee Fluellen',
    dueDate: inDays(-5),
    pipelineName: 'E-commerce AI Chatbot',
  }),
  sampleTask(3, {
    title: 'Write API documentation',
    description: 'OpenAPI descriptions and examples for every public endpoint.',
    status: 'pending',
    priority: 'medium',
    assignedTo: 'Dantee Fluellen',
    dueDate: inDays(-2),
    pipelineName: 'Data Analytics Dashboard',
  }),
  sampleTask(4, {
    title: 'Setup CI/CD pipeline',
    description: 'Build, test and deploy on every merge to main.',
    status: 'pending',
    priority: 'medium',
    assignedTo: 'Lamont Evans',
    dueDate: inDays(7),
    pipelineName: 'Mobile App Development',
  }),
];
