import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresUnavailableReason,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../../../scripts/lib/throwaway-postgres.mjs';
import {
  ADMIN,
  type ApiResult,
  call,
  createVisitor,
  questionBody,
  type ServerProcess,
  startServer,
  type Visitor,
} from './server-process.ts';

const unavailable = postgresUnavailableReason();

const BOUNTIES = 10;
const VISITORS = 6;

const countStatuses = (results: ApiResult[]) =>
  results.reduce<Record<string, number>>((counts, result) => {
    const key = String(result.status || result.error);
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/**
 * DESIGN.md §2 (stateless API processes on one PostgreSQL) and issue 13: two server processes on
 * one database, started together on an empty database, keep the ledger and the AI member's
 * monitoring engine correct when the same work reaches both at once.
 */
describe.skipIf(unavailable !== null)(
  `two server processes on one PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let postgres: ThrowawayPostgres | undefined;
    let servers: ServerProcess[] = [];
    /** The server for the n-th request: alternates, so every race spans both processes. */
    const via = (n: number) => (servers[n % 2] as ServerProcess).baseUrl;

    beforeAll(async () => {
      const started = await startThrowawayPostgres();
      if (!started.server) throw new Error(started.reason);
      postgres = started.server;
      const url = postgres.url;
      // Both at once on an empty database: each applies the migrations at start (they take turns).
      const results = await Promise.allSettled([
        startServer({ database: { url } }),
        startServer({ database: { url } }),
      ]);
      servers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }, 90_000);

    afterAll(async () => {
      for (const server of servers) await server.kill();
      await postgres?.stop();
    });

    it('both start together on an empty database and serve it', async () => {
      expect(servers).toHaveLength(2);
      for (const server of servers) {
        const health = await call(server.baseUrl, 'GET', '/api/health');
        expect(health.body).toMatchObject({ database: 'up' });
      }
    });

    it('keeps the ledger balanced through a storm spread over both, paying each approval once', {
      timeout: 120_000,
    }, async () => {
      const visitors: Visitor[] = [];
      for (let index = 0; index < VISITORS; index++) visitors.push(await createVisitor(via(index)));
      const bounties: { id: string; reward: number }[] = [];
      for (let index = 0; index < BOUNTIES; index++) {
        const created = await call(via(index), 'POST', '/api/bounties', {
          headers: ADMIN,
          body: {
            title: `Storm bounty ${index}`,
            description: `Work for the two-server storm, number ${index}.`,
            reward: 20 + index * 5,
            difficulty: 'Medium',
            category: 'Backend',
            skills: ['PostgreSQL'],
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        bounties.push({ id: created.body.bounty.id, reward: created.body.bounty.reward });
      }

      // Every visitor submits to every bounty at once, through both servers: one wins each bounty.
      let n = 0;
      const submissions = await Promise.all(
        bounties.flatMap((bounty) =>
          visitors.map(async (visitor) => {
            const result = await call(via(n++), 'POST', `/api/bounties/${bounty.id}/submissions`, {
              headers: visitor.headers,
              body: { submissionUrl: 'https://github.com/storm/work/pull/1', description: 'Done, with tests.' },
            });
            return { bounty, visitor, result };
          }),
        ),
      );
      expect(countStatuses(submissions.map((entry) => entry.result))).toEqual({
        201: BOUNTIES,
        409: BOUNTIES * (VISITORS - 1),
      });
      const won = submissions.filter((entry) => entry.result.status === 201);
      expect(new Set(won.map((entry) => entry.bounty.id)).size).toBe(BOUNTIES);

      // The admin approves each winning submission four times at once, twice through each server.
      const approvals = await Promise.all(
        won.flatMap((entry) =>
          [0, 1, 2, 3].map(async (copy) => ({
            entry,
            result: await call(via(copy), 'POST', `/api/submissions/${entry.result.body.submission.id}/approve`, {
              headers: ADMIN,
              body: {},
            }),
          })),
        ),
      );
      expect(countStatuses(approvals.map((approval) => approval.result))).toEqual({
        200: BOUNTIES,
        409: BOUNTIES * 3,
      });
      const earned = new Map<string, number>();
      for (const { entry } of approvals.filter((approval) => approval.result.status === 200)) {
        earned.set(entry.visitor.id, (earned.get(entry.visitor.id) ?? 0) + entry.bounty.reward);
      }

      // Concurrent stakes and unstakes through both servers, asking for more than some balances hold.
      const moves = await Promise.all(
        visitors.flatMap((visitor, index) =>
          [0, 1, 2, 3, 4, 5].map((copy) =>
            call(via(index + copy), 'POST', copy < 4 ? '/api/wallet/stake' : '/api/wallet/unstake', {
              headers: { ...visitor.headers, 'idempotency-key': `storm-${visitor.id}-${copy}` },
              // The fourth stake asks for more than any visitor earned: always refused.
              body: { amount: copy === 3 ? 1_000 : 15 + copy * 5 },
            }),
          ),
        ),
      );
      // Each move lands whole or is refused as more than the balance (400 on `amount`), nothing else.
      const moveStatuses = countStatuses(moves);
      expect(Object.keys(moveStatuses).filter((status) => !['200', '400'].includes(status))).toEqual([]);
      expect(moves.filter((move) => move.status === 400 && move.body.errors?.[0]?.path !== 'amount')).toEqual([]);
      expect(moveStatuses['200']).toBeGreaterThan(0);
      expect(moveStatuses['400']).toBeGreaterThan(0);

      const verify = await call(via(1), 'GET', '/api/ledger/verify', { headers: ADMIN });
      expect(verify.status).toBe(200);
      expect(verify.body.mismatches).toEqual([]);
      expect(verify.body.ok).toBe(true);
      for (const [index, visitor] of visitors.entries()) {
        const wallet = (await call(via(index), 'GET', '/api/wallet', { headers: visitor.headers })).body.wallet;
        expect(wallet.totalEarned).toBe(earned.get(visitor.id) ?? 0);
        expect(wallet.balance).toBeGreaterThanOrEqual(0);
        expect(wallet.staked).toBeGreaterThanOrEqual(0);
        expect(wallet.balance + wallet.staked).toBe(wallet.totalEarned);
      }
    });

    it('lets no question get two AI answers when monitoring passes run on both at once', {
      timeout: 120_000,
    }, async () => {
      const configured = await call(via(0), 'PUT', '/api/monitoring/config', {
        headers: ADMIN,
        body: { proactiveEngagementInterval: 30, maxEngagementsPerHour: 20 },
      });
      expect(configured.status, JSON.stringify(configured.body)).toBe(200);
      const asker = await createVisitor(via(1));
      const questionIds: string[] = [];
      for (let index = 0; index < 8; index++) {
        const created = await call(via(index), 'POST', '/api/questions', {
          headers: asker.headers,
          body: questionBody(`unanswered ${index}`),
        });
        expect(created.status).toBe(201);
        questionIds.push(created.body.question.id);
      }

      const passes: ApiResult[] = [];
      for (let round = 0; round < 3; round++) {
        passes.push(
          ...(await Promise.all(
            [0, 1].map((server) => call(via(server), 'POST', '/api/monitoring/force-engagement', { headers: ADMIN })),
          )),
        );
      }
      expect(passes.map((pass) => pass.status)).toEqual([200, 200, 200, 200, 200, 200]);
      // A pass either ran or stood aside for the one holding the lease; at least one ran.
      expect(passes.some((pass) => pass.body.ran === true)).toBe(true);

      // The manual route, with no lease: the same question sent to both at once.
      const manual: string[] = [];
      for (let index = 0; index < 3; index++) {
        const created = await call(via(index), 'POST', '/api/questions', {
          headers: asker.headers,
          body: questionBody(`asked of the AI ${index}`),
        });
        const questionId = created.body.question.id as string;
        manual.push(questionId);
        const results = await Promise.all(
          [0, 1].map((server) =>
            call(via(server), 'POST', '/api/questions/ai-engagement', { headers: ADMIN, body: { questionId } }),
          ),
        );
        expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
      }

      for (const questionId of [...questionIds, ...manual]) {
        const answers = await call(via(0), 'GET', `/api/questions/${questionId}/answers`);
        const byAi = (answers.body.answers as { author: { isAI: boolean } }[]).filter((answer) => answer.author.isAI);
        expect(byAi, `AI answers on ${questionId}`).toHaveLength(1);
        const question = await call(via(1), 'GET', `/api/questions/${questionId}`);
        expect(question.body.question.answers).toBe(answers.body.answers.length);
      }
    });
  },
);
