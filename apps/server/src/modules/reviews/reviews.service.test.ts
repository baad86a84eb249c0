import { CONTRACT_MESSAGES, REVIEW_REVEAL_DAYS } from '@app/shared/contracts/contracts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { buildCompletedContract, DAY_MS, developerWithProfile, review } from '../../test/review-factories.ts';
import { revealDueReviews } from './review-standing.service.ts';
import { contractsReviewedBy, readContractReviews } from './reviews.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ rateLimit: UNLIMITED });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const standingOf = async (profileId: string) => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/developers/${profileId}` });
  const { rating, completedProjects } = response.json().developer;
  return { rating, completedProjects };
};

describe('double-blind reviews', () => {
  it('hides the first review from the other side until the second is in, then shows both', async () => {
    const developer = await developerWithProfile(testApp.app);
    const deal = await buildCompletedContract(testApp.app, db(), developer);
    const revealAt = new Date(deal.contract.completedAt.getTime() + REVIEW_REVEAL_DAYS * DAY_MS).toISOString();

    const first = await review(db(), deal, 'client', 4);
    expect(first).toMatchObject({ rating: 4, authorRole: 'client', authorName: deal.client.name });
    expect(await readContractReviews(db(), deal.contract.contractId, 'developer')).toEqual({
      mine: null,
      theirs: null,
      theirsWritten: true,
      revealAt,
    });
    expect(await readContractReviews(db(), deal.contract.contractId, 'client')).toEqual({
      mine: first,
      theirs: null,
      theirsWritten: false,
      revealAt,
    });
    expect((await standingOf(developer.profileId)).rating).toBeNull();

    const second = await review(db(), deal, 'developer', 5);
    expect(await readContractReviews(db(), deal.contract.contractId, 'developer')).toEqual({
      mine: second,
      theirs: first,
      theirsWritten: true,
      revealAt: null,
    });
    expect(await readContractReviews(db(), deal.contract.contractId, 'client')).toMatchObject({
      mine: first,
      theirs: second,
      revealAt: null,
    });
    expect((await standingOf(developer.profileId)).rating).toBe(4);
  });

  it('shows both at once when the two sides review at the same moment', async () => {
    const developer = await developerWithProfile(testApp.app);
    const deal = await buildCompletedContract(testApp.app, db(), developer);
    await Promise.all([review(db(), deal, 'client', 5), review(db(), deal, 'developer', 4)]);
    expect(await readContractReviews(db(), deal.contract.contractId, 'developer')).toMatchObject({
      theirs: { rating: 5 },
      revealAt: null,
    });
    expect((await standingOf(developer.profileId)).rating).toBe(5);
  });

  it("shows the admin the client's review once it shows, and never calls it theirs to write", async () => {
    const developer = await developerWithProfile(testApp.app);
    const deal = await buildCompletedContract(testApp.app, db(), developer);
    const hidden = await review(db(), deal, 'client', 5);
    expect(await readContractReviews(db(), deal.contract.contractId, 'admin')).toMatchObject({
      mine: null,
      theirs: null,
      theirsWritten: true,
    });
    await review(db(), deal, 'developer', 5);
    expect(await readContractReviews(db(), deal.contract.contractId, 'admin')).toMatchObject({
      mine: null,
      theirs: hidden,
    });
  });

  it('shows a review written after the reveal date at once, and counts it', async () => {
    const developer = await developerWithProfile(testApp.app);
    const completedAt = new Date(Date.now() - (REVIEW_REVEAL_DAYS + 6) * DAY_MS);
    const deal = await buildCompletedContract(testApp.app, db(), developer, { completedAt });
    const written = await review(db(), deal, 'client', 3);
    expect((await readContractReviews(db(), deal.contract.contractId, 'developer')).theirs).toEqual(written);
    expect((await standingOf(developer.profileId)).rating).toBe(3);
  });
});

