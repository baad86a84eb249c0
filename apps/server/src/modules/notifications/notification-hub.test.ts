import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelSubscription, type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { users } from '../users/users.tables.ts';
import {
  createNotificationHub,
  NOTIFICATIONS_CHANNEL,
  type NotificationHub,
  type StreamEvent,
} from './notification-hub.ts';
import { notifyUsers } from './notifications.service.ts';
import { parseStreamCursor } from './stream-cursor.ts';

/** A stream's output as the hub writes it, with a way to wait for what is expected. */
function recordingSink() {
  const received: Notification[] = [];
  /** The cursor the client holds: the last `id:` written. */
  let cursor: string | null = null;
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
    get cursor() {
      return cursor;
    },
    sink: {
      send: (events: StreamEvent[]) => {
        for (const event of events) {
          received.push(event.notification);
          cursor = event.id;
        }
        changed();
      },
      position: (id: string) => {
        cursor = id;
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
  /** While set, announcements do not reach the hub, as while its LISTEN connection is down. */
  let isDeaf = false;
  /** The hub's clock, moved on by hand to settle cursors. */
  let now = 1_000_000;

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
        return database.subscribe(channel, { ...value, onMessage: (payload) => isDeaf || value.onMessage(payload) });
      },
    };
    hub = createNotificationHub({
      database: watched,
      heartbeatMs: 20,
      clock: () => now,
      onError: (error) => console.error(error),
    });
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
  async function reserveNotificationId(): Promise<number> {
    const result = await database.db.execute(sql`select nextval(pg_get_serial_sequence('notifications', 'id')) as id`);
    return Number((result as unknown as { rows: { id: string }[] }).rows[0]?.id);
  }
  const insertWithId = (userId: string, id: number, title: string) =>
    database.db.execute(sql`
      insert into notifications (id, user_id, kind, title, link) overriding system value
      values (${id}, ${userId}, 'message.new', ${title}, '/my-applications')`);
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
    await hub.open(userId, parseStreamCursor(first.cursor ?? ''), resumed.sink);
    expect(resumed.received.map((item) => item.title)).toEqual(['Missed 1', 'Missed 2']);
    expect(first.received).toHaveLength(1);
  });

  it('tells a fresh stream where it starts, and names each sent id in the cursor until it settles', async () => {
    const userId = await createUser();
    await notify(userId, ['Before']);
    const tab = recordingSink();
    await hub.open(userId, null, tab.sink);
    const start = Number(tab.cursor);
    expect(start).toBeGreaterThan(0);

    await notify(userId, ['One']);
    await notify(userId, ['Two']);
    await tab.untilReceived(2);
    const [one, two] = tab.received.map((item) => Number(item.id));
    expect(parseStreamCursor(tab.cursor ?? '')).toEqual({ floor: start, sent: [one, two] });

    // A minute on, every lower id has committed or never will: the sent ones fold into the floor.
    now += 61_000;
    await notify(userId, ['Three']);
    await tab.untilReceived(3);
    const three = Number(tab.received[2]?.id);
    expect(parseStreamCursor(tab.cursor ?? '')).toEqual({ floor: two, sent: [three] });
  });

  it('replays to a resumed stream a late row that committed while it was away, below ids it already had', async () => {
    const userId = await createUser();
    const first = recordingSink();
    const close = await hub.open(userId, null, first.sink);
    // An id taken now, by a transaction that commits later (as on PostgreSQL with two writers).
    const lateId = await reserveNotificationId();
    await notify(userId, ['Newer']);
    await first.untilReceived(1);
    close();
    await insertWithId(userId, lateId, 'Late');

    const resumed = recordingSink();
    await hub.open(userId, parseStreamCursor(first.cursor ?? ''), resumed.sink);
    expect(resumed.received.map((item) => item.title)).toEqual(['Late']);
    const again = recordingSink();
    await hub.open(userId, parseStreamCursor(resumed.cursor ?? ''), again.sink);
    await hub.whenIdle();
    expect(again.received).toEqual([]);
  });

  it('after a lost LISTEN connection, sends an open stream a late row whose announcement was lost', async () => {
    const userId = await createUser();
    const tab = recordingSink();
    await hub.open(userId, null, tab.sink);
    const lateId = await reserveNotificationId();
    await notify(userId, ['Newer']);
    await tab.untilReceived(1);
    // Committed while the hub was not listening; listening again, it reads every stream again.
    isDeaf = true;
    await insertWithId(userId, lateId, 'Late');
    isDeaf = false;
    subscription?.onResync?.();
    await tab.untilReceived(2);
    expect(tab.received.map((item) => item.title)).toEqual(['Newer', 'Late']);
  });

  it('keeps every open stream alive with heartbeats', async () => {
    const tab = recordingSink();
    await hub.open(await createUser(), null, tab.sink);
    await tab.untilHeartbeat();
    expect(hub.openStreams).toBeGreaterThan(0);
    expect(NOTIFICATIONS_CHANNEL).toBe('notifications');
  });
});
