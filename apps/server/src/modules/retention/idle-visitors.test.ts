import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { buildQuestion, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { runRetentionSweep } from './retention-sweep.ts';

const config = buildTestConfig();

async function idsOf(db: Database, query: ReturnType<typeof sql>): Promise<string[]> {
  return ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** The visitor was made and last seen `days` ago. */
async function backdate(db: Database, userId: string, days: number) {
  await db.execute(sql`update users set created_at = now() - make_interval(days => ${days}) where id = ${userId}`);
  await db.execute(
    sql`update sessions set created_at = now() - make_interval(days => ${days}), last_seen_at = now() - make_interval(days => ${days}) where user_id = ${userId}`,
  );
}

describe('anonymous visitors who never wrote anything (issue 40 §6)', () => {
  let testApp: TestApp;
  let db: Database;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    db = testApp.database.db;
  });
  afterAll(() => testApp.close());

  it('deletes those not seen for RETENTION_IDLE_VISITOR_DAYS, with their sessions, and keeps every visitor with a row of their own', async () => {
    const empty = await Promise.all([1, 2, 3].map(() => createVisitor(testApp.app)));
    const asker = await createVisitor(testApp.app);
    await postQuestion(testApp.app, asker, buildQuestion());
    const withPasskey = await createVisitor(testApp.app);
    await db.execute(sql`
      insert into passkeys (user_id, credential_id, public_key, device_type, name)
      values (${withPasskey.user.id}, 'retention-credential', 'key', 'multiDevice', 'Laptop')`);
    const recent = await createVisitor(testApp.app);
    // Tracked but wrote nothing: the events stay, detached (analytics_events.user_id is set null).
    const tracked = await createVisitor(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: tracked.headers,
      payload: { events: [{ name: 'page_viewed', props: {}, timestamp: new Date().toISOString() }] },
    });
    for (const visitor of [...empty, asker, withPasskey, tracked]) await backdate(db, visitor.user.id, 91);
    await backdate(db, recent.user.id, 89);

    const report = await runRetentionSweep(db, config, { batchSize: 2 });

    const gone = [...empty, tracked].map((visitor) => visitor.user.id);
    expect(report.idleVisitors.deleted).toBe(4);
    expect(report.idleVisitors.batches).toBeGreaterThan(1);
    expect(await idsOf(db, sql`select id from users where id = any(${sql.param(gone)}::uuid[])`)).toEqual([]);
    expect(await idsOf(db, sql`select id from sessions where user_id = any(${sql.param(gone)}::uuid[])`)).toEqual([]);
    const kept = [asker, withPasskey, recent].map((visitor) => visitor.user.id).sort();
    expect((await idsOf(db, sql`select id from users where id = any(${sql.param(kept)}::uuid[])`)).sort()).toEqual(
      kept,
    );
    expect(await idsOf(db, sql`select id from analytics_events where user_id is null`)).toHaveLength(1);
    const gonesToken = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: tracked.headers });
    expect(gonesToken.statusCode).toBe(401);
    const askersToken = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: asker.headers });
    expect(askersToken.statusCode).toBe(200);
  });

  it('keeps a visitor whose ledger account has postings and deletes one whose accounts never moved', async () => {
    const [paid, unused] = [await createVisitor(testApp.app), await createVisitor(testApp.app)];
    await db.execute(sql`
      with accounts as (
        insert into ledger_accounts (key, kind, user_id)
        values (${`available:${paid.user.id}`}, 'available', ${paid.user.id}),
               (${`available:${unused.user.id}`}, 'available', ${unused.user.id})
        returning id, user_id
      ), tx as (
        insert into ledger_transactions (idempotency_key, type, amount, description)
        values (${`retention-${paid.user.id}`}, 'Mint', 1, 'retention test') returning id
      )
      insert into ledger_postings (transaction_id, account_id, amount)
      select tx.id, accounts.id, 0 from tx, accounts where accounts.user_id = ${paid.user.id}`);
    for (const visitor of [paid, unused]) await backdate(db, visitor.user.id, 120);

    await runRetentionSweep(db, config);

    const ids = [paid.user.id, unused.user.id];
    expect(await idsOf(db, sql`select id from users where id = any(${sql.param(ids)}::uuid[])`)).toEqual([
      paid.user.id,
    ]);
    expect(
      await idsOf(db, sql`select user_id as id from ledger_accounts where user_id = any(${sql.param(ids)}::uuid[])`),
    ).toEqual([paid.user.id]);
  });
});
