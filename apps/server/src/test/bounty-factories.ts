import type { CreateBountyBody } from '@app/shared/bounties/bounties.schemas';
import type { FastifyInstance } from 'fastify';
import { type createVisitor, TEST_ADMIN_TOKEN } from './build-test-app.ts';

export const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
type Visitor = Awaited<ReturnType<typeof createVisitor>>;

let counter = 0;

/** Creates (and funds) a bounty as the admin. */
export async function createBounty(app: FastifyInstance, overrides: Partial<CreateBountyBody> = {}) {
  counter++;
  const response = await app.inject({
    method: 'POST',
    url: '/api/bounties',
    headers: ADMIN,
    payload: {
      title: `Bounty ${counter}`,
      description: `Build feature ${counter}`,
      reward: 100,
      difficulty: 'Medium',
      category: 'Frontend',
      skills: ['React'],
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`Creating a bounty failed: ${response.body}`);
  return response.json().bounty as { id: string; title: string; reward: number; status: string };
}

export async function submitWork(app: FastifyInstance, visitor: Visitor, bountyId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/bounties/${bountyId}/submissions`,
    headers: visitor.headers,
    payload: { submissionUrl: 'https://github.com/me/work/pull/1', description: 'Done, with tests.' },
  });
}

export async function review(app: FastifyInstance, submissionId: string, action: 'review' | 'approve' | 'reject') {
  return app.inject({
    method: 'POST',
    url: `/api/submissions/${submissionId}/${action}`,
    headers: ADMIN,
    ...(action === 'reject' ? { payload: { reviewerNotes: 'Needs tests.' } } : {}),
  });
}

/** Gives a visitor `amount` tokens the real way: a bounty of that reward, submitted and approved. */
export async function earnTokens(app: FastifyInstance, visitor: Visitor, amount: number) {
  const bounty = await createBounty(app, { reward: amount });
  const submitted = await submitWork(app, visitor, bounty.id);
  if (submitted.statusCode !== 201) throw new Error(`Submitting failed: ${submitted.body}`);
  const approved = await review(app, submitted.json().submission.id, 'approve');
  if (approved.statusCode !== 200) throw new Error(`Approving failed: ${approved.body}`);
  return bounty;
}

export async function verifyLedger(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/ledger/verify', headers: ADMIN });
  return response.json() as {
    ok: boolean;
    mismatches: unknown[];
    totals: { circulating: number; pool: number; escrow: number; staked: number; unminted: number };
    /** Per currency held in escrow by the platform (issue 42), minor units. */
    currencies: { currency: string; held: number; escrow: number; owed: number; revenue: number; unmatched: number }[];
  };
}

export async function walletOf(app: FastifyInstance, visitor: Visitor) {
  return (await app.inject({ method: 'GET', url: '/api/wallet', headers: visitor.headers })).json().wallet as {
    balance: number;
    staked: number;
    totalEarned: number;
    isConnected: boolean;
    walletAddress: string | null;
  };
}
