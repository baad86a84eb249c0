// The cluster test's contract traffic (issue 32): TOKENS contracts set up through the proxy, then
// the client funds and approves and the developer delivers, milestone by milestone, while
// instances stop and start. Each move is a keyed write retried as the web app retries it; the
// checks read the ledger to show each milestone was funded and paid exactly once.
import { callOk } from './http.mjs';
import { CLUSTER_ADMIN_TOKEN } from './instances.mjs';
import { write } from './journal.mjs';

const ADMIN = { authorization: `Bearer ${CLUSTER_ADMIN_TOKEN}` };

const MILESTONES = 20;
const AMOUNT = 5;
/** Contracts per pair: enough milestones that the moves go on through the kill and the restart. */
const CONTRACTS_PER_PAIR = 3;

const job = (index) => ({
  title: `Cluster contract job ${index}`,
  category: 'Web Development',
  targetAudience: 'Operators',
  description: 'A job whose contract is worked on while instances restart.',
  keyFeatures: 'Milestones',
  technologyStack: 'Node.js',
  budget: '100 tokens',
  timeline: '1 month',
  successCriteria: 'Paid once',
  potentialChallenges: 'Restarts',
});

/** Tokens for the client: a bounty reward approved by the admin, as every token is earned. */
async function earn(baseUrl, visitor, reward) {
  const { bounty } = await callOk(baseUrl, 'POST', '/api/bounties', {
    headers: ADMIN,
    body: {
      title: `Cluster contract budget ${visitor.index}`,
      description: 'Tokens to fund a contract with.',
      reward,
      difficulty: 'Medium',
      category: 'Backend',
      skills: ['PostgreSQL'],
    },
  });
  const { submission } = await callOk(baseUrl, 'POST', `/api/bounties/${bounty.id}/submissions`, {
    headers: visitor.headers,
    body: { submissionUrl: 'https://github.com/cluster/budget/pull/1', description: 'Budget, please.' },
  });
  await callOk(baseUrl, 'POST', `/api/submissions/${submission.id}/approve`, { headers: ADMIN, body: {} });
}

/**
 * An active TOKENS contract of MILESTONES milestones between each client and developer pair
 * (`pairs`: [client index, developer index]), hired and accepted, the client holding its total.
 */
export async function seedContracts(context, pairs) {
  const { baseUrl, visitors } = context;
  context.contracts = [];
  for (const [clientIndex, developerIndex] of pairs.flatMap((pair) => Array(CONTRACTS_PER_PAIR).fill(pair))) {
    const client = visitors[clientIndex];
    const developer = visitors[developerIndex];
    const key = () => ({ 'idempotency-key': crypto.randomUUID() });
    const { jobId } = await callOk(baseUrl, 'POST', '/api/jobs', {
      headers: { ...client.headers, ...key() },
      body: job(clientIndex),
    });
    const { application } = await callOk(baseUrl, 'POST', '/api/applications', {
      headers: developer.headers,
      body: { jobId, coverLetter: 'I deliver in milestones.' },
    });
    for (const status of ['shortlisted', 'hired']) {
      await callOk(baseUrl, 'POST', `/api/applications/${application.id}/status`, {
        headers: client.headers,
        body: { status },
      });
    }
    const milestones = Array.from({ length: MILESTONES }, (_, index) => ({
      title: `Milestone ${index + 1}`,
      amount: AMOUNT,
      dueDate: null,
    }));
    const { contract } = await callOk(baseUrl, 'POST', `/api/applications/${application.id}/contract`, {
      headers: client.headers,
      body: {
        title: `Cluster contract ${clientIndex}`,
        scope: 'Milestones paid once each.',
        currency: 'TOKENS',
        milestones,
      },
    });
    await callOk(baseUrl, 'POST', `/api/contracts/${contract.id}/accept`, {
      headers: developer.headers,
      body: { termsVersion: contract.termsVersion },
    });
    await earn(baseUrl, client, MILESTONES * AMOUNT);
    context.contracts.push({
      id: contract.id,
      client: clientIndex,
      developer: developerIndex,
      developerId: developer.id,
      milestones: contract.milestones.map((milestone) => ({ id: milestone.id, status: 'pending' })),
    });
  }
}

/** The next move for `visitor` on their contract, if any: fund or approve as client, deliver as developer. */
function nextMove(context, visitor) {
  for (const contract of context.contracts ?? []) {
    if (contract.client === visitor.index) {
      const submitted = contract.milestones.find((m) => m.status === 'submitted');
      if (submitted) return { contract, milestone: submitted, action: 'approve', to: 'approved' };
      const pending = contract.milestones.find((m) => m.status === 'pending');
      if (pending) return { contract, milestone: pending, action: 'fund', to: 'funded' };
    }
    if (contract.developer === visitor.index) {
      const funded = contract.milestones.find((m) => m.status === 'funded');
      if (funded) return { contract, milestone: funded, action: 'submit', to: 'submitted' };
    }
  }
  return null;
}

/** One milestone move; its state advances once the write is stored (acknowledged or answer lost). */
export async function moveMilestone(context, visitor) {
  const move = nextMove(context, visitor);
  if (!move) return;
  const key = context.journal.nextKey(visitor.index);
  const { record } = await write(context, {
    kind: move.action === 'submit' ? 'delivery' : move.action,
    visitor,
    url: `/api/contracts/${move.contract.id}/milestones/${move.milestone.id}/${move.action}`,
    key,
    body: move.action === 'submit' ? { note: `Delivered while instances restart [${key}].`, links: [] } : {},
  });
  record.id = move.milestone.id;
  if (record.outcome === 'acknowledged' || record.outcome === 'answer lost') move.milestone.status = move.to;
}

/**
 * Each milestone of the run's contracts was funded once if it got past pending and paid once if
 * approved, by the ledger's own keys; each developer holds exactly what was approved for them.
 */
export async function checkContracts(db, context) {
  const problems = [];
  let approved = 0;
  const owed = new Map();
  for (const contract of context.contracts ?? []) {
    const { rows } = await db.query(
      `select m.id::text as id, m.status,
         (select count(*)::int from ledger_transactions t where t.idempotency_key = 'contract:fund:' || m.id) as funds,
         (select count(*)::int from ledger_transactions t where t.idempotency_key = 'contract:release:' || m.id) as releases
       from contract_milestones m where m.contract_id = $1`,
      [contract.id],
    );
    for (const row of rows) {
      const shouldFund = row.status !== 'pending' ? 1 : 0;
      const shouldRelease = row.status === 'approved' ? 1 : 0;
      if (row.funds !== shouldFund || row.releases !== shouldRelease) {
        problems.push(`${row.id} ${row.status}: funded ${row.funds}, released ${row.releases}`);
      }
      approved += shouldRelease;
    }
    const paid = rows.filter((row) => row.status === 'approved').length * AMOUNT;
    owed.set(contract.developerId, (owed.get(contract.developerId) ?? 0) + paid);
  }
  for (const [developerId, paid] of owed) {
    const { rows: balance } = await db.query(
      `select coalesce((select balance from ledger_accounts where key = $1), 0)::int as balance`,
      [`available:${developerId}`],
    );
    if (balance[0]?.balance !== paid)
      problems.push(`developer ${developerId} holds ${balance[0]?.balance}, not ${paid}`);
  }
  return {
    ok: problems.length === 0 && approved > 0,
    detail: problems.length
      ? problems.slice(0, 5).join('; ')
      : `${approved} milestones approved across ${context.contracts?.length ?? 0} contracts, each funded and paid once`,
    numbers: { approved },
  };
}
