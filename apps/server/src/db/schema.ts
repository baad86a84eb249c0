// Every table of every module, for drizzle-kit and the typed client. Add new modules here.
export * from '../modules/analytics/analytics.tables.ts';
export * from '../modules/bounties/bounties.tables.ts';
export * from '../modules/community/community.tables.ts';
export * from '../modules/developers/developers.tables.ts';
export * from '../modules/feedback/feedback.tables.ts';
export * from '../modules/funding/funding.tables.ts';
export * from '../modules/gamification/gamification.tables.ts';
export * from '../modules/idempotency/idempotency.tables.ts';
export * from '../modules/jobs/jobs.tables.ts';
export * from '../modules/ledger/ledger.tables.ts';
export * from '../modules/opportunities/opportunities.tables.ts';
export * from '../modules/prototypes/prototypes.tables.ts';
export * from '../modules/reports/reports.tables.ts';
export * from '../modules/tasks/tasks.tables.ts';
export * from '../modules/users/users.tables.ts';
export * from '../modules/waitlists/waitlists.tables.ts';
export * from './seed/seed.tables.ts';
