import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

/** part-2 §9: submit feedback +5, report bugs +10, suggest features +8, high-rated feedback +3 bonus. */
describe('feedback points', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  async function send(headers: Record<string, string>, type: string, rating: number) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers,
      payload: { type, rating, feature: 'proto-hub' },
    });
    expect(response.statusCode).toBe(201);
    return response.json().pointsAwarded as number;
  }

  it.each([
    ['bug', 2, 15],
    ['bug', 4, 18],
    ['feature', 3, 13],
    ['feature', 5, 16],
    ['improvement', 3, 5],
    ['general', 4, 8],
  ])('a %s rated %d earns %d', async (type, rating, points) => {
    const visitor = await createVisitor(testApp.app);
    expect(await send(visitor.headers, type, rating)).toBe(points);
  });

  it('a bug report counts its submit and bug points everywhere points are read', async () => {
    const visitor = await createVisitor(testApp.app);
    expect(await send(visitor.headers, 'bug', 1)).toBe(15);

    const get = async (url: string) =>
      (await testApp.app.inject({ method: 'GET', url, headers: visitor.headers })).json();
    const board = await get('/api/feedback/leaderboard?period=week');
    expect(board.me).toMatchObject({ points: 15, feedbackCount: 1 });
    expect((await get('/api/feedback/achievements')).points).toBe(15);
    // The gamification read model sums the same postings.
    expect((await get('/api/gamification/progress')).progress.totalPoints).toBe(15);
  });
});
