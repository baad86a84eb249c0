import type { AddressInfo } from 'node:net';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../db/pg-listener.ts';
import { createVisitor } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { openConversation, sendMessage } from '../../test/conversation-factories.ts';
import { INSTANCES_SKIPPED, type Instances, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';
import { expectSessionEnded, memberOnDevices } from '../../test/session-streams.ts';
import { type EventStream, openEventStream } from '../../test/sse-client.ts';
import { notifyUsers } from './notifications.service.ts';

/**
 * Issue 20 §10: two server instances on one PostgreSQL, each with its own pool and its own LISTEN
 * connection, as two processes would be. An event written through one reaches a stream held by
 * the other.
 */
describe.skipIf(!TEST_SERVER_URL)(`live events across two server instances${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  const streams: EventStream[] = [];
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let streamUrlB: string;

  beforeAll(async () => {
    instances = await startInstances(2, { rateLimit: UNLIMITED, listen: true });
    [instanceA, instanceB] = instances.apps as [FastifyInstance, FastifyInstance];
    streamUrlB = `http://127.0.0.1:${(instanceB.server.address() as AddressInfo).port}/api/notifications/stream`;
  });

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await instances.close();
  });

  async function openStreamOnB(headers: Record<string, string>) {
    const stream = await openEventStream(streamUrlB, headers);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    return stream;
  }

  it('delivers a message posted through instance A to a stream held on instance B within a second', async () => {
    const { owner, applicant, applicationId } = await openConversation(instanceA);
    const stream = await openStreamOnB(owner.headers);
    const sentAt = performance.now();
    await sendMessage(instanceA, applicant, applicationId, 'Sent through A, read through B');
    const event = await stream.nextEvent();
    expect(performance.now() - sentAt).toBeLessThan(1000);
    expect((JSON.parse(event.data) as Notification).body).toBe('Sent through A, read through B');
  });

  it("still delivers after instance B's LISTEN connection is cut: it reconnects and reads the rows again", async () => {
    const { owner, applicant, applicationId } = await openConversation(instanceA);
    const stream = await openStreamOnB(owner.headers);
    const cut = await instanceB.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);

    await sendMessage(instanceA, applicant, applicationId, 'Sent while B was not listening');
    expect((JSON.parse((await stream.nextEvent()).data) as Notification).body).toBe('Sent while B was not listening');
    await sendMessage(instanceA, applicant, applicationId, 'Sent once B listened again');
    expect((JSON.parse((await stream.nextEvent()).data) as Notification).body).toBe('Sent once B listened again');
  });

  describe('a stream on B ends within a second when its session ends through A (issue 35 §1)', () => {
    const tell = (userId: string, title: string) =>
      instanceA.db.transaction((tx) => notifyUsers(tx, [{ userId, kind: 'message.new', title, link: '/messages' }]));
    const titleOf = (event: { data: string }) => (JSON.parse(event.data) as Notification).title;
    const postOnA = (url: string, headers: Record<string, string>, payload?: object) =>
      instanceA.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

    it('on sign-out', async () => {
      const [device] = await memberOnDevices(instanceA, 1);
      if (!device) throw new Error('no session');
      const stream = await openStreamOnB(device.headers);
      expect((await postOnA('/api/account/sign-out', device.headers)).statusCode).toBe(200);
      const endedAt = performance.now();
      await tell(device.userId, 'After signing out');
      await expectSessionEnded(stream, 'signed_out', endedAt);
      expect((await fetch(streamUrlB, { headers: device.headers })).status).toBe(401);
    });

    it('when another session revokes it, or all others', async () => {
      const [kept, phone, tablet] = await memberOnDevices(instanceA, 3);
      if (!kept || !phone || !tablet) throw new Error('no sessions');
      const keptStream = await openStreamOnB(kept.headers);
      const phoneStream = await openStreamOnB(phone.headers);
      const tabletStream = await openStreamOnB(tablet.headers);

      const revoked = await instanceA.inject({
        method: 'DELETE',
        url: `/api/account/sessions/${phone.sessionId}`,
        headers: kept.headers,
      });
      expect(revoked.statusCode).toBe(200);
      let endedAt = performance.now();
      await tell(kept.userId, 'After the phone was revoked');
      await expectSessionEnded(phoneStream, 'revoked', endedAt);
      expect(titleOf(await tabletStream.nextEvent())).toBe('After the phone was revoked');
      expect(titleOf(await keptStream.nextEvent())).toBe('After the phone was revoked');

      expect((await postOnA('/api/account/sessions/revoke-others', kept.headers)).json()).toMatchObject({ revoked: 1 });
      endedAt = performance.now();
      await tell(kept.userId, 'After the others were revoked');
      await expectSessionEnded(tabletStream, 'revoked', endedAt);
      expect(titleOf(await keptStream.nextEvent())).toBe('After the others were revoked');
    });

    it('when the account is deleted', async () => {
      const visitor = await createVisitor(instanceA);
      const stream = await openStreamOnB(visitor.headers);
      const deleted = await postOnA('/api/account/delete', visitor.headers, { confirm: 'DELETE', forfeitTokens: true });
      expect(deleted.statusCode).toBe(200);
      const endedAt = performance.now();
      await tell(visitor.user.id, 'After the deletion');
      await expectSessionEnded(stream, 'deleted', endedAt);
    });
  });
});
