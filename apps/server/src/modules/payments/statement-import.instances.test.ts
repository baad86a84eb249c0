import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvStatement } from '../../test/bank-statement-factories.ts';
import { ADMIN, verifyLedger } from '../../test/bounty-factories.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { activeContract, buildTerms, getContractAs, milestoneAction } from '../../test/contract-factories.ts';
import { INSTANCES_SKIPPED, type Instances, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';

const RACERS = 6;

/**
 * Issue 42: the same statement imported on two server instances at once (each with its own pool,
 * as two processes on one PostgreSQL): each entry is added once, the transfer funds its milestone
 * once, and the ledger holds the money once.
 */
describe.skipIf(!TEST_SERVER_URL)(`statement imports across two server instances${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    instances = await startInstances(2, {
      rateLimit: UNLIMITED,
      config: {
        PLATFORM_BANK_NAME: 'Proto Platform Escrow',
        PLATFORM_BANK_IBAN: 'DE02120300000000202051',
        PLATFORM_BANK_BIC: 'BYLADEM1001',
      },
    });
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => instances.close());

  it(`credits a transfer once under ${RACERS} racing imports of its statement`, { timeout: 60_000 }, async () => {
    const { client, contract } = await activeContract(
      a,
      buildTerms({ currency: 'EUR', milestones: [{ title: 'Design', amount: 250, dueDate: null }] }),
    );
    const [milestone] = contract.milestones;
    if (!milestone) throw new Error('no milestone');
    const funded = await milestoneAction(a, client, contract.id, milestone.id, 'fund');
    const { reference } = funded.json().instruction;
    const content = csvStatement([
      { bankId: 'RACE-1', amount: '250.00', currency: 'EUR', reference },
      { bankId: 'RACE-2', amount: '12.00', currency: 'EUR', remittance: 'no reference' },
    ]);
    const imports = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        (index % 2 === 0 ? a : b).inject({
          method: 'POST',
          url: '/api/admin/bank-statements',
          headers: ADMIN,
          payload: { content },
        }),
      ),
    );
    expect(imports.map((response) => response.statusCode)).toEqual(Array(RACERS).fill(200));
    const bodies = imports.map((response) => response.json());
    expect(bodies.reduce((sum, body) => sum + body.added, 0)).toBe(2);
    expect(bodies.reduce((sum, body) => sum + body.matched.length, 0)).toBe(1);
    expect((await getContractAs(b, client, contract.id)).json().contract.milestones[0].status).toBe('funded');
    const verify = await verifyLedger(b);
    expect(verify.ok).toBe(true);
    expect(verify.currencies.find((row: { currency: string }) => row.currency === 'EUR')).toMatchObject({
      held: 26_200,
      escrow: 25_000,
      unmatched: 1_200,
    });
  });
});
