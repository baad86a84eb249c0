// Contracts (issue 32, DESIGN.md §8): the milestone approval that releases escrow to the developer,
// measured like the vote (50 connections, the same targets), with its ratio to the raw-commit
// reference of the same server; and GET /api/ledger/verify timed on a ledger of 100,000 postings.
//
// Every approval must meet a milestone of its own (a second approval of one milestone answers 409,
// the refusal path), so the bench prepares more submitted milestones than the run can approve:
// 50 client/developer pairs go through the whole API path once (job, application, hire, proposal of
// five milestones, acceptance, tokens earned through an admin bounty, each milestone funded and
// delivered), then each pair's contract is copied in SQL with its milestones submitted and its
// escrow funded through the ledger (bench/api/contract-data.ts). The ledger is then grown to
// 100,000 postings and the verify call timed; after the approvals it is verified again.
import { BENCH_ADMIN_TOKEN, measureRawCommit, startAppServer } from './api-bench.mjs';
import { LOAD, measure } from './load.mjs';
import { call, prepareConversations } from './marketplace-bench.mjs';
import { eachRequest, jsonRequest } from './requests.mjs';

export const RELEASE = 'POST /api/contracts/:id/milestones/:id/approve (release)';
export const VERIFY = 'GET /api/ledger/verify';

const PAIRS = 50;
const MILESTONES = 5;
/** Tokens per milestone: the copies of ~35,000 milestones and the grown ledger stay within the supply. */
const AMOUNT = 5;
/**
 * Contracts in play at a time, a multiple of PAIRS: neighbouring requests (the 50 in flight) belong
 * to different contracts of different developers, since an approval locks its contract's row and
 * the developer's balance.
 */
const SLOTS = 200;
/** The highest rate the prepared milestones cover for the warm-up and the run (BENCH_RELEASE_RATE). */
const RATE_CAP = Number(process.env.BENCH_RELEASE_RATE ?? 2500);
export const LEDGER_POSTINGS = Number(process.env.BENCH_LEDGER_POSTINGS ?? 100_000);
const VERIFY_CALLS = 5;
const PREPARE_CONCURRENCY = 10;

const keyed = () => ({ 'idempotency-key': crypto.randomUUID() });

const TERMS = {
  title: 'Bench: a bakery pre-order app, first release',
  scope: 'Menu, pre-orders with pick-up slots, and payments, for iOS and Android.',
  currency: 'TOKENS',
  milestones: Array.from({ length: MILESTONES }, (_, index) => ({
    title: `Milestone ${index + 1}`,
    amount: AMOUNT,
    dueDate: null,
  })),
};

/** One client and one developer through the API, to a contract whose milestones are all funded and submitted. */
async function preparePair(url, index) {
  const session = async () => (await call(`${url}/api/session`, { method: 'POST' })).token;
  const client = await session();
  const developer = await session();
  await call(`${url}/api/developers/me`, {
    method: 'PUT',
    token: developer,
    body: { name: `Bench Developer ${index}` },
  });
  const [application] = await prepareConversations(url, client, [developer]);
  for (const status of ['shortlisted', 'hired']) {
    await call(`${url}/api/applications/${application.id}/status`, { method: 'POST', token: client, body: { status } });
  }
  const { contract } = await call(`${url}/api/applications/${application.id}/contract`, {
    method: 'POST',
    token: client,
    body: TERMS,
    headers: keyed(),
  });
  await call(`${url}/api/contracts/${contract.id}/accept`, {
    method: 'POST',
    token: developer,
    body: { termsVersion: contract.termsVersion },
    headers: keyed(),
  });

  // The client's tokens, the only way they come: an admin bounty approved for the client.
  const admin = BENCH_ADMIN_TOKEN;
  const { bounty } = await call(`${url}/api/bounties`, {
    method: 'POST',
    token: admin,
    body: {
      title: `Bench bounty ${index}`,
      description: 'Tokens for a client to fund a contract with.',
      reward: MILESTONES * AMOUNT,
      difficulty: 'Medium',
      category: 'Frontend',
      skills: ['React'],
    },
  });
  const { submission } = await call(`${url}/api/bounties/${bounty.id}/submissions`, {
    method: 'POST',
    token: client,
    body: { submissionUrl: 'https://github.com/bench/work/pull/1', description: 'Done, with tests.' },
  });
  await call(`${url}/api/submissions/${submission.id}/approve`, { method: 'POST', token: admin });

  const milestones = [...contract.milestones].sort((a, b) => a.position - b.position);
  const path = (milestone, action) => `${url}/api/contracts/${contract.id}/milestones/${milestone.id}/${action}`;
  for (const milestone of milestones) {
    await call(path(milestone, 'fund'), { method: 'POST', token: client, body: {}, headers: keyed() });
  }
  for (const milestone of milestones) {
    await call(path(milestone, 'submit'), {
      method: 'POST',
      token: developer,
      body: { note: 'Delivered on staging, with tests.', links: ['https://staging.example.com'] },
      headers: keyed(),
    });
  }
  return { client, developer, contractId: contract.id, milestoneIds: milestones.map((m) => m.id) };
}

export async function preparePairs(url) {
  const pairs = [];
  for (let from = 0; from < PAIRS; from += PREPARE_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(PREPARE_CONCURRENCY, PAIRS - from) }, (_, i) => from + i);
    pairs.push(...(await Promise.all(batch.map((index) => preparePair(url, index)))));
  }
  return pairs;
}

