// The cluster test's traffic: a small community set up through the proxy, then each visitor
// reading and writing in a loop (questions, answers, votes, jobs, applications, messages, stake
// and unstake), every write with an Idempotency-Key that its text also carries, so the database
// can be searched for it afterwards (journal.mjs retries a write cut off by a stopped instance).

import { moveMilestone } from './contracts.mjs';
import { call, callOk } from './http.mjs';
import { CLUSTER_ADMIN_TOKEN } from './instances.mjs';
import { createJournal, read, write } from './journal.mjs';

export const ADMIN = { authorization: `Bearer ${CLUSTER_ADMIN_TOKEN}` };
/** Tokens each staker earns from a bounty before the traffic starts. */
const STAKER_REWARD = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded random source: the mix of operations is the same from run to run (timing is not). */
function randomSource(seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  return { next, pick: (items) => items[Math.floor(next() * items.length)] };
}

const jobBody = (key) => ({
  title: `Cluster job [${key}]`,
  category: 'Web Development',
  targetAudience: 'Operators',
  description: 'A job published while instances stop and start.',
  keyFeatures: 'Nothing lost',
  technologyStack: 'Node.js, PostgreSQL',
  budget: '$5k',
  timeline: '1 month',
  successCriteria: 'Every write stored once',
  potentialChallenges: 'Restarts',
});

/** The write kinds, with how each is made from the community's current state (null: not now). */
const OPERATIONS = {
  async question(context, visitor) {
    const key = context.journal.nextKey(visitor.index);
    const { record, body } = await write(context, {
      kind: 'question',
      visitor,
      url: '/api/questions',
      key,
      body: {
        title: `Cluster question [${key}]`,
        content: `Asked while instances restart [${key}].`,
        tags: ['cluster'],
      },
    });
    if (record.outcome === 'acknowledged') {
      record.id = body.question.id;
      context.questions.push({ id: record.id, author: visitor.index });
    }
  },
  async answer(context, visitor) {
    const question = context.random.pick(context.questions.filter((entry) => entry.author !== visitor.index));
    if (!question) return;
    const key = context.journal.nextKey(visitor.index);
    const { record, body } = await write(context, {
      kind: 'answer',
      visitor,
      url: `/api/questions/${question.id}/answers`,
      key,
      body: { content: `An answer given while instances restart [${key}].` },
    });
    if (record.outcome === 'acknowledged') record.id = body.answer.id;
  },
  async vote(context, visitor) {
    const question = context.random.pick(
      context.questions.filter((entry) => entry.author !== visitor.index && !visitor.voted.has(entry.id)),
    );
    if (!question) return;
    visitor.voted.add(question.id);
    // Voting the same way twice takes the vote back: a lost vote is read back, not resent blindly.
    const landed = async () => {
      const result = await call(context.baseUrl, 'GET', `/api/questions/${question.id}`, { headers: visitor.headers });
      return result.status === 200 && result.body.question.myVote === 'up';
    };
    const { record } = await write(context, {
      kind: 'vote',
      visitor,
      url: `/api/questions/${question.id}/vote`,
      key: context.journal.nextKey(visitor.index),
      body: { direction: 'up' },
      landed,
    });
    record.id = question.id;
  },
  async job(context, visitor) {
    const key = context.journal.nextKey(visitor.index);
    const { record, body } = await write(context, { kind: 'job', visitor, url: '/api/jobs', key, body: jobBody(key) });
    if (record.outcome === 'acknowledged') {
      record.id = body.jobId;
      context.jobs.push({ id: record.id, owner: visitor.index });
    }
  },
  async application(context, visitor) {
    const job = context.random.pick(
      context.jobs.filter((entry) => entry.owner !== visitor.index && !visitor.appliedTo.has(entry.id)),
    );
    if (!job) return;
    visitor.appliedTo.add(job.id);
    const key = context.journal.nextKey(visitor.index);
    const { record, body } = await write(context, {
      kind: 'application',
      visitor,
      url: '/api/applications',
      key,
      body: { jobId: job.id, coverLetter: `I can keep it running [${key}].` },
    });
    if (record.outcome === 'acknowledged') {
      record.id = body.application.id;
      context.applications.push({ id: record.id, parties: [visitor.index, job.owner] });
    }
  },
  async message(context, visitor) {
    const application = context.random.pick(
      context.applications.filter((entry) => entry.parties.includes(visitor.index)),
    );
    if (!application) return;
    const key = context.journal.nextKey(visitor.index);
    const { record, body } = await write(context, {
      kind: 'message',
      visitor,
      url: `/api/applications/${application.id}/messages`,
      key,
      body: { body: `A message sent while instances restart [${key}].` },
    });
    if (record.outcome === 'acknowledged') record.id = body.message.id;
  },
  async stake(context, visitor) {
    if (!visitor.wallet) return;
    const isUnstake = visitor.wallet.staked > 0 && context.random.next() < 0.5;
    const amount = 1 + Math.floor(context.random.next() * 3);
    const from = isUnstake ? visitor.wallet.staked : visitor.wallet.balance;
    if (from < amount) return;
    const kind = isUnstake ? 'unstake' : 'stake';
    const { record, body } = await write(context, {
      kind,
      visitor,
      url: `/api/wallet/${kind}`,
      key: context.journal.nextKey(visitor.index),
      body: { amount },
    });
    if (record.outcome === 'acknowledged') {
      record.id = body.transaction.id;
      visitor.wallet = body.wallet;
    } else if (record.outcome === 'answer lost') {
      // Stored, but the new balance never came back: read it, so the next amount is not too much.
      const wallet = await call(context.baseUrl, 'GET', '/api/wallet', { headers: visitor.headers });
      if (wallet.status === 200) visitor.wallet = wallet.body.wallet;
    }
  },
  // Fund, deliver or approve the next milestone of the visitor's contract (contracts.mjs).
  milestone: moveMilestone,
};