describe('one review per side', () => {
  it('refuses a second review by the same side with 409', async () => {
    const developer = await developerWithProfile(testApp.app);
    const deal = await buildCompletedContract(testApp.app, db(), developer);
    await review(db(), deal, 'client', 5);
    await expect(review(db(), deal, 'client', 1)).rejects.toMatchObject({
      statusCode: 409,
      message: CONTRACT_MESSAGES.alreadyReviewed,
    });
  });

  it('lets exactly one of two racing reviews by one side land', async () => {
    const developer = await developerWithProfile(testApp.app);
    const deal = await buildCompletedContract(testApp.app, db(), developer);
    const racing = await Promise.allSettled([review(db(), deal, 'developer', 2), review(db(), deal, 'developer', 3)]);
    expect(racing.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const mine = (await readContractReviews(db(), deal.contract.contractId, 'developer')).mine;
    expect(racing.find((result) => result.status === 'fulfilled')).toMatchObject({ value: mine });
  });

  it('tells which of a list of contracts the viewer reviewed, in one call', async () => {
    const developer = await developerWithProfile(testApp.app);
    const reviewed = await buildCompletedContract(testApp.app, db(), developer);
    const notYet = await buildCompletedContract(testApp.app, db(), developer);
    await review(db(), reviewed, 'developer', 5);
    const ids = [reviewed.contract.contractId, notYet.contract.contractId];
    expect(await contractsReviewedBy(db(), developer.visitor.user.id, ids)).toEqual(
      new Set([reviewed.contract.contractId]),
    );
    expect(await contractsReviewedBy(db(), reviewed.client.userId, ids)).toEqual(new Set());
    expect(await contractsReviewedBy(db(), developer.visitor.user.id, [])).toEqual(new Set());
  });
});

describe("the developer's rating", () => {
  it('is null with no visible client review', async () => {
    const developer = await developerWithProfile(testApp.app);
    expect(await standingOf(developer.profileId)).toEqual({ rating: null, completedProjects: 0 });
  });

  it('is the mean of the visible client reviews to one decimal; reviews of the client do not count', async () => {
    const developer = await developerWithProfile(testApp.app);
    for (const [clientRating, developerRating] of [
      [5, 1],
      [4, 1],
      [4, 2],
    ] as const) {
      const deal = await buildCompletedContract(testApp.app, db(), developer);
      await review(db(), deal, 'client', clientRating);
      await review(db(), deal, 'developer', developerRating);
    }
    // 13 / 3 = 4.333...
    expect((await standingOf(developer.profileId)).rating).toBe(4.3);
    // A hidden one changes nothing yet.
    const pending = await buildCompletedContract(testApp.app, db(), developer);
    await review(db(), pending, 'client', 1);
    expect((await standingOf(developer.profileId)).rating).toBe(4.3);
  });
});

describe('the reveal pass', () => {
  let revealApp: TestApp;
  beforeAll(async () => {
    revealApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => revealApp.close());

  it('shows and counts reviews 14 days after completion when the other side stayed silent', async () => {
    const revealDb = revealApp.database.db;
    const developer = await developerWithProfile(revealApp.app);
    const deal = await buildCompletedContract(revealApp.app, revealDb, developer);
    await review(revealDb, deal, 'client', 4);
    const other = await buildCompletedContract(revealApp.app, revealDb, developer);
    await review(revealDb, other, 'developer', 5);
    const now = Date.now();

    expect(await revealDueReviews(revealDb, new Date(now + 13 * DAY_MS))).toBe(0);
    const later = new Date(now + 15 * DAY_MS);
    expect(await revealDueReviews(revealDb, later)).toBe(2);
    expect(await revealDueReviews(revealDb, later)).toBe(0);

    const profile = await revealApp.app.inject({ method: 'GET', url: `/api/developers/${developer.profileId}` });
    expect(profile.json().developer.rating).toBe(4);
    expect(await readContractReviews(revealDb, deal.contract.contractId, 'developer', later)).toMatchObject({
      theirs: { rating: 4 },
      revealAt: null,
    });
  });
});
