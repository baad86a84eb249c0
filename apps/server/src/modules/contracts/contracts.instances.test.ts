import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnTokens, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  DELIVERY,
  milestoneAction,
  milestoneActionOk,
} from '../../test/contract-factories.ts';
import { INSTANCES_SKIPPED, type Instances, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';

const RACERS = 20;

/**
 * Issue 32: racing approvals and fundings of one milestone, sent through two server instances on
 * one PostgreSQL (each with its own pool, as two processes): exactly one of each takes effect,
 * the rest are refused with 409, the money moves once and the ledger stays balanced.
 */
describe.skipIf(!TEST_SERVER_URL)(`contract milestones across two server instances${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    instances = await startInstances(2, { rateLimit: UNLIMITED });
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => instances.close());

  it(`funds once and pays once under ${RACERS} racing fundings and ${RACERS} racing approvals`, {
    timeout: 60_000,
  }, async () => {
    const terms = buildTerms({
      milestones: [
        { title: 'First', amount: 30, dueDate: null },
        { title: 'Second', amount: 30, dueDate: null },
      ],
    });
    const { client, developer, contract } = await activeContract(a, terms);
    await earnTokens(a, client, 100);
    const [first, second] = contract.milestones.map((m) => m.id) as [string, string];
    const race = (action: string, milestoneId: string) =>
      Promise.all(
        Array.from({ length: RACERS }, (_, index) =>
          milestoneAction(index % 2 === 0 ? a : b, client, contract.id, milestoneId, action).then((r) => r.statusCode),
        ),
      );

    const fundings = await race('fund', first);
    expect(fundings.filter((status) => status === 200)).toHaveLength(1);
    expect(fundings.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    expect((await walletOf(b, client)).balance).toBe(70);

    await milestoneActionOk(b, developer, contract.id, first, 'submit', DELIVERY);
    const approvals = await race('approve', first);
    expect(approvals.filter((status) => status === 200)).toHaveLength(1);
    expect(approvals.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    expect((await walletOf(a, developer)).balance).toBe(30);

    // Fundings of the second milestone and approvals of nothing funded, mixed: still once each.
    const mixed = await Promise.all([race('fund', second), race('approve', second)]);
    expect(mixed[0].filter((status) => status === 200)).toHaveLength(1);
    expect(mixed[1].every((status) => status === 409)).toBe(true);
    expect((await walletOf(a, client)).balance).toBe(40);
    expect((await verifyLedger(a)).ok).toBe(true);
  });
});