/** How often each thing is done, out of 100 (the rest of the time the visitor reads). */
const MIX = [
  ['question', 8],
  ['answer', 16],
  ['vote', 10],
  ['job', 3],
  ['application', 8],
  ['message', 12],
  ['stake', 10],
  ['milestone', 10],
];

/** The write kind for a roll in [0, 100), or null for a read. */
function pickOperation(roll) {
  let rest = roll;
  for (const [kind, weight] of MIX) {
    rest -= weight;
    if (rest < 0) return kind;
  }
  return null;
}

async function readSomething(context, visitor) {
  const { random } = context;
  const question = random.pick(context.questions);
  const urls = [
    '/api/questions?limit=20',
    question ? `/api/questions/${question.id}` : '/api/questions?sort=unanswered',
    question ? `/api/questions/${question.id}/answers` : '/api/questions?sort=votes',
    '/api/jobs',
    '/api/wallet',
    '/api/notifications?limit=5',
  ];
  await read(context, visitor, random.pick(urls));
}

async function runVisitor(context, visitor, shouldStop) {
  while (!shouldStop()) {
    const kind = pickOperation(context.random.next() * 100);
    if (kind) await OPERATIONS[kind](context, visitor);
    else await readSomething(context, visitor);
    await sleep(context.pauseMs);
  }
}

/** Visitors, each with a name of their own, so notifications say who did what. */
export async function createVisitors(context, count) {
  for (let index = 0; index < count; index++) {
    const session = await callOk(context.baseUrl, 'POST', '/api/session');
    const headers = { authorization: `Bearer ${session.token}` };
    await callOk(context.baseUrl, 'PUT', `/api/users/${session.user.id}`, {
      headers,
      body: { name: `Cluster member ${index}` },
    });
    context.visitors.push({
      index,
      id: session.user.id,
      token: session.token,
      headers,
      voted: new Set(),
      appliedTo: new Set(),
      wallet: null,
    });
  }
  context.journal.voterIds = context.visitors.map((visitor) => visitor.id);
}

/**
 * A question from each visitor, a job from each of the first `owners`, and for each of the first
 * `stakers` a bounty reward paid, so they have tokens to stake. All through the proxy.
 */
export async function seedCommunity(context, { owners, stakers }) {
  const { baseUrl, visitors } = context;
  for (const visitor of visitors) await OPERATIONS.question(context, visitor);
  for (const visitor of visitors.slice(0, owners)) await OPERATIONS.job(context, visitor);
  for (const visitor of visitors.slice(0, stakers)) {
    const { bounty } = await callOk(baseUrl, 'POST', '/api/bounties', {
      headers: ADMIN,
      body: {
        title: `Cluster bounty ${visitor.index}`,
        description: `Tokens for cluster member ${visitor.index} to stake.`,
        reward: STAKER_REWARD,
        difficulty: 'Easy',
        category: 'Backend',
        skills: ['PostgreSQL'],
      },
    });
    const { submission } = await callOk(baseUrl, 'POST', `/api/bounties/${bounty.id}/submissions`, {
      headers: visitor.headers,
      body: { submissionUrl: 'https://github.com/cluster/work/pull/1', description: 'Done, with tests.' },
    });
    await callOk(baseUrl, 'POST', `/api/submissions/${submission.id}/approve`, { headers: ADMIN, body: {} });
    visitor.wallet = (await callOk(baseUrl, 'GET', '/api/wallet', { headers: visitor.headers })).wallet;
  }
  if (context.journal.writes.some((record) => record.outcome !== 'acknowledged')) {
    throw new Error('A set-up write failed before any instance was stopped');
  }
}

/** Creates the shared state of one run; `seed` makes its choices repeatable. */
export function createWorkloadContext({ baseUrl, runId, seed, pauseMs = 15 }) {
  return {
    baseUrl,
    journal: createJournal(runId),
    random: randomSource(seed),
    pauseMs,
    visitors: [],
    questions: [],
    jobs: [],
    applications: [],
  };
}

/**
 * Every visitor reads and writes until `shouldStop()`; resolves when each has finished its last
 * operation, retries included.
 */
export async function runWorkload(context, shouldStop) {
  await Promise.all(context.visitors.map((visitor) => runVisitor(context, visitor, shouldStop)));
}
