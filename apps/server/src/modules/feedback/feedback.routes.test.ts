import { computeFeedbackAnalytics } from '@app/shared/feedback/feedback-analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { buildFeedbackRow, DAY_MS } from '../../test/feedback-factories.ts';
import { insertFeedbackBatch } from './feedback.repository.ts';

describe('feedback API', () => {
  let testApp: TestApp;
  let alice: Awaited<ReturnType<typeof createVisitor>>;
  let bob: Awaited<ReturnType<typeof createVisitor>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    alice = await createVisitor(testApp.app);
    bob = await createVisitor(testApp.app);
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    // A fixed fixture: 2 rows in the last week, 1 more within 30 days, 1 within 90, 1 within a year.
    // Points by the rules: 8 (5 + 3 bonus), 15 (5 + 10 bug), 8, 13 (5 + 8 feature), 5.
    await insertFeedbackBatch(testApp.database.db, [
      buildFeedbackRow(alice.user.id, ago(1), { rating: 5, feature: 'proto-hub' }),
      buildFeedbackRow(bob.user.id, ago(3), { rating: 2, feature: 'proto-hub', type: 'bug' }),
      buildFeedbackRow(alice.user.id, ago(20), { rating: 4, feature: 'task-manager' }),
      buildFeedbackRow(bob.user.id, ago(60), { rating: 3, feature: 'proto-hub', type: 'feature' }),
      buildFeedbackRow(alice.user.id, ago(200), { rating: 1, feature: 'pitch-deck' }),
    ]);
  });
  afterAll(() => testApp.close());

  const analytics = async (timeframe: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/feedback/analytics?timeframe=${timeframe}` })).json()
      .analytics;

  it.each([
    ['7d', 2, 3.5, { positive: 50, neutral: 0, negative: 50 }],
    ['30d', 3, 3.7, { positive: 67, neutral: 0, negative: 33 }],
    ['90d', 4, 3.5, { positive: 50, neutral: 25, negative: 25 }],
    ['1y', 5, 3, { positive: 40, neutral: 20, negative: 40 }],
  ])('computes %s from the rows: totals, average and sentiment', async (timeframe, total, average, sentiment) => {
    const result = await analytics(timeframe);
    expect(result.totalFeedback).toBe(total);
    expect(result.averageRating).toBe(average);
    expect(result.sentimentDistribution).toEqual(sentiment);
    expect(result.feedbackTrends.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(total);
  });

  it('reports engagement and feature performance with trends', async () => {
    const week = await analytics('7d');
    // Alice gave feedback 200 days ago (returning); Bob's first feedback was 60 days ago (returning too).
    expect(week.userEngagement).toEqual({ newUsers: 0, returningUsers: 2, feedbackPerUser: 1 });
    expect(week.featurePerformance).toEqual([{ feature: 'proto-hub', rating: 3.5, feedbackCount: 2, trend: 'stable' }]);
    const quarter = await analytics('90d');
    expect(quarter.userEngagement).toEqual({ newUsers: 1, returningUsers: 1, feedbackPerUser: 2 });
  });

  it('exports exactly the rows behind the numbers (admin only)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/feedback/export' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/feedback/export', headers: alice.headers })).statusCode,
    ).toBe(403);
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const exported = (
      await testApp.app.inject({ method: 'GET', url: '/api/feedback/export?timeframe=90d&format=json', headers: admin })
    ).json();
    const recomputed = computeFeedbackAnalytics(
      exported.rows,
      exported.firstFeedbackAt,
      '90d',
      new Date(exported.generatedAt),
    );
    expect(recomputed).toEqual(exported.analytics);
    // Asked a moment apart, only the period's end (the moment of asking) may differ.
    expect({ ...exported.analytics, period: null }).toEqual({ ...(await analytics('90d')), period: null });
    const csv = await testApp.app.inject({
      method: 'GET',
      url: '/api/feedback/export?timeframe=30d&format=csv',
      headers: admin,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(1 + 3);
  });

  it('stores feedback with its points and lists it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bob.headers,
      payload: { type: 'feature', rating: 5, comment: '  Add dark mode  ', feature: 'developer-directory' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      pointsAwarded: 16, // submit 5 + feature suggestion 8 + high rating 3
      feedback: { comment: 'Add dark mode', source: 'widget', user: { id: bob.user.id } },
    });
    const recent = (
      await testApp.app.inject({ method: 'GET', url: '/api/feedback?feature=developer-directory' })
    ).json();
    expect(recent.feedback[0].comment).toBe('Add dark mode');
    const stats = (await testApp.app.inject({ method: 'GET', url: '/api/feedback/stats' })).json().stats;
    expect(stats).toMatchObject({ totalFeedback: 6, featureRequests: 2, bugReports: 1 });
  });

  it.each([
    [{ type: 'rant', rating: 3, feature: 'proto-hub' }, 'type', 'Choose a feedback type'],
    [{ type: 'bug', rating: 0, feature: 'proto-hub' }, 'rating', 'Choose a rating from 1 to 5'],
    [{ type: 'bug', rating: 6, feature: 'proto-hub' }, 'rating', 'Choose a rating from 1 to 5'],
    [{ type: 'bug', rating: 3, feature: 'nowhere' }, 'feature', 'Choose the feature this is about'],
    [
      { type: 'bug', rating: 3, feature: 'proto-hub', comment: 'x'.repeat(5001) },
      'comment',
      'Comment must be at most 5000 characters',
    ],
  ])('refuses %o', async (payload, path, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: alice.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  const leaderboard = async (period: string, headers?: Record<string, string>) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/feedback/leaderboard?period=${period}`, headers })).json();

  // Bob: 15 (3 days ago), 13 (60 days ago), 16 (just now); Alice: 8 (1 day), 8 (20 days), 5 (200 days).
  it('ranks by points over all time and shows the caller', async () => {
    const all = await leaderboard('all', alice.headers);
    expect(all.leaderboard.map((entry: { id: string }) => entry.id)).toEqual([bob.user.id, alice.user.id]);
    expect(all.leaderboard[0]).toMatchObject({ rank: 1, points: 44, feedbackCount: 3 });
    expect(all.me).toMatchObject({ id: alice.user.id, rank: 2, points: 21, feedbackCount: 3 });
    expect(all.leaderboard[0].badges).toContain('First Feedback');
  });

  it('counts only the last 30 days for the month', async () => {
    const month = await leaderboard('month');
    expect(month.period).toBe('month');
    expect(
      month.leaderboard.map((entry: { id: string; points: number; feedbackCount: number }) => [
        entry.id,
        entry.points,
        entry.feedbackCount,
      ]),
    ).toEqual([
      [bob.user.id, 31, 2],
      [alice.user.id, 16, 2],
    ]);
  });

  it('counts only the last 7 days for the week', async () => {
    const week = await leaderboard('week');
    expect(week.leaderboard.map((entry: { points: number }) => entry.points)).toEqual([31, 8]);
  });

  it("unlocks the caller's achievements from real counts", async () => {
    const mine = (
      await testApp.app.inject({ method: 'GET', url: '/api/feedback/achievements', headers: alice.headers })
    ).json();
    expect(mine.feedbackCount).toBe(3);
    expect(mine.achievements.find((item: { id: string }) => item.id === 'first-feedback')).toMatchObject({
      unlocked: true,
      progress: 1,
    });
    expect(mine.achievements.find((item: { id: string }) => item.id === 'feedback-champion')).toMatchObject({
      unlocked: false,
      progress: 3,
    });
    const anonymous = (await testApp.app.inject({ method: 'GET', url: '/api/feedback/achievements' })).json();
    expect(anonymous.achievements.every((item: { unlocked: boolean }) => !item.unlocked)).toBe(true);
  });

  it('builds the 12 feature cards from stored feedback', async () => {
    const { features } = (await testApp.app.inject({ method: 'GET', url: '/api/feedback/features' })).json();
    expect(features).toHaveLength(12);
    const hub = features.find((card: { id: string }) => card.id === 'proto-hub');
    expect(hub).toMatchObject({ status: 'active', feedbackCount: 3, rating: 3.3 });
    expect(hub.recentFeedback.map((item: { comment: string }) => item.comment)).toEqual([
      'rated 5',
      'rated 2',
      'rated 3',
    ]);
  });
});

describe('feedback rate limit', () => {
  it('answers 429 after the write limit', async () => {
    const testApp = await buildTestApp({ rateLimit: { writeMax: 2 } });
    try {
      const visitor = await createVisitor(testApp.app);
      const send = () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: visitor.headers,
          payload: { type: 'general', rating: 4, feature: 'proto-hub' },
        });
      const statuses = [(await send()).statusCode, (await send()).statusCode, (await send()).statusCode];
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await testApp.close();
    }
  });
});
