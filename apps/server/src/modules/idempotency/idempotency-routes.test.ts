import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { IDEMPOTENCY_MESSAGES } from '@app/shared/api/idempotency.constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBounty, earnTokens } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildPrototype, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { contractCases } from '../../test/contract-idempotency-cases.ts';
import { applyToJob, createNamedVisitor, publishJob, type Visitor } from '../../test/conversation-factories.ts';
import { createDeveloperProfile } from '../../test/pipeline-factories.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

/**
 * Every route with `config: { idempotent: true }`, sent once with a key: its write must commit
 * together with the claim's marker (commit-marker.ts), so that when the process dies before the
 * answer is stored, the retry is told it was carried out instead of running it again. `stored`
 * counts what the write leaves, to show the retry stored nothing.
 */
interface KeyedCase {
  route: string;
  /** POST unless said. */
  method?: 'PATCH';
  url: string;
  payload?: Record<string, unknown>;
  as: Visitor;
  stored: string;
}

describe('every keyed write marks its claim in its own transaction', () => {
  let testApp: TestApp;
  const cases: KeyedCase[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    const { app } = testApp;
    const owner = await createNamedVisitor(app, 'Olivia Owner');
    const dev = await createNamedVisitor(app, 'Dana Developer');
    const developerId = await createDeveloperProfile(app, dev, 'Dana Developer');
    const jobId = await publishJob(app, owner);
    const invitingJobId = await publishJob(app, owner);
    // Another job to apply to: inviting someone who already applied is refused (issue 41 §5).
    const applyingJobId = await publishJob(app, owner);
    // 500 points (100 a published job) unlock the first reward.
    for (let index = 0; index < 2; index++) await publishJob(app, owner);
    const question = await postQuestion(app, owner);
    const applicationId = await applyToJob(app, dev, jobId);
    await earnTokens(app, dev, 50);
    const claimable = await createBounty(app);
    const workable = await createBounty(app);
    const count = (table: string, where = 'true') => `select count(*)::int as n from ${table} where ${where}`;
    // A direct conversation to write in, and a member who starts one of their own (issue 41 §5).
    const started = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: owner.headers,
      payload: { developerId, body: 'A question before any job.' },
    });
    if (started.statusCode !== 201) throw new Error(`Starting a conversation failed: ${started.body}`);
    const conversationId = started.json().conversation.id as string;
    const stranger = await createNamedVisitor(app, 'Sam Stranger');
    cases.push(
      {
        route: 'POST /api/questions',
        url: '/api/questions',
        payload: {
          title: 'How do keyed writes survive a crash?',
          content: 'Asking for a friend in ops.',
          tags: ['ops'],
        },
        as: dev,
        stored: count('questions'),
      },
      {
        route: 'POST /api/questions/:id/answers',
        url: `/api/questions/${question.id}/answers`,
        payload: { content: 'They mark their claim in the same transaction.' },
        as: dev,
        stored: count('answers'),
      },
      {
        route: 'POST /api/jobs',
        url: '/api/jobs',
        payload: {
          title: 'A job published once',
          category: 'Web Development',
          targetAudience: 'Operators',
          description: 'Published while the server restarts.',
          keyFeatures: 'Nothing twice',
          technologyStack: 'Node.js',
          budget: '$5k',
          timeline: '1 month',
          successCriteria: 'Stored once',
          potentialChallenges: 'Crashes',
        },
        as: owner,
        stored: count('jobs'),
      },
      {
        route: 'POST /api/tasks',
        url: '/api/tasks',
        payload: { title: 'Check the claim marker' },
        as: dev,
        stored: count('tasks'),
      },
      {
        route: 'POST /api/gamification/rewards/:id/claim',
        url: '/api/gamification/rewards/priority-support/claim',
        as: owner,
        stored: count('reward_claims'),
      },
      {
        route: 'POST /api/feedback',
        url: '/api/feedback',
        payload: { type: 'feature', rating: 5, comment: 'Keep writes single', feature: 'developer-directory' },
        as: dev,
        stored: count('feedback'),
      },
      {
        route: 'POST /api/prototypes',
        url: '/api/prototypes',
        payload: buildPrototype(),
        as: dev,
        stored: count('prototypes'),
      },
      {
        route: 'POST /api/wallet/stake',
        url: '/api/wallet/stake',
        payload: { amount: 5 },
        as: dev,
        stored: count('ledger_transactions'),
      },
      {
        route: 'POST /api/wallet/unstake',
        url: '/api/wallet/unstake',
        payload: { amount: 2 },
        as: dev,
        stored: count('ledger_transactions'),
      },
      {
        route: 'POST /api/bounties/:id/claim',
        url: `/api/bounties/${claimable.id}/claim`,
        as: dev,
        stored: count('bounties', 'claimed_by is not null'),
      },
      {
        route: 'POST /api/bounties/:id/submissions',
        url: `/api/bounties/${workable.id}/submissions`,
        payload: { submissionUrl: 'https://github.com/dana/work/pull/2', description: 'Done, with tests.' },
        as: dev,
        stored: count('bounty_submissions'),
      },
      {
        route: 'POST /api/applications/:id/messages',
        url: `/api/applications/${applicationId}/messages`,
        payload: { body: 'Sent once, even after a crash.' },
        as: dev,
        stored: count('application_messages'),
      },
      {
        route: 'POST /api/funding/intents',
        url: '/api/funding/intents',
        payload: { kind: 'lend', input: { category: 'software', risk: 'medium', amount: 10, durationMonths: 6 } },
        as: dev,
        stored: count('funding_intents'),
      },
      {
        route: 'POST /api/reports',
        url: '/api/reports',
        payload: { contentType: 'question', contentId: question.id, reason: 'spam' },
        as: dev,
        stored: count('reports'),
      },
      {
        route: 'POST /api/applications',
        url: '/api/applications',
        payload: { jobId: applyingJobId, coverLetter: 'I apply once, whatever happens.' },
        as: dev,
        stored: count('job_applications'),
      },
      {
        route: 'POST /api/jobs/:id/invitations',
        url: `/api/jobs/${invitingJobId}/invitations`,
        payload: { developerId },
        as: owner,
        stored: count('job_invitations'),
      },
      {
        route: 'POST /api/conversations',
        url: '/api/conversations',
        payload: { developerId, body: 'Started once, even after a crash.' },
        as: stranger,
        stored: count('direct_conversations'),
      },
      {
        route: 'POST /api/conversations/:id/messages',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { body: 'Sent once, even after a crash.' },
        as: owner,
        stored: count('direct_messages'),
      },
      ...(await contractCases(app, count)),
    );
  }, 60_000);
  afterAll(() => testApp.close());

  const storedBy = async (query: string) =>
    (await testApp.database.queryRows<{ n: number }>(query))[0]?.n ?? Number.NaN;
  const claimOf = async (visitor: Visitor, key: string) =>
    (
      await testApp.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, visitor.user.id), eq(idempotencyKeys.key, key)))
    )[0];

  it('covers every keyed route the app has', () => {
    expect([...testApp.app.idempotentRoutes].sort()).toEqual(cases.map((entry) => entry.route).sort());
  });

  it('marks each claim committed, and a retry after a lost answer is refused and stores nothing', async () => {
    const failures: string[] = [];
    for (const entry of cases) {
      const key = `marker-${entry.route.replaceAll(' ', '-')}`;
      const send = () =>
        testApp.app.inject({
          method: entry.method ?? 'POST',
          url: entry.url,
          headers: { ...entry.as.headers, 'idempotency-key': key },
          ...(entry.payload ? { payload: entry.payload } : {}),
        });
      const before = await storedBy(entry.stored);
      const first = await send();
      if (first.statusCode < 200 || first.statusCode >= 300) {
        failures.push(`${entry.route}: ${first.statusCode} ${first.body.slice(0, 200)}`);
        continue;
      }
      const stored = await storedBy(entry.stored);
      if (stored !== before + 1) failures.push(`${entry.route}: stored ${stored - before} rows, not 1`);
      const claim = await claimOf(entry.as, key);
      if (!claim?.committedAt) failures.push(`${entry.route}: its write committed without marking the claim`);
      // What a process killed after the commit, before onSend, leaves behind.
      await testApp.database.db
        .update(idempotencyKeys)
        .set({ responseStatus: null, responseBody: null, createdAt: sql`now() - interval '1 hour'` })
        .where(and(eq(idempotencyKeys.userId, entry.as.user.id), eq(idempotencyKeys.key, key)));
      const retry = await send();
      if (retry.statusCode !== 409 || retry.json().error !== API_ERROR_CODES.alreadyCarriedOut) {
        failures.push(`${entry.route}: the retry answered ${retry.statusCode} ${retry.body.slice(0, 200)}`);
      } else if (retry.json().message !== IDEMPOTENCY_MESSAGES.answerLost) {
        failures.push(`${entry.route}: the retry said ${retry.json().message}`);
      }
      const after = await storedBy(entry.stored);
      if (after !== stored) failures.push(`${entry.route}: the retry stored ${after - stored} more`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
