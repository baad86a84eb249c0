import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { earnTokens, verifyLedger } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  completeMilestone,
  milestoneActionOk,
  type Visitor,
} from '../../test/contract-factories.ts';

const TEXT = 'Delivered what we agreed, on time and well tested.';
const USD_ONE = buildTerms({ currency: 'USD', milestones: [{ title: 'Whole app', amount: 1, dueDate: null }] });
const TOKENS_ONE = buildTerms({ currency: 'TOKENS', milestones: [{ title: 'Whole app', amount: 50, dueDate: null }] });

/**
 * Issue 40 §3: a review counts toward the developer's rating and completed projects only when the
 * contract's money went through the platform (a released TOKENS escrow), never for a payment the
 * parties merely recorded; uncounted reviews still show, marked as such.
 */
describe('numbers clients choose by cannot be manufactured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
  });
  afterAll(() => testApp.close());

  const profileOf = async (profileId: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/developers/${profileId}` })).json().developer;
  const reviewsOf = async (profileId: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/developers/${profileId}/reviews` })).json().reviews;
  const reviewBoth = async (client: Visitor, developer: Visitor, contractId: string, rating = 5) => {
    for (const visitor of [client, developer]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/contracts/${contractId}/reviews`,
        headers: visitor.headers,
        payload: { rating, text: TEXT },
      });
      expect(response.statusCode).toBe(201);
    }
  };

  it('does not count a USD 1 contract whose payment the parties only recorded, and marks its review', async () => {
    const { app } = testApp;
    const { client, developer, contract, profileId } = await activeContract(app, USD_ONE);
    const id = contract.milestones[0]?.id ?? '';
    await completeMilestone(app, client, developer, contract.id, id);
    await milestoneActionOk(app, client, contract.id, id, 'record-payment', { date: '2026-11-25', method: 'Cash' });
    await milestoneActionOk(app, developer, contract.id, id, 'confirm-payment');
    await reviewBoth(client, developer, contract.id);

    expect(await profileOf(profileId)).toMatchObject({ rating: null, ratingCount: 0, completedProjects: 0 });
    expect(await reviewsOf(profileId)).toMatchObject([{ rating: 5, paymentVerified: false }]);
  });

  it('counts a contract whose TOKENS escrow was released to the developer, from the ledger', async () => {
    const { app } = testApp;
    const { client, developer, contract, profileId } = await activeContract(app, TOKENS_ONE);
    await earnTokens(app, client, 50);
    await completeMilestone(app, client, developer, contract.id, contract.milestones[0]?.id ?? '');
    await reviewBoth(client, developer, contract.id);

    expect(await profileOf(profileId)).toMatchObject({ rating: 5, ratingCount: 1, completedProjects: 1 });
    expect(await reviewsOf(profileId)).toMatchObject([{ rating: 5, paymentVerified: true }]);
    expect((await verifyLedger(app)).ok).toBe(true);

    // One 5.0 review does not outrank 52 reviews at 4.9 (a Bayesian average, decision 017).
    const ranked = (await app.inject({ method: 'GET', url: '/api/developers?sort=rating&limit=100' })).json();
    const names: string[] = ranked.developers.map((profile: { name: string }) => profile.name);
    expect(names.indexOf('Lamont Evans')).toBeLessThan(names.indexOf('Devi Developer'));
  });

  it('earns the demo profiles their numbers from released TOKENS escrow, and the ledger verifies', async () => {
    const directory = (await testApp.app.inject({ method: 'GET', url: '/api/developers?sort=rating' })).json();
    const demo = Object.fromEntries(
      directory.developers.map((profile: { name: string; rating: number; ratingCount: number }) => [
        profile.name,
        { rating: profile.rating, ratingCount: profile.ratingCount },
      ]),
    );
    expect(demo).toMatchObject({
      'Lamont Evans': { rating: 4.9, ratingCount: 52 },
      'Julian Faulkner': { rating: 4.8, ratingCount: 38 },
      'Dantee Fluellen': { rating: 4.7, ratingCount: 45 },
    });
    const lamont = directory.developers.find((profile: { name: string }) => profile.name === 'Lamont Evans');
    expect(lamont.completedProjects).toBe(52);
    const reviews = await reviewsOf(lamont.id);
    expect(reviews.every((review: { paymentVerified: boolean }) => review.paymentVerified)).toBe(true);
    expect((await verifyLedger(testApp.app)).ok).toBe(true);
  });
});
