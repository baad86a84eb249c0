import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { Config } from '../../config.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import type { Visitor } from '../../test/conversation-factories.ts';
import { createEmailChannel } from './email-channel.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { drainOutbox } from './outbox-sender.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.test-helper.ts';

/** The address a parsed mail went to. */
export function recipientOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
}

/** A header exactly as sent (mailparser turns List-* headers into objects). */
export function rawHeader(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The token of the verification link in a mail's plain text. */
export function verificationTokenIn(mail: ParsedMail): string {
  const match = /\/account\/email\/verify\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('No verification link in the mail');
  return decodeURIComponent(match[1]);
}

/** Asks for `email`'s verification mail, from `remoteAddress` (127.0.0.1 unless given). */
export function setEmail(app: FastifyInstance, visitor: Visitor, email: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/account/email',
    headers: visitor.headers,
    payload: { email },
    ...(remoteAddress && { remoteAddress }),
  });
}

export function verify(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/account/email/verify', payload: { token } });
}

/** Sets `email` for `visitor` and opens the link of the mail it gets, as a member would. */
export async function verifyAddress(
  app: FastifyInstance,
  sink: SmtpSink,
  channels: OutboxChannels,
  visitor: Visitor,
  email: string,
): Promise<void> {
  const before = sink.mails.length;
  const asked = await setEmail(app, visitor, email);
  if (asked.statusCode !== 202) throw new Error(`Setting the email failed: ${asked.body}`);
  await drainOutbox(app.db, channels);
  const mails = await sink.waitForMails(before + 1);
  const mail = mails.slice(before).find((candidate) => recipientOf(candidate) === email);
  if (!mail) throw new Error(`No verification mail reached ${email}`);
  const verified = await verify(app, verificationTokenIn(mail));
  if (verified.statusCode !== 200) throw new Error(`Verifying failed: ${verified.body}`);
}

/** A visitor with a verified address. */
export async function memberWithEmail(
  app: FastifyInstance,
  sink: SmtpSink,
  channels: OutboxChannels,
  email: string,
): Promise<Visitor> {
  const visitor = await createVisitor(app);
  await verifyAddress(app, sink, channels, visitor, email);
  return visitor;
}

/** An app whose SMTP_URL is a real SMTP server started for the test, and the email channel to drain with. */
export interface MailTestBed {
  testApp: TestApp;
  sink: SmtpSink;
  channels: OutboxChannels;
  close(): Promise<void>;
}

export const MAIL_TEST_ORIGIN = 'http://localhost:3000';

/**
 * `config` overrides the bed's settings; the verification mails per IP are unlimited unless it
 * says otherwise, because every test's requests come from 127.0.0.1.
 */
export async function startMailTestBed(config: Partial<Config> = {}): Promise<MailTestBed> {
  const sink = await startSmtpSink();
  const testApp = await buildTestApp({
    rateLimit: UNLIMITED,
    config: {
      SMTP_URL: sink.url,
      PUBLIC_ORIGIN: MAIL_TEST_ORIGIN,
      VERIFICATION_MAIL_LIMIT_PER_HOUR: 10_000,
      ...config,
    },
  });
  const email = createEmailChannel(testApp.app.db, testApp.app.config);
  const channels: OutboxChannels = email ? { email } : {};
  return {
    testApp,
    sink,
    channels,
    async close() {
      channels.email?.close?.();
      await testApp.close();
      await sink.stop();
    },
  };
}
