import { TASK_PIPELINE_ID } from '@app/shared/tasks/tasks.constants';
import { eq } from 'drizzle-orm';
import type { Seeder } from '../../db/seed/seeder.ts';
import { opportunities } from '../opportunities/opportunities.tables.ts';
import { insertTask, type NewTaskRow } from './tasks.repository.ts';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

type Sample = [string, string, NewTaskRow['status'], NewTaskRow['priority'], string | null, number | null, string];

/** FACTS.md's four sample tasks first, then more across developers, statuses and due dates. */
const SAMPLES: Sample[] = [
  [
    'Implement user authentication',
    'Email and password sign-in with sessions and password reset.',
    'in_progress',
    'high',
    'Lamont Evans',
    3,
    'E-commerce AI Chatbot',
  ],
  [
    'Design database schema',
    'Tables for orders, products and customers, with indexes for search.',
    'completed',
    'high',
    'Dantee Fluellen',
    -5,
    'E-commerce AI Chatbot',
  ],
  [
    'Write API documentation',
    'OpenAPI descriptions and examples for every public endpoint.',
    'pending',
    'medium',
    'Dantee Fluellen',
    -2,
    'Data Analytics Dashboard',
  ],
  [
    'Setup CI/CD pipeline',
    'Build, test and deploy on every merge to main.',
    'pending',
    'medium',
    'Lamont Evans',
    7,
    'Mobile App Development',
  ],
  [
    'Create onboarding screens',
    'Three welcome screens with skip and progress dots.',
    'in_progress',
    'medium',
    'Julian Faulkner',
    1,
    'Mobile App Development',
  ],
  [
    'Accessibility audit',
    'Keyboard and screen-reader pass over the dashboard.',
    'pending',
    'low',
    'Julian Faulkner',
    -1,
    'Data Analytics Dashboard',
  ],
  [
    'Smart contract review',
    'Review the escrow contract before the client demo.',
    'pending',
    'high',
    'Lamont Evans',
    0.5,
    'Blockchain Supply Chain Tracker',
  ],
  [
    'Prepare proposal deck',
    'Scope, timeline and pricing for the resume screening tool.',
    'completed',
    'medium',
    'Dantee Fluellen',
    -8,
    'AI Resume Screening Tool',
  ],
  [
    'Collect brand assets',
    'Logo files, colours and fonts from the client.',
    'pending',
    'low',
    null,
    null,
    'Marketing Automation Workflows',
  ],
];

export const tasksSeeder: Seeder = {
  name: 'tasks/sample-tasks',
  async run(db) {
    for (const [title, description, status, priority, assignee, dueDays, opportunityName] of SAMPLES) {
      const [deal] = await db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(eq(opportunities.name, opportunityName));
      await insertTask(db, {
        title,
        description,
        status,
        priority,
        assignedTo: assignee,
        assignedBy: 'Pipeline Manager',
        dueDate: dueDays === null ? null : inDays(dueDays),
        pipelineId: TASK_PIPELINE_ID,
        opportunityId: deal?.id ?? null,
      });
    }
  },
};
