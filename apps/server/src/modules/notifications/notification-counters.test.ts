import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { compactUnreadChanges, unreadCountOf } from './notification-counters.repository.ts';
import {
  countUnreadNotifications,
  insertNotifications,
  markNotificationRowsRead,
  markNotificationRowsReadAbout,
  type NewNotification,
} from './notifications.repository.ts';

/** Migration 0022's counters against the rows they count, after every kind of change. */
describe('the unread notification counters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;

  /**
   * Every visitor whose count (counter plus pending changes, as the API reads it) differs from the
   * count of their unread rows: none, always, before and after compaction.
   */
  async function drift() {
    const result = (await db().execute(sql`
      select * from (
        select u.id, ${unreadCountOf(sql`u.id`)} as counted,
          (select count(*)::int from notifications n where n.user_id = u.id and n.read_at is null) as rows
        from users u
      ) counts where counted <> rows`)) as unknown as { rows: { id: string; counted: number; rows: number }[] };
    return result.rows;
  }

  /** Checks there is no drift, folds every pending change, and checks again. */
  async function expectExactAcrossCompaction() {
    expect(await drift()).toEqual([]);
    while ((await compactUnreadChanges(db())) > 0) {}
    expect(await drift()).toEqual([]);
  }

  const note = (userId: string, index: number, data: Record<string, string> = {}): NewNotification => ({
    userId,
    kind: index % 2 === 0 ? 'message.new' : 'answer.new',
    title: `Note ${index}`,
    link: '/my-jobs',
    data,
  });

  it('equal the unread rows after inserts, reads, deletions and a deleted visitor', async () => {
    const visitors = await Promise.all([1, 2, 3, 4].map(() => createVisitor(testApp.app)));
    const [a, b, c, d] = visitors.map((visitor) => visitor.user.id) as [string, string, string, string];

    // One statement for several visitors, and one row that is already read.
    await insertNotifications(db(), [note(a, 0), note(b, 1), note(a, 2), note(c, 3, { applicationId: 'x' })]);
    await db().execute(
      sql`insert into notifications (user_id, kind, title, link, read_at) values (${d}, 'answer.new', 'Read', '/', now())`,
    );
    for (let index = 0; index < 30; index++)
      await insertNotifications(db(), [note([a, b, c][index % 3] as string, index)]);
    await expectExactAcrossCompaction();
    expect(await countUnreadNotifications(db(), a)).toBe(12);
    expect(await countUnreadNotifications(db(), d)).toBe(0);

    const [first, second] = (
      (await db().execute(sql`select id from notifications where user_id = ${a} order by id limit 2`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((row) => Number(row.id));
    await markNotificationRowsRead(db(), a, [first as number, second as number]);
    // Marking read again, or someone else's ids, changes nothing.
    await markNotificationRowsRead(db(), a, [first as number]);
    await markNotificationRowsRead(db(), b, [first as number, second as number]);
    expect(await countUnreadNotifications(db(), a)).toBe(10);
    await markNotificationRowsReadAbout(db(), c, { kind: 'answer.new', key: 'applicationId', value: 'x' });
    await markNotificationRowsRead(db(), b, 'all');
    await expectExactAcrossCompaction();
    expect(await countUnreadNotifications(db(), b)).toBe(0);

    // Made unread again (no route does this; the counter still follows), then deleted.
    await db().execute(sql`update notifications set read_at = null where user_id in (${b}, ${d})`);
    await expectExactAcrossCompaction();
    await db().execute(sql`delete from notifications where user_id = ${c} and id % 2 = 0`);
    await expectExactAcrossCompaction();

    // A transaction that rolls back leaves the counters as they were.
    const before = await countUnreadNotifications(db(), a);
    await expect(
      db().transaction(async (tx) => {
        await insertNotifications(tx, [note(a, 99)]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countUnreadNotifications(db(), a)).toBe(before);

    // A deleted visitor takes their notifications and their counter.
    await db().execute(sql`delete from users where id = ${a}`);
    await expectExactAcrossCompaction();
    const left = (await db().execute(
      sql`select count(*)::int as n from notification_counters where user_id = ${a}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('stay exact under concurrent writes for the same visitors, compaction running beside them', async () => {
    const visitors = await Promise.all([1, 2, 3].map(() => createVisitor(testApp.app)));
    const ids = visitors.map((visitor) => visitor.user.id);
    // Several visitors per statement, in both orders, beside "mark all read": no deadlock, no drift.
    await Promise.all(
      Array.from({ length: 60 }, (_, index) => {
        const [x, y] = (index % 2 === 0 ? ids : [...ids].reverse()) as [string, string];
        if (index % 10 === 9) return markNotificationRowsRead(db(), ids[index % 3] as string, 'all');
        if (index % 10 === 4) return compactUnreadChanges(db());
        return insertNotifications(db(), [note(x, index), note(y, index)]);
      }),
    );
    await expectExactAcrossCompaction();
  });
});
