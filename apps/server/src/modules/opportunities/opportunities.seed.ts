import { PIPELINE_ID, PIPELINE_STAGES } from '@app/shared/opportunities/opportunities.constants';
import type { Seeder } from '../../db/seed/seeder.ts';
import {
  insertOpportunity,
  insertStageChange,
  type NewOpportunityRow,
  setStageForSeed,
} from './opportunities.repository.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type Sample = [string, number, string, NewOpportunityRow['status'], string | null, number, number];

/** FACTS.md's three sample opportunities, then more across stages, statuses and assignees. */
const SAMPLES: Sample[] = [
  ['E-commerce AI Chatbot', 25000, 'Discovery Call', 'open', 'Lamont Evans', 12, 3],
  ['Mobile App Development', 45000, 'Proposal Sent', 'open', 'Julian Faulkner', 20, 9],
  ['Data Analytics Dashboard', 18000, 'Qualified Lead', 'open', 'Dantee Fluellen', 8, 16],
  ['Blockchain Supply Chain Tracker', 60000, 'Contract Negotiation', 'open', 'Lamont Evans', 30, 2],
  ['Marketing Automation Workflows', 12000, 'New Lead', 'open', null, 2, 1],
  ['AI Resume Screening Tool', 32000, 'Discovery Call', 'open', 'Dantee Fluellen', 15, 11],
  ['Healthcare Appointment App', 38000, 'Closed Won', 'won', 'Julian Faulkner', 45, 5],
  ['Crypto Portfolio Tracker', 22000, 'Proposal Sent', 'lost', 'Lamont Evans', 40, 20],
];

export const opportunitiesSeeder: Seeder = {
  name: 'opportunities/sample-opportunities',
  async run(db) {
    for (const [index, [name, value, stage, status, assignee, createdDays, updatedDays]] of SAMPLES.entries()) {
      const row = await insertOpportunity(db, {
        opportunityId: `OPP-SAMPLE-${String(index + 1).padStart(3, '0')}`,
        name,
        status,
        pipelineStageName: PIPELINE_STAGES[0],
        pipelineId: PIPELINE_ID,
        contactId: `contact-${index + 1}`,
        assignedTo: assignee,
        developerName: assignee,
        // The demo developers' profiles belong to no account (developers.seed.ts), so no visitor
        // may move these deals until the admin assigns them to a developer who has one.
        assignedUserId: null,
        monetaryValue: value,
        createdAt: daysAgo(createdDays),
        updatedAt: daysAgo(updatedDays),
      });
      // A believable history: one stage at a time, evenly spaced up to the last update.
      const path = PIPELINE_STAGES.slice(1, PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]) + 1);
      for (const [step, toStage] of path.entries()) {
        const days = createdDays - ((createdDays - updatedDays) * (step + 1)) / path.length;
        await insertStageChange(db, {
          opportunityId: row.id,
          fromStage: step === 0 ? PIPELINE_STAGES[0] : (path[step - 1] ?? null),
          toStage,
          changedAt: daysAgo(days),
        });
      }
      await setStageForSeed(db, row.id, stage, daysAgo(updatedDays));
    }
  },
};
