import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelSubscription, type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { users } from '../users/users.tables.ts';
import { createNotificationHub, NOTIFICATIONS_CHANNEL, type NotificationHub } from './notification-hub.ts';
import { notifyUsers } from './notifications.service.ts';

/** A stream's output as the hub writes it, with a way to wait for what is expected. */
function recordingSink() {
  const received: Notification[] = [];
  let heartbeats = 0;
  let wake: (() => void) | null = null;
  const changed = () => {
    wake?.();
    wake = null;
  };
  const until = async (isDone: () => boolean) => {
    while (!isDone()) await new Promise<void>((resolve) => (wake = resolve));
  };
  return {
    received,
    sink: {
      send: (rows: Notification[]) => {
        received.push(...rows);
        changed();
      },
      heartbeat: () => {
        heartbeats++;
        changed();
      },
      end: () => {},
    },
    untilReceived: (count: number) => until(() => received.length >= count),
    untilHeartbeat: () => until(() => heartbeats > 0),
  };
}

describe('the notification hub of one process', () => {
  let database: DatabaseHandle;
  let hub: NotificationHub;
  /** The hub's subscription, to announce by hand as a second process would. */
  let subscription: ChannelSubscription | null = null;
  const liveReads: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({
      dataDir: 'memory://',
      logger: {
        logQuery: (query) => {
          if (/from "notifications".*order by "notifications"."id" asc/i.test(query)) liveReads.push(query);
        },
      },
    });
    await migrateDatabase(database);
    const watched: DatabaseHandle = {
      ...database,
      subscribe: (channel, value) => {
        subscription = value;
        return database.subscribe(channel, value);
      },
    };
    hub = createNotificationHub({ database: watched, heartbeatMs: 20, onError: (error) => console.error(error) });
  });
  afterAll(async () => {
    await hub.close();
    await database.close();
  });

  async function createUser() {
    const [row] = await database.db.insert(users).values({ name: 'Tab Opener', avatarSeed: 'tabs' }).returning();
    if (!row) throw new Error('no user');
    return row.id;
  }
  const notify = (userId: string, titles: string[]) =>
    database.db.transaction((tx) =>
      notifyUsers(
        tx,
        titles.map((title) => ({ userId, kind: 'message.new' as const, title, link: '/my-applications' })),
      ),
    );

  it('serves a burst for one visitor with one read, however many tabs they have open', async () => {
    const userId = await createUser();
    const tabs = [recordingSink(), recordingSink(), recordingSink()];
    for (const tab of tabs) await hub.open(userId, null, tab.sink);
    await hub.whenIdle();
    const readsBefore = liveReads.length;
    await notify(userId, ['One', 'Two', 'Three', 'Four', 'Five']);
    for (const tab of tabs) {
      await tab.untilReceived(5);
      expect(tab.received.map((item) => item.title)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    }
    expect(liveReads.length - readsBefore).toBe(1);
  });

  it('sends a row that committed after a newer one exactly once', async () => {
    const userId = await createUser();
    const tab = recordingSink();
    await hub.open(userId, null, tab.sink);
    await notify(userId, ['Newer']);
    await tab.untilReceived(1);
    // An id taken earlier but committed later, as with two writers at once on PostgreSQL (ids
    // start at 1, so 0 is below every id the stream has seen).
    const lateId = 0;
    await database.db.execute(sql`
      insert into notifications (id, user_id, kind, title, link) overriding system value
      values (${lateId}, ${userId}, 'message.new', 'Late', '/my-applications')`);
    await tab.untilReceived(2);
    expect(tab.received[1]).toMatchObject({ id: String(lateId), title: 'Late' });

    // Announced again (another process, a resync): not sent twice.
    subscription?.onMessage(`${userId}:${lateId}`);
    subscription?.onResync?.();
    await notify(userId, ['Next']);
    await tab.untilReceived(3);
    expect(tab.received.map((item) => item.title)).toEqual(['Newer', 'Late', 'Next']);
  });

  it('replays at most the newest missed rows to a stream that resumes', async () => {
    const userId = await createUser();
    const first = recordingSink();
    const close = await hub.open(userId, null, first.sink);
    await notify(userId, ['Seen']);
    await first.untilReceived(1);
    close();
    await notify(userId, ['Missed 1', 'Missed 2']);
    const resumed = recordingSink();
    await hub.open(userId, Number(first.received[0]?.id), resumed.sink);
    expect(resumed.received.map((item) => item.title)).toEqual(['Missed 1', 'Missed 2']);
    expect(first.received).toHaveLength(1);
  });

  it('keeps every open stream alive with heartbeats', async () => {
    const tab = recordingSink();
    await hub.open(await createUser(), null, tab.sink);
    await tab.untilHeartbeat();
    expect(hub.openStreams).toBeGreaterThan(0);
    expect(NOTIFICATIONS_CHANNEL).toBe('notifications');
  });
});
