import {
  DELIVERY_MESSAGES,
  EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY,
  EMAIL_VERIFICATIONS_PER_HOUR,
} from '@app/shared/delivery/delivery.constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { outbox } from './delivery.tables.ts';
import { createEmailChannel } from './email-channel.ts';
import {
  MAIL_TEST_ORIGIN,
  type MailTestBed,
  recipientOf,
  setEmail,
  startMailTestBed,
  verificationTokenIn,
  verify,
  verifyAddress,
} from './email-delivery.test-helper.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { drainOutbox } from './outbox-sender.ts';
import type { SmtpSink } from './smtp-sink.test-helper.ts';

const ORIGIN = MAIL_TEST_ORIGIN;

describe('a verified email address (issue 34 §3)', () => {
  let bed: MailTestBed;
  let testApp: TestApp;
  let sink: SmtpSink;
  let channels: OutboxChannels;
  beforeAll(async () => {
    bed = await startMailTestBed();
    ({ testApp, sink, channels } = bed);
  });
  afterAll(() => bed.close());

  it('mails a link that confirms the address once, and shows the address only to its member', async () => {
    const { app } = testApp;
    const visitor = await createVisitor(app);
    const asked = await setEmail(app, visitor, 'ada@example.com');
    expect(asked.statusCode).toBe(202);
    expect(asked.json().email).toEqual({ address: null, verified: false, pending: 'ada@example.com' });

    expect(await drainOutbox(app.db, channels)).toMatchObject({ sent: 1 });
    const [mail] = (await sink.waitForMails(1)).filter((candidate) => recipientOf(candidate) === 'ada@example.com');
    expect(mail?.subject).toContain('Confirm your email address');
    expect(mail?.text).toContain(`${ORIGIN}/account/email/verify?token=`);
    expect(mail?.html).toContain('Confirm this address');
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    // Once sent, the link is not kept in the outbox.
    const [row] = await app.db.select().from(outbox).where(eq(outbox.recipient, 'ada@example.com'));
    expect(row).toMatchObject({ status: 'sent', payload: {} });

    const token = verificationTokenIn(mail as NonNullable<typeof mail>);
    const confirmed = await verify(app, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().email).toEqual({ address: 'ada@example.com', verified: true, pending: null });
    const again = await verify(app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.verificationInvalid);

    const account = await app.inject({ method: 'GET', url: '/api/account', headers: visitor.headers });
    expect(account.json().account.email).toEqual({ address: 'ada@example.com', verified: true, pending: null });
    const stranger = await createVisitor(app);
    const theirs = await app.inject({ method: 'GET', url: '/api/account', headers: stranger.headers });
    expect(theirs.json().account.email).toEqual({ address: null, verified: false, pending: null });
  });

  it('keeps the confirmed address in use while a new one waits, and removes both on request', async () => {
    const { app } = testApp;
    const visitor = await createVisitor(app);
    await verifyAddress(app, sink, channels, visitor, 'old@example.com');
    const changed = await setEmail(app, visitor, 'new@example.com');
    expect(changed.json().email).toEqual({ address: 'old@example.com', verified: true, pending: 'new@example.com' });
    const settings = await app.inject({
      method: 'GET',
      url: '/api/account/notification-settings',
      headers: visitor.headers,
    });
    expect(settings.json()).toMatchObject({
      emailConfigured: true,
      pushDevices: 0,
      pushEndpoints: [],
      email: { address: 'old@example.com', pending: 'new@example.com' },
      settings: { groups: { messages: { email: 'instant', push: true }, community: { email: 'digest' } } },
    });
    const removed = await app.inject({ method: 'DELETE', url: '/api/account/email', headers: visitor.headers });
    expect(removed.json().email).toEqual({ address: null, verified: false, pending: null });
    // The pending address's mail, still queued, does not go out.
    const queued = await app.db.select().from(outbox).where(eq(outbox.recipient, 'new@example.com'));
    expect(queued).toEqual([]);
  });

  it(`sends ${EMAIL_VERIFICATIONS_PER_HOUR} verification mails an hour per account, then answers 429`, async () => {
    const { app } = testApp;
    const visitor = await createVisitor(app);
    for (let index = 0; index < EMAIL_VERIFICATIONS_PER_HOUR; index++) {
      expect((await setEmail(app, visitor, `try${index}@example.com`)).statusCode).toBe(202);
    }
    const refused = await setEmail(app, visitor, 'one-more@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().message).toBe(DELIVERY_MESSAGES.verificationTooMany);
  });

  it(`mails one address ${EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY} times a day at most, whoever asks, and answers alike (issue 40 §5)`, async () => {
    const { app } = testApp;
    const answers = [];
    for (const [index, address] of [
      'target@example.com',
      'Target@Example.com',
      'target@example.com',
      'TARGET@example.com',
      'target@example.com',
    ].entries()) {
      // Five members on five networks: neither the account's nor the IP's limit is near.
      const asked = await setEmail(app, await createVisitor(app), address, `198.51.100.${index + 1}`);
      expect(asked.statusCode, address).toBe(202);
      answers.push(asked.json());
    }
    // Mailed or not, every answer says the same: the address waits for its link.
    for (const [index, answer] of answers.entries()) {
      expect(answer.email.pending, String(index)).toMatch(/^target@example\.com$/i);
      expect(answer).toEqual({
        success: true,
        email: { address: null, verified: false, pending: answer.email.pending },
      });
    }
    const mailed = await app.db.select().from(outbox).where(sql`lower(${outbox.recipient}) = 'target@example.com'`);
    expect(mailed).toHaveLength(EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY);
  });

  it('refuses an address that is not one', async () => {
    const { app } = testApp;
    const visitor = await createVisitor(app);
    const refused = await setEmail(app, visitor, 'not an address');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'email', message: DELIVERY_MESSAGES.invalidEmail }]);
  });

  it('shows the admin the outbox without any address or content', async () => {
    const { app } = testApp;
    const summary = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().counts.sent).toBeGreaterThan(0);
    expect(summary.json().items[0]).toMatchObject({ channel: 'email', kind: 'email.verify' });
    expect(summary.body).not.toContain('@');
    const visitor = await createVisitor(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: visitor.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('verification mails per IP (issue 40 §5)', () => {
  let bed: MailTestBed;
  beforeAll(async () => {
    bed = await startMailTestBed({ VERIFICATION_MAIL_LIMIT_PER_HOUR: 2 });
  });
  afterAll(() => bed.close());

  it('sends VERIFICATION_MAIL_LIMIT_PER_HOUR an hour from one IP, whichever accounts ask, then answers 429', async () => {
    const { app } = bed.testApp;
    const ip = '203.0.113.9';
    for (const index of [1, 2]) {
      expect((await setEmail(app, await createVisitor(app), `ip${index}@example.com`, ip)).statusCode).toBe(202);
    }
    const refused = await setEmail(app, await createVisitor(app), 'ip3@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: DELIVERY_MESSAGES.verificationTooMany });
    expect(await app.db.select().from(outbox).where(eq(outbox.recipient, 'ip3@example.com'))).toEqual([]);
    // Another network is not affected.
    expect((await setEmail(app, await createVisitor(app), 'ip3@example.com', '203.0.113.10')).statusCode).toBe(202);
  });
});

describe('a server without SMTP_URL (issue 34 §3)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('answers 503 to an address, queues nothing, and says email is not set up', async () => {
    const { app } = testApp;
    const visitor = await createVisitor(app);
    const refused = await setEmail(app, visitor, 'ada@example.com');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: 'not_configured', message: DELIVERY_MESSAGES.emailNotConfigured });
    expect(await app.db.select().from(outbox)).toEqual([]);
    const settings = await app.inject({
      method: 'GET',
      url: '/api/account/notification-settings',
      headers: visitor.headers,
    });
    expect(settings.json()).toMatchObject({ emailConfigured: false, email: { address: null } });
    expect(createEmailChannel(app.db, app.config)).toBeNull();
  });
});
