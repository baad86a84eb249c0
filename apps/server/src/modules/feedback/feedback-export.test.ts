import { feedbackWindow } from '@app/shared/feedback/feedback-window';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { buildFeedbackRow, DAY_MS } from '../../test/feedback-factories.ts';
import { insertFeedbackBatch } from './feedback.repository.ts';
import { exportFeedback, getAnalytics } from './feedback.service.ts';

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** The ids in a server CSV export (header first, one row per line, id first). */
const csvIds = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]);

describe('the analytics period and the exports', () => {
  let testApp: TestApp;
  let userId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    userId = (await createVisitor(testApp.app)).user.id;
  });
  afterAll(() => testApp.close());

  /** Stores one row at an exact moment and returns its id. */
  async function storeAt(createdAt: string) {
    const [id = ''] = await insertFeedbackBatch(testApp.database.db, [
      buildFeedbackRow(userId, new Date(createdAt), { feature: 'gamification' }),
    ]);
    return id;
  }

  it('counts the 7 calendar days in UTC: the first midnight in, the minute before it out, in analytics and export alike', async () => {
    // 7d at noon on 10 March: the period runs from 4 March 00:00 UTC up to noon.
    const now = new Date('2020-03-10T12:00:00.000Z');
    const dayBefore = await storeAt('2020-03-03T23:59:00.000Z');
    const lastInstantBefore = await storeAt('2020-03-03T23:59:59.999Z');
    const firstInstant = await storeAt('2020-03-04T00:00:00.000Z');
    const atNow = await storeAt('2020-03-10T12:00:00.000Z');
    const afterNow = await storeAt('2020-03-10T12:00:00.001Z');
    // PostgreSQL keeps microseconds; JavaScript reads them truncated to the millisecond.
    const microBefore = await storeAt('2020-03-02T00:00:00.000Z');
    const microAfterNow = await storeAt('2020-03-02T00:00:00.000Z');
    await testApp.database.db.execute(
      sql`update feedback set created_at = '2020-03-03T23:59:59.999999Z' where id = ${microBefore}`,
    );
    await testApp.database.db.execute(
      sql`update feedback set created_at = '2020-03-10T12:00:00.000500Z' where id = ${microAfterNow}`,
    );

    const analytics = await getAnalytics(testApp.database.db, '7d', 'gamification', now);
    expect(analytics.period).toEqual({ start: '2020-03-04T00:00:00.000Z', end: '2020-03-10T12:00:00.001Z' });
    expect(analytics.totalFeedback).toBe(3);
    expect(analytics.feedbackTrends[0]).toMatchObject({ date: '2020-03-04', count: 1 });
    expect(analytics.feedbackTrends.at(-1)).toMatchObject({ date: '2020-03-10', count: 2 });

    const csv = await exportFeedback(testApp.database.db, '7d', 'gamification', 'csv', now);
    expect(csvIds(csv.body).sort()).toEqual([firstInstant, atNow, microAfterNow].sort());
    expect(csvIds(csv.body)).toHaveLength(analytics.totalFeedback);
    expect(csvIds(csv.body)).not.toContain(afterNow);

    // The minutes before the period are the previous period, which the trend compares with.
    const json = JSON.parse((await exportFeedback(testApp.database.db, '7d', 'gamification', 'json', now)).body);
    const previous = json.rows.filter((row: { createdAt: string }) => row.createdAt < analytics.period.start);
    expect(previous.map((row: { id: string }) => row.id).sort()).toEqual(
      [dayBefore, lastInstantBefore, microBefore].sort(),
    );
  });

  it('pages the public list through a whole year with the bounds the analytics report, to its total', async () => {
    const now = Date.now();
    const { start } = feedbackWindow('1y', new Date(now));
    // 250 rows over the year, plus the last millisecond before it and its first one.
    await insertFeedbackBatch(testApp.database.db, [
      ...Array.from({ length: 250 }, (_, index) =>
        buildFeedbackRow(userId, new Date(now - ((index * 361) / 250) * DAY_MS - 60_000), { feature: 'proto-hub' }),
      ),
      buildFeedbackRow(userId, new Date(start.getTime() - 1), { feature: 'proto-hub' }),
      buildFeedbackRow(userId, start, { feature: 'proto-hub' }),
    ]);
    const analytics = (
      await testApp.app.inject({ method: 'GET', url: '/api/feedback/analytics?timeframe=1y&feature=proto-hub' })
    ).json().analytics;
    expect(analytics.totalFeedback).toBeGreaterThan(100);

    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const search = new URLSearchParams({
        feature: 'proto-hub',
        limit: '100',
        since: analytics.period.start,
        before: analytics.period.end,
      });
      if (cursor) search.set('cursor', cursor);
      const page = (await testApp.app.inject({ method: 'GET', url: `/api/feedback?${search}` })).json();
      ids.push(...page.feedback.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(ids).toHaveLength(analytics.totalFeedback);
    expect(new Set(ids).size).toBe(ids.length);

    const csv = await testApp.app.inject({
      method: 'GET',
      url: '/api/feedback/export?timeframe=1y&feature=proto-hub&format=csv',
      headers: admin,
    });
    expect(csvIds(csv.body).sort()).toEqual([...ids].sort());
  });

  it('refuses list bounds that are not ISO moments', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/feedback?since=yesterday' });
    expect(response.statusCode).toBe(400);
  });
});
