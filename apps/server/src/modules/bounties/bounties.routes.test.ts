import { BOUNTY_MESSAGES } from '@app/shared/bounties/bounties.constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { ADMIN, createBounty, review, submitWork, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

describe('bounties API', () => {
  let testApp: TestApp;
  let alice: Visitor;
  let bob: Visitor;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
    alice = await createVisitor(testApp.app);
    bob = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const titles = async (query: string, headers = {}) =>
    (await inject({ method: 'GET', url: `/api/bounties?${query}`, headers }))
      .json()
      .bounties.map((bounty: { title: string }) => bounty.title);
  const claim = (visitor: Visitor, id: string) =>
    inject({ method: 'POST', url: `/api/bounties/${id}/claim`, headers: visitor.headers });

  describe('listing', () => {
    it('lists the seeded bounties newest first, with the list-page and store fields', async () => {
      const response = await inject({ method: 'GET', url: '/api/bounties' });
      expect(response.statusCode).toBe(200);
      const { bounties, nextCursor } = response.json();
      expect(bounties.slice(0, 6).map((bounty: { title: string }) => bounty.title)).toEqual([
        'Dark Mode Toggle',
        'API Rate Limiting',
        'Mobile Responsive Dashboard',
        'AI Chat History',
        'Automated Testing Suite',
        'Two-Factor Authentication',
      ]);
      expect(nextCursor).toBeNull();
      expect(
        bounties.find((bounty: { title: string }) => bounty.title === 'Kubernetes Deployment Pipeline'),
      ).toMatchObject({
        reward: 500,
        difficulty: 'Expert',
        category: 'DevOps',
        status: 'Open',
        claim: 'none',
        githubIssue: null,
        estimatedHours: 40,
      });
      const rewards = bounties.map((bounty: { reward: number }) => bounty.reward);
      expect(rewards).toEqual(expect.arrayContaining([50, 150, 100, 120, 80, 200, 300, 500, 400]));
    });

    it('filters by category, difficulty and status', async () => {
      expect(await titles('category=Security')).toEqual(['Two-Factor Authentication']);
      expect(await titles('difficulty=Easy&category=Frontend')).toEqual([
        'Dark Mode Toggle',
        'Markdown Editor Preview',
      ]);
      expect(await titles('status=Completed')).toEqual(['Markdown Editor Preview']);
      expect(await titles('status=In%20Progress')).toEqual(['Mobile Responsive Dashboard']);
    });

    it('searches title, description and skills case-insensitively, and treats % literally', async () => {
      expect(await titles('q=dark%20MODE')).toEqual(['Dark Mode Toggle']);
      expect(await titles('q=recovery%20codes')).toEqual(['Two-Factor Authentication']);
      expect(await titles('q=helm')).toEqual(['Kubernetes Deployment Pipeline']);
      expect(await titles('q=%25')).toEqual([]);
    });

    it('pages with a cursor without overlap', async () => {
      const first = (await inject({ method: 'GET', url: '/api/bounties?limit=4' })).json();
      const second = (await inject({ method: 'GET', url: `/api/bounties?limit=4&cursor=${first.nextCursor}` })).json();
      expect(first.bounties).toHaveLength(4);
      const ids = [...first.bounties, ...second.bounties].map((bounty: { id: string }) => bounty.id);
      expect(new Set(ids).size).toBe(8);
    });

    it('refuses unknown filters and bad ids', async () => {
      expect((await inject({ method: 'GET', url: '/api/bounties?difficulty=Trivial' })).statusCode).toBe(400);
      expect((await inject({ method: 'GET', url: '/api/bounties/not-an-id' })).statusCode).toBe(400);
      const missing = await inject({ method: 'GET', url: '/api/bounties/00000000-0000-4000-8000-000000000000' });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('claims', () => {
    it('claims an Open bounty, shows it as mine to me and as taken to others, and releases it', async () => {
      const bounty = await createBounty(testApp.app);
      const claimed = await claim(alice, bounty.id);
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json().bounty).toMatchObject({ claim: 'mine', status: 'Open' });
      expect((await claim(alice, bounty.id)).statusCode).toBe(200);
      const view = await inject({ method: 'GET', url: `/api/bounties/${bounty.id}`, headers: bob.headers });
      expect(view.json().bounty.claim).toBe('other');
      const taken = await claim(bob, bounty.id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(BOUNTY_MESSAGES.claimedByOther);
      const notMine = await inject({ method: 'DELETE', url: `/api/bounties/${bounty.id}/claim`, headers: bob.headers });
      expect(notMine.statusCode).toBe(409);
      const released = await inject({
        method: 'DELETE',
        url: `/api/bounties/${bounty.id}/claim`,
        headers: alice.headers,
      });
      expect(released.json().bounty.claim).toBe('none');
    });

    it('allows at most 3 open claims per visitor', async () => {
      const carol = await createVisitor(testApp.app);
      const bounties = [
        await createBounty(testApp.app),
        await createBounty(testApp.app),
        await createBounty(testApp.app),
      ];
      for (const bounty of bounties) expect((await claim(carol, bounty.id)).statusCode).toBe(200);
      const fourth = await createBounty(testApp.app);
      const refused = await claim(carol, fourth.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(BOUNTY_MESSAGES.tooManyClaims);
    });

    it('never lets 3 claims become 4 under concurrent requests', async () => {
      const dave = await createVisitor(testApp.app);
      const bounties = await Promise.all(Array.from({ length: 6 }, () => createBounty(testApp.app)));
      const results = await Promise.all(bounties.map((bounty) => claim(dave, bounty.id)));
      expect(results.filter((result) => result.statusCode === 200)).toHaveLength(3);
      expect(results.filter((result) => result.statusCode === 409)).toHaveLength(3);
    });

    it('refuses to claim a bounty that is not Open, and needs a visitor', async () => {
      const completed = (await titlesWithIds('status=Completed'))[0] as { id: string };
      const refused = await claim(alice, completed.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(BOUNTY_MESSAGES.notClaimable);
      expect((await inject({ method: 'POST', url: `/api/bounties/${completed.id}/claim` })).statusCode).toBe(401);
    });
  });

  const titlesWithIds = async (query: string) =>
    (await inject({ method: 'GET', url: `/api/bounties?${query}` })).json().bounties as { id: string; title: string }[];

  describe('submissions', () => {
    it('validates the URL and the description', async () => {
      const bounty = await createBounty(testApp.app);
      const empty = await inject({
        method: 'POST',
        url: `/api/bounties/${bounty.id}/submissions`,
        headers: alice.headers,
        payload: { submissionUrl: '', description: '  ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual(
        expect.arrayContaining([
          { path: 'submissionUrl', message: BOUNTY_MESSAGES.urlRequired },
          { path: 'description', message: BOUNTY_MESSAGES.descriptionRequired },
        ]),
      );
      for (const submissionUrl of ['http://github.com/x', 'javascript:alert(1)', 'https://user:pw@github.com/x']) {
        const bad = await inject({
          method: 'POST',
          url: `/api/bounties/${bounty.id}/submissions`,
          headers: alice.headers,
          payload: { submissionUrl, description: 'Work' },
        });
        expect(bad.json().errors).toEqual([{ path: 'submissionUrl', message: BOUNTY_MESSAGES.urlHttps }]);
      }
    });

    it('creates a Pending submission, moves the bounty to In Progress, and lists it as mine', async () => {
      const bounty = await createBounty(testApp.app);
      const response = await submitWork(testApp.app, alice, bounty.id);
      expect(response.statusCode).toBe(201);
      expect(response.json().submission).toMatchObject({ status: 'Pending', bountyTitle: bounty.title, reward: 100 });
      expect(response.json().bounty).toMatchObject({ status: 'In Progress', claim: 'mine', submissionsCount: 1 });
      const mine = (await inject({ method: 'GET', url: '/api/submissions/mine', headers: alice.headers })).json();
      expect(mine.submissions[0].bountyId).toBe(bounty.id);
      expect((await inject({ method: 'GET', url: '/api/submissions/mine' })).statusCode).toBe(401);
    });

    it('refuses work on a bounty that is not Open or is claimed by someone else', async () => {
      const inProgress = await createBounty(testApp.app);
      await submitWork(testApp.app, alice, inProgress.id);
      const second = await submitWork(testApp.app, bob, inProgress.id);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(BOUNTY_MESSAGES.notOpen);
      const claimed = await createBounty(testApp.app);
      await claim(alice, claimed.id);
      expect((await submitWork(testApp.app, bob, claimed.id)).statusCode).toBe(409);
      expect((await submitWork(testApp.app, alice, claimed.id)).statusCode).toBe(201);
      const missing = await submitWork(testApp.app, bob, '00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
    });

    it('replays an idempotent submit instead of creating a second one', async () => {
      const bounty = await createBounty(testApp.app);
      const send = () =>
        inject({
          method: 'POST',
          url: `/api/bounties/${bounty.id}/submissions`,
          headers: { ...alice.headers, 'idempotency-key': `submit-${bounty.id}` },
          payload: { submissionUrl: 'https://github.com/me/pr/2', description: 'Once.' },
        });
      const first = await send();
      const again = await send();
      expect(again.statusCode).toBe(201);
      expect(again.json().submission.id).toBe(first.json().submission.id);
      expect(again.headers['idempotent-replayed']).toBe('true');
    });
  });

  describe('review state machine', () => {
    it('review -> approve pays the reward into the balance once, with a Reward transaction', async () => {
      const erin = await createVisitor(testApp.app);
      const bounty = await createBounty(testApp.app, { reward: 140 });
      const submission = (await submitWork(testApp.app, erin, bounty.id)).json().submission;
      const reviewing = await review(testApp.app, submission.id, 'review');
      expect(reviewing.json().submission.status).toBe('Under Review');
      expect(reviewing.json().bounty.status).toBe('Under Review');
      expect((await review(testApp.app, submission.id, 'review')).statusCode).toBe(409);
      const approved = await review(testApp.app, submission.id, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.json().submission.status).toBe('Approved');
      expect(approved.json().bounty.status).toBe('Completed');
      expect(await walletOf(testApp.app, erin)).toMatchObject({ balance: 140, totalEarned: 140, staked: 0 });
      const again = await review(testApp.app, submission.id, 'approve');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(BOUNTY_MESSAGES.alreadyReviewed);
      expect((await review(testApp.app, submission.id, 'reject')).statusCode).toBe(409);
      expect(await walletOf(testApp.app, erin)).toMatchObject({ balance: 140 });
      const history = (await inject({ method: 'GET', url: '/api/wallet/transactions', headers: erin.headers })).json();
      expect(history.transactions).toEqual([
        expect.objectContaining({ type: 'Reward', amount: 140, direction: 'in', status: 'Completed' }),
      ]);
    });

    it('approving the same submission twice at once pays exactly once', async () => {
      const frank = await createVisitor(testApp.app);
      const bounty = await createBounty(testApp.app, { reward: 90 });
      const submission = (await submitWork(testApp.app, frank, bounty.id)).json().submission;
      const results = await Promise.all([
        review(testApp.app, submission.id, 'approve'),
        review(testApp.app, submission.id, 'approve'),
        review(testApp.app, submission.id, 'approve'),
      ]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await walletOf(testApp.app, frank)).toMatchObject({ balance: 90, totalEarned: 90 });
      expect((await verifyLedger(testApp.app)).ok).toBe(true);
    });

    it('reject puts the bounty back to Open and unclaimed, with the notes on the submission', async () => {
      const bounty = await createBounty(testApp.app);
      const submission = (await submitWork(testApp.app, alice, bounty.id)).json().submission;
      const noNotes = await inject({
        method: 'POST',
        url: `/api/submissions/${submission.id}/reject`,
        headers: ADMIN,
        payload: { reviewerNotes: ' ' },
      });
      expect(noNotes.json().errors).toEqual([{ path: 'reviewerNotes', message: BOUNTY_MESSAGES.notesRequired }]);
      const rejected = await review(testApp.app, submission.id, 'reject');
      expect(rejected.json().submission).toMatchObject({ status: 'Rejected', reviewerNotes: 'Needs tests.' });
      expect(rejected.json().bounty).toMatchObject({ status: 'Open', claim: 'none' });
      expect((await review(testApp.app, submission.id, 'approve')).statusCode).toBe(409);
      expect((await submitWork(testApp.app, bob, bounty.id)).statusCode).toBe(201);
    });

    it('cancels only Open bounties and returns their escrow to the pool', async () => {
      const before = (await verifyLedger(testApp.app)).totals;
      const bounty = await createBounty(testApp.app, { reward: 333 });
      const cancelled = await inject({ method: 'POST', url: `/api/bounties/${bounty.id}/cancel`, headers: ADMIN });
      expect(cancelled.json().bounty.status).toBe('Cancelled');
      const after = (await verifyLedger(testApp.app)).totals;
      expect(after.pool).toBe(before.pool);
      expect(after.escrow).toBe(before.escrow);
      const again = await inject({ method: 'POST', url: `/api/bounties/${bounty.id}/cancel`, headers: ADMIN });
      expect(again.statusCode).toBe(409);
      expect((await claim(alice, bounty.id)).statusCode).toBe(409);
      expect((await submitWork(testApp.app, alice, bounty.id)).statusCode).toBe(409);
    });

    it('funds a new bounty from the pool, and refuses one the pool cannot cover', async () => {
      const before = (await verifyLedger(testApp.app)).totals;
      await createBounty(testApp.app, { reward: 250 });
      const after = (await verifyLedger(testApp.app)).totals;
      expect(before.pool - after.pool).toBe(250);
      expect(after.escrow - before.escrow).toBe(250);
      const tooBig = await inject({
        method: 'POST',
        url: '/api/bounties',
        headers: ADMIN,
        payload: { title: 'Huge', description: 'Too big', reward: 100_000, difficulty: 'Hard', category: 'Backend' },
      });
      expect(tooBig.statusCode).toBe(409);
      expect(tooBig.json().message).toBe(BOUNTY_MESSAGES.poolTooSmall(after.pool));
    });
  });

  describe('admin-only routes', () => {
    it('refuse visitors (403) and anonymous callers (401)', async () => {
      const bounty = await createBounty(testApp.app);
      const submission = (await submitWork(testApp.app, bob, bounty.id)).json().submission;
      const routes = [
        { method: 'POST' as const, url: '/api/bounties', payload: { title: 'x' } },
        { method: 'POST' as const, url: `/api/bounties/${bounty.id}/cancel` },
        { method: 'GET' as const, url: '/api/submissions' },
        { method: 'POST' as const, url: `/api/submissions/${submission.id}/review` },
        { method: 'POST' as const, url: `/api/submissions/${submission.id}/approve` },
        { method: 'POST' as const, url: `/api/submissions/${submission.id}/reject`, payload: { reviewerNotes: 'no' } },
        { method: 'GET' as const, url: '/api/ledger/verify' },
      ];
      for (const route of routes) {
        expect((await inject(route)).statusCode, route.url).toBe(401);
        expect((await inject({ ...route, headers: bob.headers })).statusCode, route.url).toBe(403);
      }
      expect(await walletOf(testApp.app, bob)).toMatchObject({ balance: 0 });
      const all = await inject({ method: 'GET', url: '/api/submissions?status=Pending', headers: ADMIN });
      expect(all.json().submissions.every((item: { status: string }) => item.status === 'Pending')).toBe(true);
    });
  });

  it('leaves the ledger consistent after everything above', async () => {
    const result = await verifyLedger(testApp.app);
    expect(result.mismatches).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
