import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestConfig } from '../../config.ts';
import { INSTANCES_SKIPPED, type Instances, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';
import { type LeasedScheduler, startLeasedScheduler } from '../cluster/scheduler-lease.ts';
import { users } from '../users/users.tables.ts';
import { outbox } from './delivery.tables.ts';
import { createEmailChannel } from './email-channel.ts';
import { queueOutboxRow } from './outbox.repository.ts';
import type { OutboxChannel } from './outbox-channel.ts';
import { drainOutbox } from './outbox-sender.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.test-helper.ts';

const TICK_MS = 300;
/** Short, so the test sees the killed sender's claim run out; in production 10 minutes. */
const CLAIM_LEASE_MS = 3_000;

/**
 * Issue 34 §3: two senders on one PostgreSQL, as two processes would be; the one sending is killed
 * while the SMTP server holds its answer to a mail's DATA. The SMTP server accepts a mail only when
 * its "250" reaches the sender (a sender that hung up before never learnt it was accepted); each
 * mail must arrive exactly once. (A sender killed after the "250" but before it marked the row sent
 * would send it again: the same Message-ID then tells any mail client it is the same mail.)
 */
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!TEST_SERVER_URL)(`the outbox sender killed mid-send${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  let sink: SmtpSink;
  const schedulers: LeasedScheduler[] = [];
  const channels: OutboxChannel[] = [];
  beforeAll(async () => {
    instances = await startInstances(2);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const scheduler of schedulers) await scheduler.stop();
    for (const channel of channels) channel.close?.({ force: true });
    await instances.close();
    await sink.stop();
  });

  it('hands the mail to the other sender, and every mail arrives once', async () => {
    const [dbA, dbB] = instances.handles.map((handle) => handle.db) as [
      (typeof instances.handles)[0]['db'],
      (typeof instances.handles)[0]['db'],
    ];
    const config = buildTestConfig({ SMTP_URL: sink.url, PUBLIC_ORIGIN: 'http://localhost:3000' });
    const [user] = await dbA.insert(users).values({ name: 'Mia Mail', avatarSeed: 'mia' }).returning();
    const subjects = ['First', 'Second', 'Third', 'Fourth'];
    for (const subject of subjects) {
      await queueOutboxRow(dbA, {
        userId: user?.id ?? randomUUID(),
        channel: 'email',
        kind: 'digest',
        recipient: 'mia@example.com',
        payload: { subject, text: subject, html: `<p>${subject}</p>`, headers: {} },
      });
    }

    const realA = createEmailChannel(dbA, config) as OutboxChannel;
    const realB = createEmailChannel(dbB, config) as OutboxChannel;
    channels.push(realA, realB);
    let isAKilled = false;
    // A dead process writes nothing more: after the kill, A's sends never settle.
    const never = new Promise<never>(() => {});
    const channelA: OutboxChannel = {
      send: (row) =>
        realA.send(row).then(
          (outcome) => (isAKilled ? never : outcome),
          (error: unknown) => (isAKilled ? never : Promise.reject(error)),
        ),
    };
    const held = sink.holdNext();
    const senderA = startLeasedScheduler(dbA, {
      name: 'outbox-sender',
      holder: 'process-a',
      tickMs: TICK_MS,
      run: () => drainOutbox(dbA, { email: channelA }, { claimLeaseMs: CLAIM_LEASE_MS }),
    });
    await held.held;
    // The other mails went through A meanwhile; only the held one is in A's hands at the kill.
    await waitUntil(async () => (await dbA.select().from(outbox).where(eq(outbox.status, 'sent'))).length === 3);
    const senderB = startLeasedScheduler(dbB, {
      name: 'outbox-sender',
      holder: 'process-b',
      tickMs: TICK_MS,
      run: () => drainOutbox(dbB, { email: realB }, { claimLeaseMs: CLAIM_LEASE_MS }),
    });
    schedulers.push(senderB);
    // The kill: no more ticks, the lease left to run out, the SMTP connection cut mid-DATA.
    isAKilled = true;
    void senderA.stop({ release: false });
    realA.close?.({ force: true });

    const mails = await sink.waitForMails(subjects.length, 20_000);
    // Long enough for any second copy to have come.
    await new Promise((resolve) => setTimeout(resolve, CLAIM_LEASE_MS));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(subjects.length);
    expect(mails).toHaveLength(subjects.length);
  });
});
