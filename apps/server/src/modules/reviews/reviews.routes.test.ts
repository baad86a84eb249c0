import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { buildCompletedContract, developerWithProfile, review } from '../../test/review-factories.ts';

describe('GET /api/developers/:id/reviews', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const list = (profileId: string, query = '') =>
    testApp.app.inject({ method: 'GET', url: `/api/developers/${profileId}/reviews${query}` });

  it("lists a developer's revealed client reviews newest first, in cursor pages", async () => {
    const db = testApp.database.db;
    const developer = await developerWithProfile(testApp.app);
    const clientNames: string[] = [];
    for (const [index, rating] of [5, 4, 3].entries()) {
      const deal = await buildCompletedContract(testApp.app, db, developer, { title: `Project ${index + 1}` });
      clientNames.push(deal.client.name);
      await review(db, deal, 'client', rating, { text: `Review number ${index + 1}: a pleasure to work with.` });
      // The developer's review of the client is about the client: never on the developer's profile.
      await review(db, deal, 'developer', 1);
    }

    const first = await list(developer.profileId, '?limit=2');
    expect(first.statusCode).toBe(200);
    const firstPage = first.json();
    expect(firstPage.reviews).toMatchObject([
      {
        rating: 3,
        contractTitle: 'Project 3',
        authorRole: 'client',
        text: 'Review number 3: a pleasure to work with.',
      },
      { rating: 4, contractTitle: 'Project 2', authorRole: 'client' },
    ]);
    expect(firstPage.nextCursor).toEqual(expect.any(String));

    const second = (await list(developer.profileId, `?limit=2&cursor=${firstPage.nextCursor}`)).json();
    expect(second.reviews).toMatchObject([{ rating: 5, contractTitle: 'Project 1', authorName: clientNames[0] }]);
    expect(second.nextCursor).toBeNull();
  });

  it('leaves out reviews still hidden by the double blind', async () => {
    const db = testApp.database.db;
    const developer = await developerWithProfile(testApp.app, 'Hidden Hannah');
    const deal = await buildCompletedContract(testApp.app, db, developer);
    await review(db, deal, 'client', 5);
    expect((await list(developer.profileId)).json()).toEqual({ success: true, reviews: [], nextCursor: null });

    await review(db, deal, 'developer', 5);
    expect((await list(developer.profileId)).json().reviews).toHaveLength(1);
  });

  it('answers 404 for an unknown developer and 400 for a malformed id or cursor', async () => {
    const missing = await list(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'not_found' });
    expect((await list('not-an-id')).statusCode).toBe(400);
    const developer = await developerWithProfile(testApp.app, 'Cursor Carla');
    expect((await list(developer.profileId, '?cursor=nonsense')).statusCode).toBe(400);
  });

  it("lists the demo developers' seeded reviews, which their rating and projects are computed from", async () => {
    await runSeeds(testApp.database.db);
    const directory = (await testApp.app.inject({ method: 'GET', url: '/api/developers?sort=rating' })).json();
    const lamont = directory.developers.find((developer: { name: string }) => developer.name === 'Lamont Evans');
    expect(lamont).toMatchObject({ rating: 4.9, completedProjects: 52 });
    const page = (await list(lamont.id, '?limit=100')).json();
    expect(page.nextCursor).toBeNull();
    const ratings: number[] = page.reviews.map((item: { rating: number }) => item.rating);
    expect(ratings).toHaveLength(52);
    expect(Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10).toBe(4.9);
    for (const item of page.reviews) expect(item.text.length).toBeGreaterThanOrEqual(20);
  });
});
