import type { StreamSessionEndReason } from '@app/shared/notifications/notifications.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelSubscription, type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { endSession } from '../users/sessions.service.ts';
import { sessions, users } from '../users/users.tables.ts';
import { createStreamSessions, SESSION_ENDED_CHANNEL, type StreamSessions } from './stream-sessions.ts';

/** The sessions behind one process's streams, on the database's `session_ended` channel (migration 0031). */
describe('the sessions of live streams', () => {
  let database: DatabaseHandle;
  let streamSessions: StreamSessions;
  let subscription: ChannelSubscription | null = null;
  /** While set, announcements do not reach the watcher, as while its LISTEN connection is down. */
  let isDeaf = false;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    await database.subscribe(SESSION_ENDED_CHANNEL, { onMessage: (payload) => heard.push(payload) });
    const watched: DatabaseHandle = {
      ...database,
      subscribe: (channel, value) => {
        subscription = value;
        return database.subscribe(channel, { ...value, onMessage: (payload) => isDeaf || value.onMessage(payload) });
      },
    };
    streamSessions = createStreamSessions({ database: watched, onError: (error) => console.error(error) });
  });
  afterAll(async () => {
    await streamSessions.close();
    await database.close();
  });

  async function createSession(expiresAt: Date | null = null) {
    const [user] = await database.db.insert(users).values({ name: 'Streamer', avatarSeed: 'streams' }).returning();
    if (!user) throw new Error('no user');
    const [session] = await database.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: `hash-${crypto.randomUUID()}`, expiresAt })
      .returning();
    if (!session) throw new Error('no session');
    return { userId: user.id, sessionId: session.id };
  }

  async function watch(sessionId: string) {
    const session = await streamSessions.watch(sessionId);
    if (!session) throw new Error('the session is not live');
    const reasons: StreamSessionEndReason[] = [];
    session.onEnded((reason) => reasons.push(reason));
    return { session, reasons };
  }

  it('announces each ended session with why, at commit, and nothing for an end that rolled back', async () => {
    const revoked = await createSession();
    const signedOut = await createSession();
    const expired = await createSession(new Date(Date.now() - 60_000));
    const deleted = await createSession();
    await database.db
      .transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.id, revoked.sessionId));
        tx.rollback();
      })
      .catch(() => {});
    heard.length = 0;

    await endSession(database.db, revoked.userId, revoked.sessionId);
    await endSession(database.db, signedOut.userId, signedOut.sessionId, 'signed_out');
    await database.db.delete(sessions).where(eq(sessions.id, expired.sessionId));
    await database.db.delete(users).where(eq(users.id, deleted.userId));
    expect(heard).toEqual([
      `${revoked.sessionId}:revoked`,
      `${signedOut.sessionId}:signed_out`,
      `${expired.sessionId}:expired`,
      `${deleted.sessionId}:deleted`,
    ]);
  });

  it('ends every watch of a session once, with the announced reason', async () => {
    const { userId, sessionId } = await createSession();
    const tabs = [await watch(sessionId), await watch(sessionId)];
    const other = await watch((await createSession()).sessionId);
    await endSession(database.db, userId, sessionId, 'signed_out');
    for (const tab of tabs) expect(tab.reasons).toEqual(['signed_out']);
    expect(other.reasons).toEqual([]);
    other.session.stop();
  });

  it('refuses to watch a session that already ended: its stream must not open', async () => {
    const { userId, sessionId } = await createSession();
    await endSession(database.db, userId, sessionId);
    expect(await streamSessions.watch(sessionId)).toBeNull();
    expect(await streamSessions.watch((await createSession(new Date(Date.now() - 1000))).sessionId)).toBeNull();
  });

  it('after a lost LISTEN connection, ends the watches of sessions that ended meanwhile', async () => {
    const ending = await createSession();
    const staying = await createSession();
    const ended = await watch(ending.sessionId);
    const live = await watch(staying.sessionId);
    isDeaf = true;
    await endSession(database.db, ending.userId, ending.sessionId);
    isDeaf = false;
    expect(ended.reasons).toEqual([]);
    subscription?.onResync?.();
    await expect.poll(() => ended.reasons).toEqual(['ended']);
    expect(live.reasons).toEqual([]);
    live.session.stop();
    expect(streamSessions.watchedSessions).toBe(0);
  });
});
