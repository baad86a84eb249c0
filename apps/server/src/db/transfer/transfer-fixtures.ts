import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { buildTestConfig } from '../../config.ts';
import { saveAccount } from '../../test/account-factories.ts';
import { ADMIN, earnTokens } from '../../test/bounty-factories.ts';
import { createVisitor, TEST_ADMIN_TOKEN } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED, vote } from '../../test/community-factories.ts';
import { openConversation, sendMessage, type Visitor } from '../../test/conversation-factories.ts';
import { createVirtualAuthenticator, type VirtualAuthenticator } from '../../test/virtual-authenticator.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';

/** The app on an already-open database, as a server process would run it (demo data seeded on PGlite). */
export async function startApp(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = await buildApp({
    config: buildTestConfig({ SEED_DEMO_DATA: true }),
    database,
    adminToken: TEST_ADMIN_TOKEN,
    serveWeb: false,
    aiScheduler: false,
    // The export is compared table by table: no job moves counts between tables meanwhile.
    unreadCompaction: false,
    rateLimit: UNLIMITED,
  });
  await app.ready();
  return app;
}

export interface Community {
  asker: Visitor;
  owner: Visitor;
  applicant: Visitor;
  questionId: string;
  jobId: string;
  applicationId: string;
  /** The asker's passkey: its private key lives here, its public key (bytea) in the database. */
  authenticator: VirtualAuthenticator;
}

/**
 * A bit of everything on top of the demo data, through the API: a question with an answer and
 * votes, a job with an applicant and a conversation, tokens earned and staked, a saved account.
 */
export async function buildCommunity(app: FastifyInstance): Promise<Community> {
  const asker = await createVisitor(app);
  const answerer = await createVisitor(app);
  const voter = await createVisitor(app);
  const question = await postQuestion(app, asker, { title: 'How do I move off the embedded database?' });
  const answer = await postAnswer(app, answerer, question.id, 'Export, import, point DATABASE_URL, start.');
  for (const url of [`/api/questions/${question.id}/vote`, `/api/questions/${question.id}/answers/${answer.id}/vote`]) {
    const voted = await vote(app, voter, url, 'up');
    if (voted.statusCode !== 200) throw new Error(`Voting failed: ${voted.body}`);
  }

  const { owner, applicant, jobId, applicationId } = await openConversation(app);
  await sendMessage(app, owner, applicationId, 'When could you start?');
  await sendMessage(app, applicant, applicationId, 'Next Monday, ünïcödé and all 🚀');

  await earnTokens(app, applicant, 40);
  const staked = await app.inject({
    method: 'POST',
    url: '/api/wallet/stake',
    headers: { ...applicant.headers, 'idempotency-key': 'stake-before-the-move' },
    payload: { amount: 15 },
  });
  if (staked.statusCode !== 200) throw new Error(`Staking failed: ${staked.body}`);

  const authenticator = createVirtualAuthenticator();
  await saveAccount(app, asker, authenticator);
  return { asker, owner, applicant, questionId: question.id, jobId, applicationId, authenticator };
}

/**
 * Fills a new embedded database in `dataDir` through the API (buildCommunity) and closes it, as a
 * stopped server leaves it for the commands; `readBack` runs on the app first.
 */
export async function fillSourceDatabase(
  dataDir: string,
  readBack?: (app: FastifyInstance, community: Community) => Promise<void>,
): Promise<Community> {
  const source = await openDatabase({ dataDir });
  const app = await startApp(source);
  try {
    const community = await buildCommunity(app);
    await readBack?.(app, community);
    return community;
  } finally {
    await app.close();
    await source.close();
  }
}

/** What people see through the API: the same before and after a move. */
export async function readThroughApi(app: FastifyInstance, community: Community) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const { asker, owner, applicant } = community;
  return {
    questions: await get('/api/questions?limit=100'),
    question: await get(`/api/questions/${community.questionId}`),
    answers: await get(`/api/questions/${community.questionId}/answers`),
    jobs: await get('/api/jobs?limit=100'),
    job: await get(`/api/jobs/${community.jobId}`),
    applicants: await get(`/api/jobs/${community.jobId}/applications`, owner.headers),
    messages: await get(`/api/applications/${community.applicationId}/messages`, owner.headers),
    notifications: await get('/api/notifications', applicant.headers),
    wallet: await get('/api/wallet', applicant.headers),
    transactions: await get('/api/wallet/transactions', applicant.headers),
    account: await get('/api/account', asker.headers),
    users: await get('/api/users?limit=100'),
    ledger: await get('/api/ledger/verify', ADMIN),
  };
}