/** How many contracts each slot needs so the warm-up and the run at RATE_CAP never run out. */
function contractsPerSlot() {
  const requests = Math.ceil((LOAD.warmupSeconds + LOAD.seconds) * RATE_CAP);
  const steps = Math.ceil(requests / SLOTS);
  // A slot starts part-way into its first contract (see releaseSlots): up to MILESTONES - 1 more.
  return Math.ceil((steps + MILESTONES - 1) / MILESTONES);
}

/**
 * The approvals each slot makes, in order. Slot s works through its contracts one milestone after
 * another, starting at milestone (s mod 5) of its first, so that contracts complete evenly through
 * the run (one approval in five completes its contract, which updates the developer's completed
 * projects and tells both parties) rather than all together.
 */
function releaseSlots(pairs, clones) {
  const pairOfContract = new Map(pairs.map((pair, index) => [pair.contractId, index]));
  const byPair = pairs.map((pair) => [{ id: pair.contractId, milestoneIds: pair.milestoneIds }]);
  for (const clone of clones) byPair[pairOfContract.get(clone.templateId)].push(clone);
  return Array.from({ length: SLOTS }, (_, s) => {
    const pairIndex = s % PAIRS;
    const own = byPair[pairIndex].filter((_, k) => k % (SLOTS / PAIRS) === Math.floor(s / PAIRS));
    const approvals = own.flatMap((contract) =>
      contract.milestoneIds.map((milestoneId) => ({ contractId: contract.id, milestoneId })),
    );
    return { token: pairs[pairIndex].client, approvals: approvals.slice(s % MILESTONES) };
  });
}

/** Request n approves the next milestone of slot n mod SLOTS, as its client, with its own Idempotency-Key. */
export function releaseRequests(slots) {
  return eachRequest((count) => {
    const slot = slots[count % slots.length];
    const step = Math.floor(count / slots.length);
    // Past the prepared milestones it starts again: those answer 409 and show as non-2xx.
    const { contractId, milestoneId } = slot.approvals[step % slot.approvals.length];
    return jsonRequest({
      path: `/api/contracts/${contractId}/milestones/${milestoneId}/approve`,
      token: slot.token,
      body: {},
      headers: keyed(),
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `calls` calls of GET /api/ledger/verify one after another, as the admin; each one's time from the client. */
async function timeVerify(url, calls) {
  const ms = [];
  let answer = null;
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    answer = await call(`${url}/api/ledger/verify`, { token: BENCH_ADMIN_TOKEN });
    ms.push(performance.now() - started);
    if (!answer.ok) console.log(`ledger verify: not ok, ${JSON.stringify(answer.mismatches.slice(0, 5))}`);
  }
  return {
    calls,
    ms,
    median: median(ms),
    max: Math.max(...ms),
    ok: answer.ok,
    mismatches: answer.mismatches.length,
    accountsChecked: answer.accountsChecked,
    transactionsChecked: answer.transactionsChecked,
  };
}

/** The contract rows on the database at `env` (prepared by bench/api/prepare-db.ts). */
export async function benchContracts(env) {
  const server = await startAppServer(env);
  try {
    const { url } = server;
    let started = performance.now();
    const pairs = await preparePairs(url);
    const apiSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const copies = (contractsPerSlot() * SLOTS) / PAIRS - 1;
    const { contracts: clones } = await call(`${url}/api/bench/contracts/clone`, {
      method: 'POST',
      body: { templateIds: pairs.map((pair) => pair.contractId), copies },
    });
    const slots = releaseSlots(pairs, clones);
    const milestones = slots.reduce((sum, slot) => sum + slot.approvals.length, 0);
    const ledger = await call(`${url}/api/bench/ledger/grow`, { method: 'POST', body: { postings: LEDGER_POSTINGS } });
    const sqlSeconds = (performance.now() - started) / 1000;
    console.log(
      `prepared ${pairs.length} contracts through the API in ${apiSeconds.toFixed(1)} s and ${clones.length} copies in SQL; ` +
        `${milestones} submitted milestones to approve; the ledger grown to ${ledger.postings} postings (${sqlSeconds.toFixed(1)} s)`,
    );
    // What autovacuum would do after such growth, before the audit and the approvals.
    await call(`${url}/api/bench/analyze`, { method: 'POST' });
    const verify = { postings: ledger.postings, ...(await timeVerify(url, VERIFY_CALLS)) };
    console.log(`ledger verify at ${ledger.postings} postings: ${verify.ms.map((ms) => ms.toFixed(0)).join(', ')} ms`);

    const rawCommit = await measureRawCommit(url);
    const release = await measure({ url, requests: releaseRequests(slots) });
    console.log(
      `raw commit ${rawCommit.rps.toFixed(0)} req/s (p99 ${rawCommit.p99} ms); release ${release.rps.toFixed(0)} req/s ` +
        `(p99 ${release.p99} ms, ${release.non2xx} non-2xx)`,
    );
    const after = await timeVerify(url, 1);
    return {
      prepared: {
        contracts: pairs.length + clones.length,
        throughApi: pairs.length,
        milestones,
        coversRps: RATE_CAP,
      },
      verify,
      rawCommit,
      release,
      verifyAfter: {
        ok: after.ok,
        mismatches: after.mismatches,
        transactionsChecked: after.transactionsChecked,
        ms: after.median,
      },
    };
  } finally {
    await server.stop();
  }
}
