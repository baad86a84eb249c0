import { createHmac } from 'node:crypto';
import {
  DEFAULT_GROUP_SETTINGS,
  DELIVERY_MESSAGES,
  NOTIFICATION_GROUPS,
  notificationGroupOf,
  UNSUBSCRIBE_LINK_TTL_MS,
} from '@app/shared/delivery/delivery.constants';
import { NOTIFICATION_KINDS } from '@app/shared/notifications/notifications.constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { openConversation, sendMessage } from '../../test/conversation-factories.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { accountEmails, notificationSettings, outbox } from './delivery.tables.ts';
import { queueDueDigests } from './digest.service.ts';
import {
  MAIL_TEST_ORIGIN,
  type MailTestBed,
  memberWithEmail,
  rawHeader,
  recipientOf,
  startMailTestBed,
  verifyAddress,
} from './email-delivery.test-helper.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { drainOutbox } from './outbox-sender.ts';
import type { SmtpSink } from './smtp-sink.test-helper.ts';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token.ts';

const ORIGIN = MAIL_TEST_ORIGIN;

describe(`mail for notifications: at once, in a digest, one-click unsubscribe (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let bed: MailTestBed;
  let testApp: TestApp;
  let sink: SmtpSink;
  let channels: OutboxChannels;
  beforeAll(async () => {
    bed = await startMailTestBed();
    ({ testApp, sink, channels } = bed);
  });
  afterAll(() => bed.close());
  const mailsTo = (address: string) => sink.mails.filter((mail) => recipientOf(mail) === address);

  it('mails a new message at once, escaped, with a link to the page and RFC 8058 headers', async () => {
    const { app } = testApp;
    const { owner, applicant, applicationId } = await openConversation(app);
    await verifyAddress(app, sink, channels, owner, 'olivia@example.com');
    await sendMessage(app, applicant, applicationId, 'Can we talk <b>Monday</b> & Tuesday?');
    // Queued by the statement that sent the message (migration 0029), before any sender ran.
    const queued = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'olivia@example.com'), eq(outbox.kind, 'message.new')));
    expect(queued).toHaveLength(1);

    await drainOutbox(app.db, channels);
    const [mail] = mailsTo('olivia@example.com').filter((candidate) => candidate.subject?.startsWith('New message'));
    expect(mail?.subject).toBe('New message from Arjun Applicant');
    expect(mail?.text).toContain('Can we talk <b>Monday</b> & Tuesday?');
    expect(mail?.text).toContain(`${ORIGIN}/`);
    expect(mail?.text).toContain('You get this because email for Messages is on in your account settings.');
    expect(mail?.html).toContain('Can we talk &lt;b&gt;Monday&lt;/b&gt; &amp; Tuesday?');
    expect(mail?.html).not.toContain('<b>Monday');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'List-Unsubscribe') ?? '').toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=/,
    );
    // The applicant has no address: nothing for them.
    expect(await app.db.select().from(outbox).where(eq(outbox.userId, applicant.user.id))).toEqual([]);
  });

  it('turns the group off with a POST to the List-Unsubscribe URL, without signing in', async () => {
    const { app } = testApp;
    const { owner, applicant, applicationId } = await openConversation(app);
    await verifyAddress(app, sink, channels, owner, 'unsub@example.com');
    await sendMessage(app, applicant, applicationId, 'First');
    await drainOutbox(app.db, channels);
    const [mail] = mailsTo('unsub@example.com').filter((candidate) => candidate.subject?.startsWith('New message'));
    const url = new URL((rawHeader(mail, 'List-Unsubscribe') ?? '').slice(1, -1));
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({
      success: true,
      group: 'messages',
      message: DELIVERY_MESSAGES.unsubscribed.replace('{group}', 'Messages'),
    });
    const settings = await app.inject({
      method: 'GET',
      url: '/api/account/notification-settings',
      headers: owner.headers,
    });
    expect(settings.json().settings.groups.messages).toEqual({ email: 'off', push: true });
    await sendMessage(app, applicant, applicationId, 'Second');
    const queued = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, owner.user.id), eq(outbox.kind, 'message.new')));
    expect(queued).toHaveLength(1);

    const forged = `${owner.user.id}.contracts.${'A'.repeat(43)}`;
    const refused = await app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${forged}` });
    expect(refused.statusCode).toBe(400);

    // A link that ran out (issue 40 §5), and one of the mails sent before links had an expiry.
    const secret = await unsubscribeSecret(app.db, app.config);
    const old = signUnsubscribeToken(
      secret,
      owner.user.id,
      'contracts',
      new Date(Date.now() - UNSUBSCRIBE_LINK_TTL_MS - 60_000),
    );
    const legacy = `${owner.user.id}.contracts.${createHmac('sha256', secret).update(`unsubscribe:${owner.user.id}:contracts`).digest('base64url')}`;
    for (const token of [old, legacy]) {
      const expired = await app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${token}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({
        success: false,
        error: 'link_expired',
        message: DELIVERY_MESSAGES.unsubscribeExpired,
      });
    }
    const after = await app.inject({
      method: 'GET',
      url: '/api/account/notification-settings',
      headers: owner.headers,
    });
    expect(after.json().settings.groups.contracts.email).not.toBe('off');
  });

  it('queues one digest at the member’s hour in their time zone, listing what is unread in digest groups', async () => {
    const { app } = testApp;
    const member = await memberWithEmail(app, sink, channels, 'digest@example.com');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/account/notification-settings',
      headers: member.headers,
      payload: { digestHour: 10, timeZone: 'Europe/Berlin', groups: { messages: { email: 'digest', push: false } } },
    });
    expect(saved.json().settings).toMatchObject({
      digestHour: 10,
      timeZone: 'Europe/Berlin',
      groups: { messages: { email: 'digest', push: false }, contracts: { email: 'instant', push: true } },
    });
    await notifyUsers(app.db, [
      { userId: member.user.id, kind: 'application.new', title: 'Arjun applied to <Booking app>', link: '/jobs/1' },
      { userId: member.user.id, kind: 'message.new', title: 'New message from Arjun', body: 'Hello', link: '/m/1' },
      { userId: member.user.id, kind: 'contract.proposed', title: 'A contract for you', link: '/contracts/1' },
    ]);
    // The contract's mail went at once; the rest waits for the digest.
    const instant = await app.db.select().from(outbox).where(eq(outbox.userId, member.user.id));
    expect(instant.filter((row) => row.kind !== 'email.verify').map((row) => row.kind)).toEqual(['contract.proposed']);

    // 09:00 UTC in January is 10:00 in Berlin (the other members' digests are at 08:00 UTC).
    await queueDueDigests(app.db, app.config, new Date('2031-01-15T08:00:30Z'));
    const digestsOf = async () =>
      (await app.db.select().from(outbox).where(eq(outbox.userId, member.user.id))).filter(
        (row) => row.kind === 'digest',
      );
    expect(await digestsOf()).toEqual([]);
    expect(await queueDueDigests(app.db, app.config, new Date('2031-01-15T09:00:30Z'))).toBe(1);
    expect(await queueDueDigests(app.db, app.config, new Date('2031-01-15T09:30:00Z'))).toBe(0);
    expect(await digestsOf()).toHaveLength(1);
    await drainOutbox(app.db, channels);
    const digest = mailsTo('digest@example.com').find((mail) => mail.subject?.includes('unread'));
    expect(digest?.subject).toBe('2 unread on AI Project Assistant');
    expect(digest?.text).toContain('New message from Arjun');
    expect(digest?.text).toContain(`${ORIGIN}/jobs/1`);
    expect(digest?.text).not.toContain('A contract for you');
    expect((digest?.text ?? '').indexOf('New message')).toBeLessThan((digest?.text ?? '').indexOf('Arjun applied'));
    expect(digest?.html).toContain('Arjun applied to &lt;Booking app&gt;');
    expect(rawHeader(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The next day, with everything read: no mail.
    await app.db.execute(sql`update notifications set read_at = now() where user_id = ${member.user.id}`);
    expect(await queueDueDigests(app.db, app.config, new Date('2031-01-16T09:00:30Z'))).toBe(0);
  });

  it('retries while the SMTP server is down and delivers the mail once when it is back', async () => {
    const { app } = testApp;
    const member = await memberWithEmail(app, sink, channels, 'patient@example.com');
    // Its idle pooled connection is cut too (the sink's closeTimeout).
    await sink.stop();
    await notifyUsers(app.db, [
      { userId: member.user.id, kind: 'contract.accepted', title: 'Your contract was accepted', link: '/contracts/2' },
    ]);
    expect(await drainOutbox(app.db, channels)).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, member.user.id), eq(outbox.kind, 'contract.accepted')));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.lastError).not.toContain('patient@example.com');
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await sink.start();
    // Thirty seconds later, as far as the row knows.
    await app.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, waiting?.id ?? 0));
    expect(await drainOutbox(app.db, channels)).toMatchObject({ sent: 1 });
    expect(await drainOutbox(app.db, channels)).toMatchObject({ sent: 0 });
    await sink.waitForMails(1);
    const delivered = sink.mails.filter((mail) => mail.subject === 'Your contract was accepted');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.messageId).toBe(`<${waiting?.messageId}@localhost>`);
  });

  it('forgets the address, settings and queued mail of a deleted account', async () => {
    const { app } = testApp;
    const member = await memberWithEmail(app, sink, channels, 'leaving@example.com');
    await app.inject({
      method: 'PUT',
      url: '/api/account/notification-settings',
      headers: member.headers,
      payload: { digestHour: 7 },
    });
    await notifyUsers(app.db, [{ userId: member.user.id, kind: 'contract.accepted', title: 'Queued', link: '/' }]);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: member.headers,
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.db.select().from(accountEmails).where(eq(accountEmails.userId, member.user.id))).toEqual([]);
    expect(
      await app.db.select().from(notificationSettings).where(eq(notificationSettings.userId, member.user.id)),
    ).toEqual([]);
    expect(await app.db.select().from(outbox).where(eq(outbox.userId, member.user.id))).toEqual([]);
  });

  it('has the database’s groups and defaults equal to the shared ones (migration 0029 mirrors them)', async () => {
    const { app } = testApp;
    const kinds = sql.join(
      NOTIFICATION_KINDS.map((kind) => sql`(${kind})`),
      sql`, `,
    );
    const groups = (await app.db.execute(
      sql`select k.kind, notification_group(k.kind) as "group" from (values ${kinds}) as k(kind)`,
    )) as unknown as { rows: { kind: string; group: string }[] };
    expect(Object.fromEntries(groups.rows.map((row) => [row.kind, row.group]))).toEqual(
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationGroupOf(kind)])),
    );
    const names = sql.join(
      NOTIFICATION_GROUPS.map((group) => sql`(${group})`),
      sql`, `,
    );
    const defaults = (await app.db.execute(
      sql`select g.name, default_group_setting(g.name) as setting from (values ${names}) as g(name)`,
    )) as unknown as { rows: { name: string; setting: unknown }[] };
    expect(Object.fromEntries(defaults.rows.map((row) => [row.name, row.setting]))).toEqual(DEFAULT_GROUP_SETTINGS);
  });

  it('refuses settings that are not valid', async () => {
    const { app } = testApp;
    const visitor = await createVisitor(app);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/account/notification-settings',
      headers: visitor.headers,
      payload: { timeZone: 'Mars/Olympus', digestHour: 25 },
    });
    expect(refused.statusCode).toBe(400);
  });
});
