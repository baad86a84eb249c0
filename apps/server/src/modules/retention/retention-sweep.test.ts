import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { runDueRetentionSweep, runRetentionSweep } from './retention-sweep.ts';

/** Small batches, so that every rule is seen deleting in more than one batch. */
const BATCH = 2;
const config = buildTestConfig();

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('the retention sweep (issue 40 §6)', () => {
  let testApp: TestApp;
  let db: Database;
  beforeAll(async () => {
    testApp = await buildTestApp();
    db = testApp.database.db;
  });
  afterAll(() => testApp.close());

  it('deletes analytics events past RETENTION_ANALYTICS_DAYS and the summary shows the same counts after', async () => {
    const visitor = await createVisitor(testApp.app);
    const event = (name: string, days: number, path: string, sessionId: string) => ({
      name,
      props: {},
      timestamp: daysAgo(days),
      path,
      sessionId,
    });
    const events = [
      event('page_viewed', 500, '/proto-hub', 's1'),
      event('page_viewed', 500, '/proto-hub', 's1'),
      event('page_viewed', 499, '/questions', 's2'),
      event('cta_clicked', 450, '/proto-hub', 's1'),
      event('page_viewed', 10, '/proto-hub', 's1'),
      event('page_viewed', 2, '/pitch-deck', 's3'),
    ];
    await testApp.app.inject({ method: 'POST', url: '/api/analytics', headers: visitor.headers, payload: { events } });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics',
      payload: { events: [event('page_viewed', 480, '/questions', 's4')] },
    });
    const summaryUrl = `/api/analytics/summary?since=${daysAgo(600)}&until=${daysAgo(0)}`;
    const before = (await testApp.app.inject({ method: 'GET', url: summaryUrl })).json().summary;
    expect(before.totalEvents).toBe(7);

    const report = await runRetentionSweep(db, config, { batchSize: BATCH });

    expect(report.analyticsEvents.deleted).toBe(5);
    expect(report.analyticsEvents.batches).toBeGreaterThan(1);
    expect(await countOf(db, sql`select count(*) as n from analytics_events`)).toBe(2);
    const after = (await testApp.app.inject({ method: 'GET', url: summaryUrl })).json().summary;
    expect({ ...after, until: before.until }).toEqual(before);
    // A second sweep finds nothing new to summarise: the totals do not double.
    await runRetentionSweep(db, config, { batchSize: BATCH });
    const again = (await testApp.app.inject({ method: 'GET', url: summaryUrl })).json().summary;
    expect(again.totalEvents).toBe(7);
  });

  it('deletes sent outbox rows after RETENTION_OUTBOX_SENT_DAYS and failed ones after RETENTION_OUTBOX_FAILED_DAYS', async () => {
    const visitor = await createVisitor(testApp.app);
    const row = (status: string, days: number, kind: string) => sql`
      insert into outbox (user_id, channel, kind, recipient, payload, status, created_at, sent_at)
      values (${visitor.user.id}, 'email', ${kind}, 'a@example.test', '{}'::jsonb, ${status},
        now() - make_interval(days => ${days}), case when ${status} = 'sent' then now() - make_interval(days => ${days}) end)`;
    for (const [status, days, kind] of [
      ['sent', 31, 'old-sent'],
      ['sent', 31, 'old-sent'],
      ['sent', 31, 'old-sent'],
      ['sent', 29, 'kept'],
      ['failed', 91, 'old-failed'],
      ['failed', 89, 'kept'],
      ['queued', 200, 'kept'],
    ] as const)
      await db.execute(row(status, days, kind));

    const report = await runRetentionSweep(db, config, { batchSize: BATCH });

    expect(report.sentOutbox.deleted).toBe(3);
    expect(report.failedOutbox.deleted).toBe(1);
    const kinds = await rowsOf<{ kind: string }>(db, sql`select kind from outbox where user_id = ${visitor.user.id}`);
    expect(kinds.map((k) => k.kind)).toEqual(['kept', 'kept', 'kept']);
  });

  it('deletes notifications read more than RETENTION_READ_NOTIFICATIONS_DAYS ago, never unread ones', async () => {
    const visitor = await createVisitor(testApp.app);
    for (const [title, readDays] of [
      ['old', 181],
      ['old', 200],
      ['old', 365],
      ['kept', 179],
      ['kept', null],
    ] as const) {
      await db.execute(sql`
        insert into notifications (user_id, kind, title, link, created_at, read_at)
        values (${visitor.user.id}, 'answer.new', ${title}, '/questions', now() - interval '400 days',
          case when ${readDays}::int is null then null else now() - make_interval(days => ${readDays}::int) end)`);
    }
    const report = await runRetentionSweep(db, config, { batchSize: BATCH });
    expect(report.readNotifications.deleted).toBe(3);
    const titles = await rowsOf<{ title: string }>(
      db,
      sql`select title from notifications where user_id = ${visitor.user.id}`,
    );
    expect(titles.map((t) => t.title)).toEqual(['kept', 'kept']);
    const unread = await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers: visitor.headers });
    expect(unread.json().unreadCount).toBe(1);
  });

  it('deletes sessions expired more than RETENTION_EXPIRED_SESSIONS_DAYS ago, never an anonymous token', async () => {
    const visitor = await createVisitor(testApp.app);
    for (const [label, expiredDays] of [
      ['old', 8],
      ['old', 30],
      ['old', 100],
      ['kept', 6],
      ['kept', -20],
    ] as const) {
      await db.execute(sql`
        insert into sessions (user_id, token_hash, device_label, expires_at)
        values (${visitor.user.id}, ${`hash-${label}-${expiredDays}`}, ${label}, now() - make_interval(days => ${expiredDays}))`);
    }
    const report = await runRetentionSweep(db, config, { batchSize: BATCH });
    expect(report.expiredSessions.deleted).toBe(3);
    const labels = await rowsOf<{ label: string }>(
      db,
      sql`select device_label as label from sessions where user_id = ${visitor.user.id} order by device_label`,
    );
    expect(labels.map((l) => l.label)).toEqual(['Unknown browser', 'kept', 'kept']);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
    expect(me.statusCode).toBe(200);
  });

  it('deletes idempotency records older than RETENTION_IDEMPOTENCY_HOURS', async () => {
    const visitor = await createVisitor(testApp.app);
    for (const [key, hours] of [
      ['old-1', 25],
      ['old-2', 30],
      ['old-3', 48],
      ['kept', 23],
    ] as const) {
      await db.execute(sql`
        insert into idempotency_keys (user_id, key, request_hash, created_at)
        values (${visitor.user.id}, ${key}, 'hash', now() - make_interval(hours => ${hours}))`);
    }
    const report = await runRetentionSweep(db, config, { batchSize: BATCH });
    expect(report.idempotencyRecords.deleted).toBe(3);
    const keys = await rowsOf<{ key: string }>(
      db,
      sql`select key from idempotency_keys where user_id = ${visitor.user.id}`,
    );
    expect(keys.map((k) => k.key)).toEqual(['kept']);
  });

  it('deletes rate-limit buckets whose window ended RETENTION_RATE_LIMIT_BUCKET_MINUTES ago', async () => {
    for (const [key, endedMinutes] of [
      ['retention-old-1', 2],
      ['retention-old-2', 5],
      ['retention-old-3', 60],
      ['retention-live', -1],
    ] as const) {
      await db.execute(sql`
        insert into rate_limit_buckets (key, hits, window_ends_at)
        values (${key}, 1, now() - make_interval(mins => ${endedMinutes}))`);
    }
    const report = await runRetentionSweep(
      db,
      { ...config, RETENTION_RATE_LIMIT_BUCKET_MINUTES: 1 },
      { batchSize: BATCH },
    );
    expect(report.rateLimitBuckets.deleted).toBe(3);
    const keys = await rowsOf<{ key: string }>(
      db,
      sql`select key from rate_limit_buckets where key like 'retention-%'`,
    );
    expect(keys.map((k) => k.key)).toEqual(['retention-live']);
  });

  it('runs at most once a day, whichever process asks', async () => {
    const first = await runDueRetentionSweep(db, config);
    const second = await runDueRetentionSweep(db, config);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });
});
